import { appPaths } from '@aula/domain';
import { Alert, Button, Spinner } from '@aula/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../page-title';
import { AUTH_TEXTS, expiredDetail, type VerificationOutcome } from './auth-errors';
import { AuthCard, AuthLayout, textLinkClass } from './auth-layout';
import { useReturnPath, withReturnPath } from './return-path';
import { verifyAccount } from './verify-once';

export function VerifyPage() {
  const { t } = useLingui();
  usePageTitle(t`Verificación de la cuenta`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [result, setResult] = useState<{ token: string; outcome: VerificationOutcome } | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    // verifyAccount sends one request per token, however many times StrictMode runs this effect.
    verifyAccount(token).then((outcome) => {
      if (current) setResult({ token, outcome });
    });
    return () => {
      current = false;
    };
  }, [token]);

  // A result belongs to the token it was asked for; a new token in the URL starts loading again.
  const missingToken: VerificationOutcome = { kind: 'error', message: AUTH_TEXTS.verifyNoToken };
  const outcome = !token ? missingToken : result?.token === token ? result.outcome : null;

  return (
    <AuthLayout headerLink={{ to: appPaths.login, label: t`Iniciar sesión`, lead: t`¿Ya tienes cuenta?` }}>
      <AuthCard title={t`Verificación de la cuenta`}>
        {outcome === null ? (
          <div className="flex flex-col items-center gap-3 py-6">
            <Spinner size="lg" label={t`Verificando tu cuenta...`} />
            <p aria-hidden="true" className="text-muted-foreground">
              {t`Verificando tu cuenta...`}
            </p>
          </div>
        ) : (
          <VerificationResult outcome={outcome} />
        )}
        <p className="text-muted-foreground text-sm">
          <Trans>
            ¿Tienes problemas?{' '}
            <Link to="/contact" className={textLinkClass}>
              Contacta con soporte
            </Link>
          </Trans>
        </p>
      </AuthCard>
    </AuthLayout>
  );
}

function VerificationResult({ outcome }: { outcome: VerificationOutcome }) {
  const { t } = useLingui();
  const next = useReturnPath();
  const toLogin = (
    <Button asChild className="grow basis-0">
      <Link to={withReturnPath(appPaths.login, next)}>{t`Ir al inicio de sesión`}</Link>
    </Button>
  );
  const registerAgain = (primary: boolean) => (
    <Button asChild variant={primary ? 'primary' : 'outline'} className="grow basis-0">
      <Link to={appPaths.register}>{t`Registrarse de nuevo`}</Link>
    </Button>
  );

  if (outcome.kind === 'success') {
    return (
      <>
        <Alert variant="success" title={t`¡Cuenta verificada!`}>
          {outcome.message}
        </Alert>
        <div className="flex">{toLogin}</div>
      </>
    );
  }
  if (outcome.kind === 'expired') {
    return (
      <>
        <Alert variant="warning" title={t`Token expirado`}>
          {expiredDetail(outcome.message) || null}
        </Alert>
        <div className="flex">{registerAgain(true)}</div>
      </>
    );
  }
  return (
    <>
      <Alert variant="danger" title={t`No se pudo verificar la cuenta`}>
        {outcome.message}
      </Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        {toLogin}
        {registerAgain(false)}
      </div>
    </>
  );
}
