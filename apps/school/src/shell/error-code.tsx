import { errorCodeLabel, errorCodeOf } from '../api-errors';

/**
 * 'Código de error: <id>' under a server fault's message (nothing for any other failure): the id the
 * server's log lines of that request carry. The id is selected whole at a click, to paste into a support
 * message, and spaced out for reading over the phone.
 */
export function ErrorCode({ error }: { error: unknown }) {
  const code = errorCodeOf(error);
  if (!code) return null;
  return (
    <p data-slot="error-code" className="text-xs">
      {errorCodeLabel()}: <span className="select-all font-mono tracking-wider">{code}</span>
    </p>
  );
}
