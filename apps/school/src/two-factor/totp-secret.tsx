import type { TwoFactorSetup } from '@aula/api-client';

/**
 * The secret of a new enrolment: the QR code to scan with an authenticator app, and the same secret as text for
 * typing it in by hand (grouped by four, as the apps show it). The QR code sits on white in both themes, as
 * the apps' cameras expect.
 */
export function TotpSecret({ setup }: { setup: TwoFactorSetup }) {
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="grid justify-items-center gap-3">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="Código QR para tu aplicación de autenticación"
        width={200}
        height={200}
        className="size-48 rounded-md bg-white p-1"
      />
      <p className="text-center text-sm">
        ¿No puedes escanearlo? Escribe esta clave en la aplicación:
        <code
          data-testid="totp-secret"
          className="mt-1 block break-all rounded-md bg-muted px-2 py-1 font-mono text-base tracking-wide"
        >
          {grouped}
        </code>
      </p>
    </div>
  );
}
