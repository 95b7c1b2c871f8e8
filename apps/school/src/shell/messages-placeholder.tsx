import { Alert, Button, Field, Input, Textarea } from '@aula/ui';
import { type FormEvent, useId, useState } from 'react';

export interface SampleMessage {
  id: number;
  from: string;
  subject: string;
  date: string;
  preview: string;
}

/**
 * Spec, "Student panel" and "Teacher panel": the student's and the teacher's messages are a static inbox and
 * a compose form with sample data; nothing is sent (functionality in development).
 */
export function MessagesPlaceholder({ messages }: { messages: SampleMessage[] }) {
  const inboxId = useId();
  const composeId = useId();
  const [note, setNote] = useState(false);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNote(true);
  }
  return (
    <div className="grid gap-6">
      <Alert variant="info" title="Funcionalidad en desarrollo">
        La mensajería todavía no está disponible. Los mensajes que ves son de ejemplo y no se envía nada.
      </Alert>
      <section aria-labelledby={inboxId} className="grid gap-3">
        <h3 id={inboxId} className="font-semibold text-lg">
          Bandeja de entrada
        </h3>
        <ul className="grid gap-2">
          {messages.map((message) => (
            <li key={message.id} className="grid gap-1 rounded-lg border bg-card p-3 text-card-foreground">
              <p className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-semibold">{message.from}</span>
                <span className="text-muted-foreground">{message.date}</span>
              </p>
              <p className="font-medium text-sm">{message.subject}</p>
              <p className="text-muted-foreground text-sm">{message.preview}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={composeId} className="grid gap-3">
        <h3 id={composeId} className="font-semibold text-lg">
          Nuevo mensaje
        </h3>
        <form onSubmit={onSubmit} className="grid gap-4">
          <Field label="Para">
            <Input name="to" />
          </Field>
          <Field label="Asunto">
            <Input name="subject" />
          </Field>
          <Field label="Mensaje">
            <Textarea name="body" rows={4} />
          </Field>
          {note ? (
            <Alert variant="info">La mensajería está en desarrollo: el mensaje no se ha enviado.</Alert>
          ) : null}
          <div>
            <Button type="submit">Enviar</Button>
          </div>
        </form>
      </section>
    </div>
  );
}
