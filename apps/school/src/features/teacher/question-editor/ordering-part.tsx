import { Button, Input, moveEntry, useDragDrop } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { ArrowDownIcon, ArrowUpIcon, XIcon } from 'lucide-react';
import { issueAt } from '../form-issues';
import { AddButton, PartMessage } from './part-pieces';
import { issueUnder, type QuestionPartProps } from './part-props';
import { newItem } from './question-drafts';

const MAX_ITEMS = 12;

/**
 * Ordering: the items in their correct order, moved with the up and down buttons (no dragging needed) or by
 * dragging an item's number onto another row; the student sees them shuffled.
 */
export function OrderingPart({
  question,
  base,
  issues,
  showMessages,
  disabled,
  onChange,
}: QuestionPartProps) {
  const { t } = useLingui();
  const items = question.items;
  const setItems = (next: typeof items) => onChange({ ...question, items: next });
  const drag = useDragDrop((from, to) => setItems(moveEntry(items, from, to)), disabled);
  const groupIssue = showMessages ? issueAt(issues, `${base}.items`) : undefined;

  return (
    <div data-slot="ordering-part" className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        {t`Escribe los elementos en el orden correcto; el estudiante los verá desordenados.`}
      </p>
      <ol className="grid gap-2">
        {items.map((item, i) => {
          const number = i + 1;
          const path = `${base}.items.${i}.text`;
          const issue = issueUnder(issues, path);
          return (
            <li key={item.key} {...drag.target(i)} className="grid gap-1">
              <div className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  {...drag.source(i)}
                  className={`w-6 shrink-0 text-center font-semibold text-sm tabular-nums ${disabled ? '' : 'cursor-grab'}`}
                >
                  {number}.
                </span>
                <Input
                  aria-label={t`Elemento ${number}`}
                  value={item.text}
                  disabled={disabled}
                  aria-required
                  aria-invalid={issue ? true : undefined}
                  onChange={(event) =>
                    setItems(
                      items.map((current, j) =>
                        j === i ? { ...current, text: event.target.value } : current,
                      ),
                    )
                  }
                />
                <Button
                  type="button"
                  variant="ghost"
                  size={null}
                  className="size-9 shrink-0"
                  disabled={disabled || i === 0}
                  aria-label={t`Subir elemento ${number}`}
                  onClick={() => setItems(moveEntry(items, i, i - 1))}
                >
                  <ArrowUpIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size={null}
                  className="size-9 shrink-0"
                  disabled={disabled || i === items.length - 1}
                  aria-label={t`Bajar elemento ${number}`}
                  onClick={() => setItems(moveEntry(items, i, i + 1))}
                >
                  <ArrowDownIcon aria-hidden="true" />
                </Button>
                {items.length > 2 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size={null}
                    className="size-9 shrink-0"
                    disabled={disabled}
                    aria-label={t`Eliminar elemento ${number}`}
                    onClick={() => setItems(items.filter((_, j) => j !== i))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {issue && showMessages ? <p className="pl-7 font-medium text-danger text-sm">{issue}</p> : null}
            </li>
          );
        })}
      </ol>
      <PartMessage message={groupIssue} />
      {items.length < MAX_ITEMS ? (
        <AddButton disabled={disabled} onClick={() => setItems([...items, newItem()])}>
          {t`Añadir elemento`}
        </AddButton>
      ) : null}
    </div>
  );
}
