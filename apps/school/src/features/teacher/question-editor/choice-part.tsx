import { Button, Checkbox, Input } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { XIcon } from 'lucide-react';
import { useId } from 'react';
import { issueAt } from '../form-issues';
import { AddButton, PartMessage } from './part-pieces';
import type { QuestionPartProps } from './part-props';
import {
  addOption,
  type CorrectMode,
  canRemoveOption,
  optionLetter,
  removeOption,
  setCorrect,
  setOptionText,
} from './question-drafts';

export type ChoicePartProps = QuestionPartProps & {
  /** 'single': the create form (one correct option unless the question is multiple); 'multiple': the edit form. */
  mode: CorrectMode;
};

/**
 * A choice question's options (spec sections 4 and 5): labelled A, B, C with the correct ones marked, a radio
 * choice in the create form and checkboxes in the edit form or when several answers are correct.
 */
export function ChoicePart({
  question,
  base,
  issues,
  showMessages,
  disabled,
  onChange,
  mode: formMode,
}: ChoicePartProps) {
  const { t } = useLingui();
  const id = useId();
  const mode: CorrectMode = question.multiple ? 'multiple' : formMode;
  const groupIssue = issueAt(issues, `${base}.options`) ?? issueAt(issues, `${base}.correct`);
  const hint =
    mode === 'single'
      ? `${t`Añade al menos 2 opciones.`} ${t`Marca la respuesta correcta.`}`
      : t`Marca una o varias respuestas correctas.`;

  return (
    <div data-slot="choice-part" className="grid gap-3">
      <Checkbox
        label={t`Varias respuestas correctas`}
        checked={question.multiple}
        disabled={disabled}
        onCheckedChange={(checked) => onChange({ ...question, multiple: checked === true })}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {hint}
      </p>
      <ul className="grid gap-2">
        {question.options.map((option, o) => {
          const letter = optionLetter(o);
          const optionIssue = issueAt(issues, `${base}.options.${o}.text`);
          const inputId = `${id}-option-${o}`;
          return (
            <li key={option.key} data-slot="option-row" className="grid gap-1">
              <div className="flex items-center gap-2">
                {mode === 'single' ? (
                  <input
                    type="radio"
                    name={`${id}-correct`}
                    className="size-5 shrink-0 accent-primary"
                    checked={option.correct}
                    disabled={disabled}
                    aria-label={t`La opción ${letter} es la correcta`}
                    onChange={() => onChange(setCorrect(question, o, true, 'single'))}
                  />
                ) : (
                  <Checkbox
                    checked={option.correct}
                    disabled={disabled}
                    aria-label={t`La opción ${letter} es correcta`}
                    onCheckedChange={(checked) =>
                      onChange(setCorrect(question, o, checked === true, 'multiple'))
                    }
                  />
                )}
                <span aria-hidden="true" className="w-6 shrink-0 text-center font-semibold text-sm">
                  {letter}
                </span>
                <Input
                  id={inputId}
                  aria-label={t`Opción ${letter}`}
                  value={option.text}
                  disabled={disabled}
                  aria-required
                  aria-invalid={optionIssue ? true : undefined}
                  aria-describedby={optionIssue && showMessages ? `${inputId}-error` : undefined}
                  onChange={(event) => onChange(setOptionText(question, o, event.target.value))}
                />
                {canRemoveOption(question, formMode) ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size={null}
                    className="size-9 text-sm"
                    disabled={disabled}
                    aria-label={t`Eliminar opción ${letter}`}
                    onClick={() => onChange(removeOption(question, o))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {optionIssue && showMessages ? (
                <p id={`${inputId}-error`} className="pl-16 font-medium text-danger text-sm">
                  {optionIssue}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <PartMessage message={showMessages ? groupIssue : undefined} />
      <AddButton disabled={disabled} onClick={() => onChange(addOption(question))}>
        {t`Añadir opción`}
      </AddButton>
    </div>
  );
}
