import { Field, Input } from '@aula/ui';

/** The six digits of the authenticator app, as every two-factor form asks for them. */
export function CodeField({
  code,
  onCodeChange,
  error,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  error: string | undefined;
}) {
  return (
    <Field label="Código de verificación" error={error}>
      <Input
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        aria-required="true"
      />
    </Field>
  );
}
