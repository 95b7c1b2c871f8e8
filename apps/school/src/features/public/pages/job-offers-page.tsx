import type { PublicPosition } from '@aula/api-client';
import { Alert, Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { api } from '../../../api/public-forms';
import { ApplicationForm } from '../components/application-form';

type Offers = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; positions: PublicPosition[] };

/**
 * /ofertas-trabajo: the open positions, read from the server once the page is in the browser (the
 * prerendered HTML holds the frame), each with its application form behind a button.
 */
export function JobOffersPage() {
  const { t } = useLingui();
  const [offers, setOffers] = useState<Offers>({ state: 'loading' });
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    api.publicForms
      .openPositions()
      .then((positions) => setOffers({ state: 'ready', positions }))
      .catch(() => setOffers({ state: 'failed' }));
  }, []);

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-8 px-4 py-16">
      <header className="grid gap-3">
        <h1 className="font-bold text-4xl tracking-tight">{t`Ofertas de trabajo`}</h1>
        <p className="text-lg text-muted-foreground">
          {t`Estas son las plazas abiertas ahora en Aula. Elige una y envíanos tu candidatura.`}
        </p>
      </header>
      <div aria-live="polite" className="grid grid-cols-1 gap-6">
        {offers.state === 'loading' && <p className="text-muted-foreground">{t`Cargando ofertas...`}</p>}
        {offers.state === 'failed' && (
          <Alert variant="danger">{t`No hemos podido cargar las ofertas. Inténtalo de nuevo más tarde.`}</Alert>
        )}
        {offers.state === 'ready' && offers.positions.length === 0 && (
          <p>
            {t`Ahora mismo no hay ofertas abiertas. Vuelve pronto: publicamos nuevas plazas a lo largo del año.`}
          </p>
        )}
        {offers.state === 'ready' &&
          offers.positions.map((position) => (
            <article key={position.id} className="grid gap-3 rounded-lg border border-border p-5">
              <h2 className="break-words font-semibold text-2xl">{position.title}</h2>
              <p className="whitespace-pre-line text-muted-foreground">{position.description}</p>
              {open === position.id ? (
                <ApplicationForm positionId={position.id} positionTitle={position.title} />
              ) : (
                <Button className="justify-self-start" onClick={() => setOpen(position.id)}>
                  {t`Presentar candidatura`}
                </Button>
              )}
            </article>
          ))}
      </div>
    </div>
  );
}
