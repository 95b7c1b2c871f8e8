import { Button, Checkbox, Field, Textarea } from '@aula/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Trash2Icon } from 'lucide-react';
import { useId, useRef } from 'react';
import { issueAt } from '../form-issues';
import { insertGap, markerCount, removeGap } from './gap-markers';
import { AddButton, PartMessage } from './part-pieces';
import { fieldMessages, linesOf, type QuestionPartProps } from './part-props';
import type { GapDraft } from './question-drafts';

/**
 * Fill the gaps: the passage with its markers [1], [2] …, 'Añadir hueco' putting the next marker at the cursor,
 * and per gap its accepted answers and whether the student types it or picks it from a list.
 */
export function GapsPart({ question, base, issues, showMessages, disabled, onChange }: QuestionPartProps) {
  const { t } = useLingui();
  const passageRef = useRef<HTMLTextAreaElement>(null);
  const { shown, invalid } = fieldMessages(issues, showMessages);
  const markers = markerCount(question.passage);
  const gapCount = question.gaps.length;

  function addGap() {
    const area = passageRef.current;
    const start = area?.selectionStart ?? question.passage.length;
    const end = area?.selectionEnd ?? start;
    const { question: next, cursor } = insertGap(question, start, end);
    onChange(next);
    // Back to the passage with the cursor after the new marker, so the teacher keeps typing.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  }

  const setGap = (index: number, gap: GapDraft) =>
    onChange({ ...question, gaps: question.gaps.map((current, i) => (i === index ? gap : current)) });

  return (
    <div data-slot="gaps-part" className="grid gap-3">
      <Field
        label={t`Texto con huecos`}
        required
        hint={t`Cada hueco es un marcador [1], [2]… Usa «Añadir hueco» para ponerlo donde está el cursor.`}
        error={shown(`${base}.passage`)}
      >
        <Textarea
          ref={passageRef}
          rows={4}
          value={question.passage}
          disabled={disabled}
          aria-invalid={invalid(`${base}.passage`)}
          onChange={(event) => onChange({ ...question, passage: event.target.value })}
        />
      </Field>
      <AddButton disabled={disabled} onClick={addGap}>
        {t`Añadir hueco`}
      </AddButton>
      <PartMessage
        message={
          markers === gapCount
            ? undefined
            : t`El texto tiene ${plural(markers, { one: '# marcador', other: '# marcadores' })} y hay ${plural(gapCount, { one: '# hueco', other: '# huecos' })}.`
        }
      />
      <PartMessage message={showMessages ? issueAt(issues, `${base}.gaps`) : undefined} />
      <ol className="grid gap-3">
        {question.gaps.map((gap, g) => (
          <GapFields
            key={gap.key}
            gap={gap}
            number={g + 1}
            path={`${base}.gaps.${g}`}
            shown={shown}
            invalid={invalid}
            disabled={disabled}
            onChange={(next) => setGap(g, next)}
            onRemove={() => onChange(removeGap(question, g))}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Checkbox
          label={t`No distinguir mayúsculas`}
          checked={question.ignoreCase}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...question, ignoreCase: checked === true })}
        />
        <Checkbox
          label={t`No distinguir tildes`}
          checked={question.ignoreAccents}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ ...question, ignoreAccents: checked === true })}
        />
      </div>
    </div>
  );
}

function GapFields({
  gap,
  number,
  path,
  shown,
  invalid,
  disabled,
  onChange,
  onRemove,
}: {
  gap: GapDraft;
  number: number;
  path: string;
  shown: (path: string) => string | undefined;
  invalid: (path: string) => true | undefined;
  disabled: boolean;
  onChange: (next: GapDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const chosen = gap.choices !== null;
  return (
    <li className="grid gap-2 rounded-md border border-border p-3">
      <fieldset className="grid gap-2">
        <legend className="float-left font-semibold text-sm">{t`Hueco ${number}`}</legend>
        <div className="clear-both flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <span id={`${id}-mode`}>{t`El estudiante`}</span>
          <div role="radiogroup" aria-labelledby={`${id}-mode`} className="flex flex-wrap gap-x-4 gap-y-1">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                className="size-4 accent-primary"
                checked={!chosen}
                disabled={disabled}
                onChange={() => onChange({ ...gap, choices: null })}
              />
              {t`escribe la respuesta`}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                className="size-4 accent-primary"
                checked={chosen}
                disabled={disabled}
                onChange={() => onChange({ ...gap, choices: gap.choices ?? [''] })}
              />
              {t`la elige de una lista`}
            </label>
          </div>
        </div>
        <Field
          label={t`Respuestas aceptadas`}
          required
          hint={t`Una por línea.`}
          error={shown(`${path}.accepted`)}
        >
          <Textarea
            rows={2}
            value={gap.accepted.join('\n')}
            disabled={disabled}
            aria-invalid={invalid(`${path}.accepted`)}
            onChange={(event) => onChange({ ...gap, accepted: linesOf(event.target.value) })}
          />
        </Field>
        {gap.choices !== null ? (
          <Field
            label={t`Opciones de la lista`}
            required
            hint={t`Una por línea.`}
            error={shown(`${path}.choices`)}
          >
            <Textarea
              rows={3}
              value={gap.choices.join('\n')}
              disabled={disabled}
              aria-invalid={invalid(`${path}.choices`)}
              onChange={(event) => onChange({ ...gap, choices: linesOf(event.target.value) })}
            />
          </Field>
        ) : null}
      </fieldset>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start text-danger"
        disabled={disabled}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
        {t`Eliminar hueco ${number}`}
      </Button>
    </li>
  );
}
