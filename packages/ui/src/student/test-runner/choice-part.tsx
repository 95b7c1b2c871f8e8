import type { QuestionPartProps } from './part-props';
import { optionClasses } from './part-props';

/** Single choice (radios, the spec's) or multiple choice (checkboxes: tick every right option). */
export function ChoicePart({ question, answer, onAnswer, disabled, idPrefix }: QuestionPartProps) {
  const ticked = new Set(answer?.selectedOptionIds ?? []);
  function toggle(optionId: number, on: boolean) {
    const next = question.options.map((o) => o.id).filter((id) => (id === optionId ? on : ticked.has(id)));
    onAnswer({ selectedOptionIds: next });
  }
  return (
    <div data-slot="choice-part" className="grid gap-2">
      {question.options.map((option) => {
        const inputId = `${idPrefix}-o${option.id}`;
        return (
          <label key={option.id} htmlFor={inputId} className={optionClasses}>
            {question.multiple ? (
              <input
                id={inputId}
                type="checkbox"
                checked={ticked.has(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                disabled={disabled}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
              />
            ) : (
              <input
                id={inputId}
                type="radio"
                name={`${idPrefix}-choice`}
                value={option.id}
                checked={answer?.selectedOptionId === option.id}
                onChange={() => onAnswer({ selectedOptionId: option.id })}
                disabled={disabled}
                className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
              />
            )}
            <span className="break-words">{option.text}</span>
          </label>
        );
      })}
    </div>
  );
}
