import { Checkbox, Field, Textarea } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { issueUnder, linesOf, type QuestionPartProps } from './part-props';

/** Short answer: the accepted answers, one per line; spaces and case never count, accents optionally. */
export function ShortPart({ question, base, issues, showMessages, disabled, onChange }: QuestionPartProps) {
  const { t } = useLingui();
  const issue = issueUnder(issues, `${base}.accepted`);
  return (
    <div data-slot="short-part" className="grid gap-3">
      <Field
        label={t`Respuestas aceptadas`}
        required
        hint={t`Una por línea.`}
        error={showMessages ? issue : undefined}
      >
        <Textarea
          rows={3}
          value={question.accepted.join('\n')}
          disabled={disabled}
          aria-invalid={issue ? true : undefined}
          onChange={(event) => onChange({ ...question, accepted: linesOf(event.target.value) })}
        />
      </Field>
      <Checkbox
        label={t`No distinguir tildes`}
        checked={question.ignoreAccents}
        disabled={disabled}
        onCheckedChange={(checked) => onChange({ ...question, ignoreAccents: checked === true })}
      />
    </div>
  );
}
