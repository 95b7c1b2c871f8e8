import { Alert, Button } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../../../api/public-forms';
import { errorDetail } from '../../../api-errors';

type Step = { state: 'ready' } | { state: 'sending' } | { state: 'done' | 'failed'; message: string };

const COPY = {
  confirm: {
    heading: msg`Confirma tu suscripción`,
    text: msg`Pulsa el botón para recibir el boletín de Aula en tu correo electrónico.`,
    button: msg`Confirmar la suscripción`,
    call: (token: string) => api.publicForms.confirmSubscription(token),
  },
  unsubscribe: {
    heading: msg`Darte de baja del boletín`,
    text: msg`Pulsa el botón y dejarás de recibir el boletín de Aula. Puedes volver a suscribirte cuando quieras.`,
    button: msg`Darme de baja`,
    call: (token: string) => api.publicForms.unsubscribe(token),
  },
} as const;

/**
 * The pages behind the newsletter's e-mail links (decision 144). Each asks for a click rather than acting
 * on load, so a mail scanner that opens every link neither confirms nor unsubscribes anyone.
 */
export function NewsletterLinkPage({ action }: { action: keyof typeof COPY }) {
  const { t } = useLingui();
  const copy = COPY[action];
  const [token, setToken] = useState('');
  const [step, setStep] = useState<Step>({ state: 'ready' });
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);

  const run = async () => {
    setStep({ state: 'sending' });
    try {
      setStep({ state: 'done', message: (await copy.call(token)).message });
    } catch (error) {
      setStep({ state: 'failed', message: errorDetail(error) });
    }
  };

  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-20 text-center">
      <h1 className="font-bold text-3xl tracking-tight">{t(copy.heading)}</h1>
      <div aria-live="polite">
        {step.state === 'done' && <Alert variant="success">{step.message}</Alert>}
        {step.state === 'failed' && <Alert variant="danger">{step.message}</Alert>}
      </div>
      {step.state !== 'done' && (
        <>
          <p className="text-muted-foreground">{t(copy.text)}</p>
          <Button
            className="justify-self-center"
            loading={step.state === 'sending'}
            disabled={!token}
            onClick={run}
          >
            {t(copy.button)}
          </Button>
        </>
      )}
    </div>
  );
}
