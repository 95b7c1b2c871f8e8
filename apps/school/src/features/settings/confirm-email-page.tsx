import { appPaths } from '@aula/domain';
import { Alert, Button, Card, CardContent, Spinner } from '@aula/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../page-title';
import { updateStoredUser, useSession } from '../../session';
import { type ConfirmOutcome, confirmEmailOnce } from './confirm-email';
import { settingsQueries } from './queries';

const TITLES: Record<ConfirmOutcome['kind'], string> = {
  success: 'Correo confirmado',
  expired: 'Enlace caducado',
  invalid: 'Enlace no válido',
  error: 'No se pudo cambiar el correo',
  network: 'No se pudo cambiar el correo',
};

/**
 * /confirm-email?token=…, the link mailed to a new address (decision 132). It works signed out too (the
 * mail may be opened on another device); signed in, the stored user takes the new address at once.
 */
export function ConfirmEmailPage() {
  usePageTitle('Confirmar correo electrónico');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSession();
  const signedIn = Boolean(session?.user);
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ token: string; outcome: ConfirmOutcome } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what 'Reintentar' changes.
  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmEmailOnce(token).then(async (outcome) => {
      if (outcome.kind === 'success' && signedIn) {
        // Best effort: a failure here leaves the old address shown until the next sign-in.
        const account = await queryClient
          .fetchQuery({ ...settingsQueries.account(), staleTime: 0 })
          .catch(() => undefined);
        if (account) updateStoredUser(account);
      }
      if (current) setResult({ token, outcome });
    });
    return () => {
      current = false;
    };
  }, [token, attempt, signedIn, queryClient]);

  const outcome: ConfirmOutcome | null = !token
    ? {
        kind: 'invalid',
        message: 'El enlace para cambiar el correo electrónico no es válido o ya se ha usado.',
      }
    : result?.token === token
      ? result.outcome
      : null;
  const next = signedIn
    ? { to: appPaths.settings, label: 'Ir a Configuración' }
    : { to: appPaths.login, label: 'Ir al inicio de sesión' };

  return (
    <main className="flex min-h-dvh items-start justify-center bg-background py-10 text-foreground sm:items-center sm:px-4">
      <Card className="w-full max-w-md border-x-0 max-sm:rounded-none sm:border-x">
        <CardContent className="grid gap-5">
          <h1 className="font-semibold text-2xl">Confirmar correo electrónico</h1>
          {outcome === null ? (
            <Spinner size="lg" label="Confirmando tu nuevo correo..." className="py-6" />
          ) : (
            <>
              <Alert
                variant={
                  outcome.kind === 'success' ? 'success' : outcome.kind === 'expired' ? 'warning' : 'danger'
                }
                title={TITLES[outcome.kind]}
              >
                {outcome.message}
              </Alert>
              {outcome.kind === 'network' ? (
                <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
                  Reintentar
                </Button>
              ) : (
                <Button asChild>
                  <Link to={next.to}>{next.label}</Link>
                </Button>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
