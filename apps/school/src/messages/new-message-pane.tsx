import { Button } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '../notifications';
import { QueryState, SECTION_SPINNER } from '../shell/query-state';
import { type MessageComposerValues, sendError } from './compose-rules';
import { ATTACHMENT_ACCEPT } from './conversation-pane';
import { MessageComposer, recipientKey } from './message-composer/message-composer';
import { messageQueries, useSendMessage } from './queries';

/**
 * 'Nuevo mensaje' (to one person I may write to, grouped by course) or, for a teacher, 'Nuevo anuncio' (to
 * every student of one of their courses). Once sent, the conversation opens.
 */
export function NewMessagePane({
  kind,
  to,
  onSent,
  onCancel,
}: {
  kind: 'mensaje' | 'anuncio';
  to: { userId: number; courseId: number | null } | null;
  onSent: (conversationId: number) => void;
  onCancel: () => void;
}) {
  const notify = useNotify();
  const recipients = useQuery(messageQueries.recipients());
  const heading = useRef<HTMLHeadingElement>(null);
  const title = kind === 'anuncio' ? 'Nuevo anuncio' : 'Nuevo mensaje';
  // How much of the message's attachment has gone, while one is sending; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  // The message on its way, so 'Cancelar envío' can stop it.
  const sending = useRef<AbortController | null>(null);

  const send = useSendMessage(kind);

  function submit(values: MessageComposerValues) {
    sending.current = new AbortController();
    // An announcement carries no attachment.
    setProgress(kind === 'mensaje' && values.file ? 0 : null);
    send.mutate(
      { ...values, upload: { onProgress: setProgress, signal: sending.current.signal } },
      {
        onSuccess: (sent) => {
          if (sent === 'stopped') return;
          notify({ variant: 'success', title: sent.toast });
          onSent(sent.conversationId);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening the composer is the trigger
  useEffect(() => {
    heading.current?.focus();
  }, [kind]);

  const chosen = to
    ? recipients.data?.recipients.find(
        (recipient) =>
          recipient.person.id === to.userId && (to.courseId === null || recipient.course?.id === to.courseId),
      )
    : undefined;

  return (
    <section aria-labelledby="new-message-title" className="grid min-w-0 content-start gap-4">
      <div className="lg:hidden">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          <ArrowLeftIcon aria-hidden="true" />
          Volver
        </Button>
      </div>
      <h3 id="new-message-title" ref={heading} tabIndex={-1} className="font-semibold text-lg outline-none">
        {title}
      </h3>
      <QueryState
        query={recipients}
        loading="Cargando destinatarios..."
        failure={() => 'No se ha podido cargar a quién puedes escribir.'}
        spinner={SECTION_SPINNER}
      />
      {recipients.data && kind === 'mensaje' && recipients.data.recipients.length === 0 ? (
        <p className="text-muted-foreground text-sm">Todavía no tienes a quién escribir.</p>
      ) : null}
      {recipients.data && kind === 'anuncio' && recipients.data.announcementCourses.length === 0 ? (
        <p className="text-muted-foreground text-sm">No tienes cursos activos a los que enviar un anuncio.</p>
      ) : null}
      {recipients.data ? (
        <MessageComposer
          key={`${kind}:${chosen ? recipientKey(chosen) : ''}`}
          mode={kind === 'anuncio' ? 'announcement' : 'new'}
          recipients={recipients.data.recipients}
          announcementCourses={recipients.data.announcementCourses}
          defaultValues={chosen ? { recipient: recipientKey(chosen) } : undefined}
          accept={ATTACHMENT_ACCEPT}
          submitting={send.isPending}
          progress={progress}
          onStopUpload={() => sending.current?.abort()}
          uploadStopped={send.data === 'stopped'}
          error={send.isError ? sendError(send.error) : null}
          onSubmit={submit}
          onCancel={onCancel}
        />
      ) : null}
    </section>
  );
}
