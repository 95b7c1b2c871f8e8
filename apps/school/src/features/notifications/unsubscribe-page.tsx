import { appPaths } from '@aula/domain';
import { NOTIFICATION_MESSAGES } from '@aula/forms';
import { Alert, Button, Card, CardContent } from '@aula/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../api/notifications';
import { hasStatus, isNetworkFailure } from '../../api-errors';
import { usePageTitle } from '../../page-title';

type Step =
  | { state: 'ready' }
  | { state: 'sending' }
  | { state: 'done'; label: string }
  | { state: 'failed'; message: string };

const UNREACHABLE = 'No se pudo conectar con el servidor. Inténtalo de nuevo.';

/** A bad or forged link (400, 404) is 'not valid'; anything else (no connection, 429) can be retried. */
function failureMessage(error: unknown): string {
  if (hasStatus(error, 400) || hasStatus(error, 404)) return NOTIFICATION_MESSAGES.unsubscribeInvalid;
  if (isNetworkFailure(error)) return UNREACHABLE;
  return error instanceof Error ? error.message : UNREACHABLE;
}

/**
 * /notificaciones/baja/:token, the link at the foot of each notification e-mail: no session needed.
 * It asks for a click rather than acting on load, so a mail scanner that opens every link unsubscribes nobody
 * (mail programs use the one-click List-Unsubscribe POST instead).
 */
export function UnsubscribePage() {
  usePageTitle('Dejar de recibir avisos por correo');
  const { token = '' } = useParams();
  const [step, setStep] = useState<Step>({ state: 'ready' });

  async function unsubscribe() {
    setStep({ state: 'sending' });
    try {
      setStep({ state: 'done', label: (await api.notifications.unsubscribe(token)).label });
    } catch (error) {
      setStep({ state: 'failed', message: failureMessage(error) });
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-background py-10 text-foreground sm:items-center sm:px-4">
      <Card className="w-full max-w-md border-x-0 max-sm:rounded-none sm:border-x">
        <CardContent className="grid gap-5">
          <h1 className="font-semibold text-2xl">Dejar de recibir avisos por correo</h1>
          <div aria-live="polite">
            {step.state === 'done' && (
              <Alert variant="success">{NOTIFICATION_MESSAGES.unsubscribed(step.label)}</Alert>
            )}
            {step.state === 'failed' && <Alert variant="danger">{step.message}</Alert>}
          </div>
          {step.state !== 'done' && (
            <>
              <p>
                Pulsa el botón y dejarás de recibir por correo este tipo de aviso. Seguirás viéndolo en la
                aplicación.
              </p>
              <Button
                className="max-sm:w-full sm:justify-self-start"
                loading={step.state === 'sending'}
                onClick={unsubscribe}
              >
                Darme de baja
              </Button>
            </>
          )}
          <p className="text-muted-foreground text-sm">
            Puedes elegir qué avisos recibes, y cómo, en{' '}
            <Link to={appPaths.settings} className="font-medium text-primary underline underline-offset-4">
              Configuración
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
