import type { JobApplication } from '@aula/api-client';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@aula/forms';
import { Alert, Button } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorDetail } from '../../../api-errors';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { ErrorCode } from '../../../shell/error-code';
import { QueryState } from '../../../shell/query-state';
import { DeleteButton } from './delete-button';
import {
  publicSiteQueries,
  shortDateTime,
  useDeleteApplication,
  useDownloadCv,
  useMarkApplication,
} from './public-site-queries';
import { applicationStatusWords } from './status-words';

function ApplicationRow({ application }: { application: JobApplication }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const statusId = useId();
  const { languages } = application;
  const mark = useMarkApplication(application.id);
  const remove = useDeleteApplication(application.id);
  const download = useDownloadCv(application.id, application.cvName);
  // Everything shown is text: React escapes it, so nothing an applicant typed becomes markup.
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4">
      <h3 className="font-semibold">
        {application.name} · {application.positionTitle}
      </h3>
      <p className="text-sm">
        <a className="underline" href={`mailto:${application.email}`}>
          {application.email}
        </a>{' '}
        · {t`Idiomas: ${languages}`} · {shortDateTime(application.createdAt, locale)}
      </p>
      {application.message && <p className="whitespace-pre-line text-sm">{application.message}</p>}
      {(download.isError || mark.isError || remove.isError) && (
        <Alert variant="danger">
          {errorDetail(download.error ?? mark.error ?? remove.error)}
          <ErrorCode error={mark.error ?? remove.error} />
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => download.mutate()}>
          {t`Descargar currículum`}
        </Button>
        <label htmlFor={statusId} className="text-sm">
          {t`Estado`}
        </label>
        <select
          id={statusId}
          value={mark.isPending ? mark.variables : application.status}
          onChange={(event) => mark.mutate(event.target.value as ApplicationStatus)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(applicationStatusWords[status])}
            </option>
          ))}
        </select>
        <DeleteButton
          label={t`Eliminar`}
          confirmLabel={t`Eliminar candidatura y currículum`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}

/** 'Candidaturas': every application, newest first, with its CV and its state. */
export function ApplicationsSection() {
  const { t } = useLingui();
  const query = useQuery(publicSiteQueries.applications());
  return (
    <QueryState query={query} loading={t`Cargando candidaturas...`}>
      {(applications) =>
        applications.length === 0 ? (
          <p className="text-muted-foreground">{t`Todavía no hay candidaturas.`}</p>
        ) : (
          <ul className="grid gap-3">
            {applications.map((application) => (
              <ApplicationRow key={application.id} application={application} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
