import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '../../components/button/button-variants';
import { moveEntry } from '../../lib/move-entry';
import { useDragDrop } from '../../lib/use-drag-drop';
import { esQuestions } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';
import type { QuestionPartProps } from './part-props';
import { moveItem } from './question-kinds';

const moveButton = buttonVariants({ variant: 'outline', size: 'sm' });

/**
 * Ordering: the items as a list, each with 'Subir' and 'Bajar' buttons; the focus stays on the moved item's
 * button and a live region says where it went, so the keyboard and a screen reader need no dragging. An item
 * can also be dragged onto another's place, announced the same way. The order shown counts as an answer once
 * the student moves an item or keeps the order.
 */
export function OrderingPart({ question, answer, onAnswer, disabled, idPrefix }: QuestionPartProps) {
  const labels = useStrings('questions', esQuestions);
  const items = question.items ?? [];
  const byId = new Map(items.map((item) => [item.id, item]));
  const order = answer?.order?.filter((id) => byId.has(id)) ?? items.map((item) => item.id);
  const [announcement, setAnnouncement] = useState('');

  function place(from: number, to: number, next: number[]) {
    const id = order[from] as number;
    onAnswer({ order: next });
    setAnnouncement(labels.moved(byId.get(id)?.text ?? '', to + 1, next.length));
    return id;
  }

  const drag = useDragDrop((from, to) => place(from, to, moveEntry(order, from, to)), disabled);

  function move(from: number, by: -1 | 1) {
    const to = from + by;
    const id = place(from, to, moveItem(order, from, by));
    // The button follows its item; at either end the other button takes the focus.
    const end = to === 0 || to === order.length - 1;
    const direction = end ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${direction}${id}`)?.focus());
  }

  return (
    <div data-slot="ordering-part" className="grid gap-3">
      <ol className="grid gap-2">
        {order.map((id, index) => {
          const item = byId.get(id);
          if (!item) return null;
          return (
            <li
              key={id}
              {...drag.source(index)}
              {...drag.target(index)}
              className={`flex flex-wrap items-center gap-2 rounded-md border border-border px-3 py-2 text-sm ${disabled ? '' : 'cursor-grab'}`}
            >
              <span aria-hidden="true" className="w-5 font-semibold text-muted-foreground tabular-nums">
                {index + 1}.
              </span>
              <span className="min-w-0 flex-1 break-words">{item.text}</span>
              <span className="flex gap-1">
                <button
                  type="button"
                  id={`${idPrefix}-up${id}`}
                  className={moveButton}
                  aria-label={labels.moveUpItem(item.text)}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUpIcon aria-hidden="true" />
                  {labels.moveUp}
                </button>
                <button
                  type="button"
                  id={`${idPrefix}-down${id}`}
                  className={moveButton}
                  aria-label={labels.moveDownItem(item.text)}
                  disabled={disabled || index === order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDownIcon aria-hidden="true" />
                  {labels.moveDown}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {answer?.order === undefined ? (
        <div>
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            disabled={disabled}
            onClick={() => onAnswer({ order })}
          >
            {labels.keepOrder}
          </button>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
