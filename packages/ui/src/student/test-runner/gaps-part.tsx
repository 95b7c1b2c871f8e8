import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { fieldClasses, type QuestionPartProps } from './part-props';
import { passageParts } from './question-kinds';

/** Fill the gaps: the passage read as text, each gap a text box (typed) or a list (chosen) in its place. */
export function GapsPart({ question, answer, onAnswer, disabled, idPrefix }: QuestionPartProps) {
  const labels = useStrings('questions', esQuestions);
  const gaps = question.gaps ?? [];
  const given = gaps.map((_, index) => answer?.gaps?.[index] ?? '');
  function fill(index: number, value: string) {
    onAnswer({ gaps: given.map((gap, at) => (at === index ? value : gap)) });
  }
  return (
    <p data-slot="gaps-part" className="whitespace-pre-line break-words text-base leading-[2.75rem]">
      {passageParts(question.passage ?? '', gaps.length).map((part) => {
        if (typeof part === 'string') return part;
        const gap = gaps[part];
        const common = {
          id: `${idPrefix}-gap${part}`,
          'aria-label': labels.gap(part + 1),
          value: given[part],
          disabled,
          className: `${fieldClasses} mx-1 align-middle`,
        };
        return gap?.choices ? (
          <select key={`gap-${part}`} {...common} onChange={(event) => fill(part, event.target.value)}>
            <option value="">{labels.choose}</option>
            {gap.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        ) : (
          <input
            key={`gap-${part}`}
            {...common}
            type="text"
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => fill(part, event.target.value)}
            className={`${common.className} w-36`}
          />
        );
      })}
    </p>
  );
}
