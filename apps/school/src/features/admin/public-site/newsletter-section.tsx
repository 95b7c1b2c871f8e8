import { Alert, Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorDetail } from '../../../api-errors';
import { QueryState } from '../../../shell/query-state';
import { subscribersCount } from './counts';
import { publicSiteQueries, useExportSubscribers } from './public-site-queries';

/** 'Boletín': how many confirmed the double opt-in, and their addresses as CSV. */
export function NewsletterSection() {
  const { t } = useLingui();
  const query = useQuery(publicSiteQueries.newsletter());
  const download = useExportSubscribers();
  return (
    <QueryState query={query} loading={t`Cargando boletín...`}>
      {(summary) => (
        <div className="grid gap-3">
          <p>{subscribersCount(summary.confirmed, summary.pending)}</p>
          {download.isError && <Alert variant="danger">{errorDetail(download.error)}</Alert>}
          <Button className="justify-self-start" onClick={() => download.mutate()}>
            {t`Exportar suscriptores (CSV)`}
          </Button>
        </div>
      )}
    </QueryState>
  );
}
