import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { fieldClasses, type QuestionPartProps } from './part-props';

/** Short answer: one line typed by the student (at most 500 characters, as the server takes). */
export function ShortAnswerPart({ answer, onAnswer, disabled, idPrefix }: QuestionPartProps) {
  const labels = useStrings('questions', esQuestions);
  const inputId = `${idPrefix}-short`;
  return (
    <div data-slot="short-answer-part" className="grid gap-1.5">
      <label htmlFor={inputId} className="font-medium text-sm">
        {labels.shortAnswer}
      </label>
      <input
        id={inputId}
        type="text"
        value={answer?.text ?? ''}
        maxLength={500}
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => onAnswer({ text: event.target.value })}
        className={`${fieldClasses} w-full`}
      />
    </div>
  );
}
