import { useDragDrop } from '../../lib/use-drag-drop';
import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import { fieldClasses, type QuestionPartProps } from './part-props';

/**
 * Matching: each left item (a word, a picture) with a native list of the right items. A list per item works
 * by keyboard and screen reader with nothing to learn, and needs no dragging. With a pointer, a right item
 * can also be dragged onto a left one, the same as choosing it in that list; the draggable copies are hidden
 * from screen readers, which have the lists.
 */
export function MatchingPart({ question, answer, onAnswer, disabled, idPrefix }: QuestionPartProps) {
  const labels = useStrings('questions', esQuestions);
  const left = question.left ?? [];
  const right = question.right ?? [];
  const chosen = new Map(answer?.pairs?.map((pair) => [pair.left, pair.right]));
  function relate(leftId: number, rightId: number | null) {
    const next = new Map(chosen);
    if (rightId === null) next.delete(leftId);
    else next.set(leftId, rightId);
    onAnswer({
      pairs: left.flatMap((item) =>
        next.has(item.id) ? [{ left: item.id, right: next.get(item.id) as number }] : [],
      ),
    });
  }
  const drag = useDragDrop((rightIndex, leftIndex) => {
    const leftItem = left[leftIndex];
    const rightItem = right[rightIndex];
    if (leftItem && rightItem) relate(leftItem.id, rightItem.id);
  }, disabled);
  return (
    <div data-slot="matching-part" className="grid gap-3">
      <ul aria-hidden="true" data-slot="matching-drag-items" className="flex flex-wrap gap-2">
        {right.map((option, index) => (
          <li
            key={option.id}
            {...drag.source(index)}
            className={`rounded-md border border-border bg-muted px-2 py-1 text-sm ${disabled ? '' : 'cursor-grab'}`}
          >
            {option.text}
          </li>
        ))}
      </ul>
      <ul className="grid gap-3">
        {left.map((item, index) => {
          const selectId = `${idPrefix}-l${item.id}`;
          return (
            <li key={item.id} {...drag.target(index)} className="grid gap-2 sm:grid-cols-2 sm:items-center">
              <label
                htmlFor={selectId}
                className="flex min-w-0 items-center gap-3 break-words font-medium text-sm"
              >
                {item.image ? (
                  <img src={item.image} alt="" className="size-16 shrink-0 rounded-md border object-cover" />
                ) : null}
                <span className="sr-only">{labels.matchWith(item.text)}</span>
                <span aria-hidden="true">{item.text}</span>
              </label>
              <select
                id={selectId}
                value={chosen.get(item.id) ?? ''}
                disabled={disabled}
                onChange={(event) =>
                  relate(item.id, event.target.value === '' ? null : Number(event.target.value))
                }
                className={`${fieldClasses} w-full`}
              >
                <option value="">{labels.choose}</option>
                {right.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
