import {
  Alert,
  Button,
  cn,
  Field,
  FilePicker,
  Input,
  NativeSelect,
  Textarea,
  UploadProgress,
} from '@aula/ui';
import { SendIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, type ComponentProps, useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  composerResolver,
  type MessageComposerMode,
  type MessageComposerValues,
  validateComposer,
} from '../compose-rules';
import { formatCharacterCount, personName } from '../format';
import type { MessagingCourse, MessagingRecipient } from '../types';

/**
 * 'reply': the body (and a file) in an open conversation. 'new': 'Para' first, grouped by course.
 * 'announcement': a teacher's course and subject, to every student of it (no attachment).
 */
/** The value of a 'Para' option: one person, through one course (or none). */
export function recipientKey({ person, course }: MessagingRecipient): string {
  return `${person.id}:${course?.id ?? ''}`;
}

/** 'Para' grouped by course, courses in the order they first appear; people without a course last. */
function groupByCourse(recipients: readonly MessagingRecipient[]) {
  const groups = new Map<number | null, { course: MessagingCourse | null; people: MessagingRecipient[] }>();
  for (const recipient of recipients) {
    const key = recipient.course?.id ?? null;
    const group = groups.get(key) ?? { course: recipient.course, people: [] };
    group.people.push(recipient);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => Number(a.course === null) - Number(b.course === null));
}

export type MessageComposerProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  mode?: MessageComposerMode;
  /** 'new': whom I may write to (GET /messages/recipients). */
  recipients?: readonly MessagingRecipient[];
  /** 'announcement': my active courses, with how many students each. */
  announcementCourses?: readonly (MessagingCourse & { students: number })[];
  /**
   * Called once the rules (@aula/forms' message schemas and attachment check) find nothing wrong. They run on
   * submit, and on the file as soon as one is chosen; typing clears a field's message rather than re-checking.
   */
  onSubmit: (values: MessageComposerValues) => void;
  submitting?: boolean;
  /** While a message with an attachment is sending: the share of it uploaded, from 0 to 1. */
  progress?: number | null;
  /**
   * Stops the message whose attachment is uploading (the app aborts its request); offered beside the upload
   * bar as 'Cancelar envío' only when given, and only until the whole file has gone: after that the server
   * may already have the message, and stopping would say it was not sent when it was.
   */
  onStopUpload?: () => void;
  /** The last send was stopped on its way: says so politely; the text and the file are still in the form. */
  uploadStopped?: boolean;
  /** A failed send's message; the text stays in the form for another try. */
  error?: string | null;
  onCancel?: () => void;
  maxLength?: number;
  /** What the file picker offers, e.g. '.pdf,.docx'. */
  accept?: string;
  defaultValues?: Partial<MessageComposerValues>;
};

const EMPTY: MessageComposerValues = { recipient: '', courseId: '', subject: '', body: '', file: null };

/**
 * Writing a message: a text of up to 5.000 characters with its counter, an optional attachment and
 * 'Enviar'. While sending, the fields stay as they are (and disabled), with the attachment's upload progress
 * when there is one (and 'Cancelar envío' beside it, when the app can stop the upload); a failed or stopped
 * send keeps them for a retry.
 * A refused file (too big, wrong type) keeps its error and blocks sending until it is removed or replaced.
 */
