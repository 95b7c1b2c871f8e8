import type { ContactMessage } from '@aula/api-client';
import { Alert, buttonVariants } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorDetail } from '../../../api-errors';
import { useIntlLocale } from '../../../i18n/locale-provider';
import { ErrorCode } from '../../../shell/error-code';
import { QueryState } from '../../../shell/query-state';
import { DeleteButton } from './delete-button';
import { publicSiteQueries, shortDateTime, useDeleteContactMessage } from './public-site-queries';
import { replyLink } from './reply-link';

function MessageRow({ message }: { message: ContactMessage }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const remove = useDeleteContactMessage(message.id);
  return (
    <li className="grid gap-1 rounded-lg border border-border p-4">
      <h3 className="font-semibold">{message.subject}</h3>
      <p className="text-muted-foreground text-sm">
        {message.name} ·{' '}
        <a className="underline" href={`mailto:${message.email}`}>
          {message.email}
        </a>{' '}
        · {shortDateTime(message.createdAt, locale)}
      </p>
      <p className="whitespace-pre-line text-sm">{message.message}</p>
      {remove.isError && (
        <Alert variant="danger">
          {errorDetail(remove.error)}
          <ErrorCode error={remove.error} />
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <a className={buttonVariants({ size: 'sm' })} href={replyLink(message)}>
          {t`Responder`}
        </a>
        <DeleteButton
          label={t`Eliminar`}
          confirmLabel={t`Eliminar mensaje`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}

/** 'Mensajes de contacto': what visitors wrote through /contacto, newest first, as plain text. */
export function ContactMessagesSection() {
  const { t } = useLingui();
  const query = useQuery(publicSiteQueries.contactMessages());
  return (
    <QueryState query={query} loading={t`Cargando mensajes...`}>
      {(messages) =>
        messages.length === 0 ? (
          <p className="text-muted-foreground">{t`Todavía no hay mensajes.`}</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
