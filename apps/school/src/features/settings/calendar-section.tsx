import { Alert, Button, Field, Input, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorDetail } from '../../api-errors';
import { settingsQueries, useCreateCalendarFeed } from './queries';

/**
 * Configuración › Calendario (decision 139): the private address of the user's calendar feed, to subscribe to
 * from Google Calendar, Outlook or Apple Calendar. The address is shown once, when it is made; making a new
 * one turns the old one off. States: loading, failed, none, exists, created.
 */
type View = { kind: 'none' } | { kind: 'exists'; createdAt: string } | { kind: 'created'; url: string };

const dayFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

export function CalendarSection() {
  const status = useQuery(settingsQueries.calendarFeed());
  const createFeed = useCreateCalendarFeed();
  // The address just made: shown once, so it lives only in this section's state.
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  function create() {
    setError(null);
    setCopied(false);
    createFeed.mutate(undefined, {
      onSuccess: ({ url }) => setCreatedUrl(url),
      onError: (failure) => setError(errorDetail(failure)),
    });
  }

  async function copy(url: string) {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  if (status.data === undefined)
    return status.isError ? (
      <Alert variant="danger">{errorDetail(status.error)}</Alert>
    ) : (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner /> Cargando...
      </p>
    );
  const view: View = createdUrl
    ? { kind: 'created', url: createdUrl }
    : status.data.createdAt
      ? { kind: 'exists', createdAt: status.data.createdAt }
      : { kind: 'none' };

  const createButton = (label: string) => (
    <Button type="button" className="w-full sm:w-fit" loading={createFeed.isPending} onClick={create}>
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