export function MessageComposer({
  mode = 'reply',
  recipients = [],
  announcementCourses = [],
  onSubmit,
  submitting = false,
  progress,
  onStopUpload,
  uploadStopped = false,
  error,
  onCancel,
  maxLength = 5000,
  accept,
  defaultValues,
  className,
  ...props
}: MessageComposerProps) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<MessageComposerValues>({
    resolver: composerResolver(mode),
    defaultValues: { ...EMPTY, ...defaultValues },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [body, file] = useWatch({ control, name: ['body', 'file'] });
  const fileInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const stopping = useRef(false);
  const over = body.length > maxLength;
  const uploading = submitting && file != null && progress != null;

  // 'Cancelar envío' leaves with the upload: focus goes to 'Enviar', for another try, not to the page.
  useEffect(() => {
    if (submitting || !stopping.current) return;
    stopping.current = false;
    submitButton.current?.focus();
  }, [submitting]);

  function stopUpload() {
    stopping.current = true;
    onStopUpload?.();
  }

  const field = (name: 'recipient' | 'courseId' | 'subject' | 'body') =>
    register(name, { onChange: () => clearErrors(name) });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    // A refused file stays chosen, with its error, so nothing is sent until it is removed or replaced.
    setValue('file', chosen);
    const fileError = chosen ? validateComposer({ ...getValues(), file: chosen }, mode).file : undefined;
    if (fileError) setError('file', { message: fileError });
    else clearErrors('file');
  }

  function removeFile() {
    if (fileInput.current) fileInput.current.value = '';
    setValue('file', null);
    clearErrors('file');
    fileInput.current?.focus();
  }

  const submit = handleSubmit((values) => {
    if (!submitting) onSubmit(values);
  });

  return (
    <form
      data-slot="message-composer"
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
      className={cn('grid min-w-0 gap-4', className)}
      {...props}
    >
      {mode === 'new' ? (
        <Field label="Para" required error={errors.recipient?.message} disabled={submitting}>
          <NativeSelect {...field('recipient')}>
            <option value="">Elige a quién escribes</option>
            {groupByCourse(recipients).map(({ course, people }) => (
              <optgroup key={course?.id ?? 'none'} label={course?.name ?? 'Sin curso'}>
                {people.map((recipient) => (
                  <option key={recipientKey(recipient)} value={recipientKey(recipient)}>
                    {personName(recipient.person)}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      {mode === 'announcement' ? (
        <>
          <Field label="Curso" required error={errors.courseId?.message} disabled={submitting}>
            <NativeSelect {...field('courseId')}>
              <option value="">Elige un curso</option>
              {announcementCourses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.name} ({course.students === 1 ? '1 estudiante' : `${course.students} estudiantes`})
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Asunto" required error={errors.subject?.message} disabled={submitting}>
            <Input maxLength={150} {...field('subject')} />
          </Field>
        </>
      ) : null}

      <Field
        label="Mensaje"
        required
        error={errors.body?.message}
        hint={
          <span className={cn(over && 'font-semibold text-danger')}>
            {formatCharacterCount(body.length, maxLength)} caracteres
          </span>
        }
        disabled={submitting}
      >
        <Textarea rows={mode === 'reply' ? 3 : 6} placeholder="Escribe tu mensaje..." {...field('body')} />
      </Field>

      {mode !== 'announcement' ? (
        <Field
          label="Adjunto (opcional)"
          hint="PDF, Word, texto, imagen o ZIP. Máximo 10MB."
          error={errors.file?.message}
          disabled={submitting}
        >
          <FilePicker ref={fileInput} accept={accept} onChange={chooseFile} fileName={file?.name} />
        </Field>
      ) : null}
      {file && !submitting ? (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={removeFile}>
            <XIcon aria-hidden="true" />
            Quitar adjunto
          </Button>
        </div>
      ) : null}
      {uploading ? (
        <div className="flex items-center gap-3">
          <UploadProgress
            value={progress}
            label={(percent) => `Subiendo adjunto: ${percent}%`}
            className="min-w-0 flex-1"
          />
          {onStopUpload && progress < 1 ? (
            <Button type="button" variant="outline" size="sm" onClick={stopUpload}>
              <XIcon aria-hidden="true" />
              Cancelar envío
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Rendered from the start, so a screen reader reads its first change. */}
      <p role="status" className="text-muted-foreground text-sm empty:hidden">
        {uploadStopped ? 'Envío cancelado.' : null}
      </p>

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
        ) : null}
        <Button ref={submitButton} type="submit" loading={submitting}>
          {submitting ? null : <SendIcon aria-hidden="true" />}
          {submitting ? 'Enviando...' : mode === 'announcement' ? 'Enviar anuncio' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
