import { Alert, Button } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/public-forms';
import { errorDetail } from '../../../api-errors';
import { QueryState } from '../../../shell/query-state';
import { saveBlob } from '../../../shell/save-blob';
import { subscribersCount } from './counts';
import { publicSiteQueries } from './public-site-queries';

/** 'Boletín': how many confirmed the double opt-in, and their addresses as CSV. */
export function NewsletterSection() {
  const query = useQuery(publicSiteQueries.newsletter());
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    try {
      saveBlob(await api.publicForms.newsletterCsv(), 'suscriptores-boletin.csv');
    } catch (error) {
      setFailure(errorDetail(error));
    }
  };
  return (
    <QueryState query={query} loading="Cargando boletín...">
      {(summary) => (
        <div className="grid gap-3">
          <p>{subscribersCount(summary.confirmed, summary.pending)}</p>
          {failure && <Alert variant="danger">{failure}</Alert>}
          <Button className="justify-self-start" onClick={download}>
            Exportar suscriptores (CSV)
          </Button>
        </div>
      )}
    </QueryState>
  );
}
