import { Field, Input } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { issueUnder, type QuestionPartProps } from './part-props';

/** Speaking: how long the student may record; the teacher grades the recording in the evaluation flow. */
export function SpeakingPart({
  question,
  base,
  issues,
  showMessages,
  disabled,
  onChange,
}: QuestionPartProps) {
  const { t } = useLingui();
  const issue = issueUnder(issues, `${base}.maxSeconds`);
  return (
    <div data-slot="speaking-part" className="grid gap-3">
      <Field
        label={t`Duración máxima (segundos)`}
        required
        hint={t`Entre 10 y 300 segundos.`}
        error={showMessages ? issue : undefined}
        className="max-w-xs"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={10}
          max={300}
          step={1}
          value={Number.isNaN(question.maxSeconds) ? '' : question.maxSeconds}
          disabled={disabled}
          aria-invalid={issue ? true : undefined}
          onChange={(event) => onChange({ ...question, maxSeconds: event.target.valueAsNumber })}
        />
      </Field>
    </div>
  );
}
