import { calendarEndpoints } from '@aula/api-client';
import { Alert, Button, Field, Input, Spinner } from '@aula/ui';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { errorDetail } from '../../api-errors';

/**
 * Configuración › Calendario (decision 139): the private address of the user's calendar feed, to subscribe to
 * from Google Calendar, Outlook or Apple Calendar. The address is shown once, when it is made; making a new
 * one turns the old one off. States: loading, failed, none, exists, created.
 */
type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' }
  | { kind: 'exists'; createdAt: string }
  | { kind: 'created'; url: string };

const dayFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

export function CalendarSection() {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  // Read once when the section opens.
  useEffect(() => {
    api.call(calendarEndpoints.feedStatus).then(
      (status) =>
        setView(status.createdAt ? { kind: 'exists', createdAt: status.createdAt } : { kind: 'none' }),
      (failure: unknown) => setView({ kind: 'failed', message: errorDetail(failure) }),
    );
  }, []);

  async function create() {
    setError(null);
    setCopied(false);
    setCreating(true);
    try {
      const { url } = await api.call(calendarEndpoints.createFeed);
      setView({ kind: 'created', url });
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setCreating(false);
    }
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  if (view.kind === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Cargando...
      </p>
    );
  if (view.kind === 'failed') return <Alert variant="danger">{view.message}</Alert>;

  const createButton = (label: string) => (
    <Button type="button" className="w-full sm:w-fit" loading={creating} onClick={create}>
      {label}
    </Button>
  );

  return (
    <div className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        Suscríbete a tus clases y fechas de entrega desde Google Calendar, Outlook o Apple Calendar con tu
        enlace privado: añádelo como calendario «desde URL» y se actualizará solo. No lo compartas: quien lo
        tenga ve tu horario.
      </p>
      {error && (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {view.kind === 'none' && createButton('Crear enlace')}
      {view.kind === 'exists' && (
        <>
          <p className="text-sm">
            Creaste tu enlace el {dayFormat.format(new Date(view.createdAt))}. Por seguridad no se vuelve a
            mostrar.
          </p>
          <Alert variant="warning">
            Si creas un enlace nuevo, el anterior deja de funcionar y tendrás que volver a suscribirte.
          </Alert>
          {createButton('Crear un enlace nuevo')}
        </>
      )}
      {view.kind === 'created' && (
        <>
          <Alert variant="success" title="Tu enlace del calendario">
            Cópialo ahora: no se volverá a mostrar.
          </Alert>
          <Field label="Enlace del calendario">
            <Input
              readOnly
              value={view.url}
              className="font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
          </Field>
          <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => copy(view.url)}>
            {copied ? 'Enlace copiado' : 'Copiar enlace'}
          </Button>
          <p aria-live="polite" className="sr-only">
            {copied ? 'Enlace copiado al portapapeles.' : ''}
          </p>
        </>
      )}
    </div>
  );
}
