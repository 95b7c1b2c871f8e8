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
import { type ChangeEvent, type ComponentProps, type FormEvent, useEffect, useRef, useState } from 'react';
import { formatCharacterCount, personName } from '../format';
import type { MessagingCourse, MessagingRecipient } from '../types';

/**
 * 'reply': the body (and a file) in an open conversation. 'new': 'Para' first, grouped by course.
 * 'announcement': a teacher's course and subject, to every student of it (no attachment).
 */
export type MessageComposerMode = 'reply' | 'new' | 'announcement';

export interface MessageComposerValues {
  /** 'new': the chosen option, `personId:courseId` (courseId empty for a message about no course). */
  recipient: string;
  /** 'announcement': the course id, as the select holds it. */
  courseId: string;
  subject: string;
  body: string;
  file: File | null;
}

export type MessageComposerErrors = Partial<Record<keyof MessageComposerValues, string>>;

export interface MessageComposerLabels {
  to: string;
  chooseRecipient: string;
  noCourse: string;
  course: string;
  chooseCourse: string;
  courseStudents: (name: string, students: number) => string;
  subject: string;
  body: string;
  bodyPlaceholder: string;
  counter: (used: number, max: number) => string;
  file: string;
  fileHint: string;
  removeFile: string;
  send: string;
  sendAnnouncement: string;
  sending: string;
  /** Names the progress bar of an attachment on its way, for the rounded percentage. */
  uploading: (percent: number) => string;
  /** Beside the upload bar: stops the message on its way. */
  stopUpload: string;
  /** Said politely once a message has been stopped on its way. */
  uploadStopped: string;
  cancel: string;
  required: string;
}

export const defaultMessageComposerLabels: MessageComposerLabels = {
  to: 'Para',
  chooseRecipient: 'Elige a quién escribes',
  noCourse: 'Sin curso',
  course: 'Curso',
  chooseCourse: 'Elige un curso',
  courseStudents: (name, students) =>
    `${name} (${students === 1 ? '1 estudiante' : `${students} estudiantes`})`,
  subject: 'Asunto',
  body: 'Mensaje',
  bodyPlaceholder: 'Escribe tu mensaje...',
  counter: (used, max) => `${formatCharacterCount(used, max)} caracteres`,
  file: 'Adjunto (opcional)',
  fileHint: 'PDF, Word, texto, imagen o ZIP. Máximo 10MB.',
  removeFile: 'Quitar adjunto',
  send: 'Enviar',
  sendAnnouncement: 'Enviar anuncio',
  sending: 'Enviando...',
  uploading: (percent) => `Subiendo adjunto: ${percent}%`,
  stopUpload: 'Cancelar envío',
  uploadStopped: 'Envío cancelado.',
  cancel: 'Cancelar',
  required: 'obligatorio',
};

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
  /** Called once `validate` finds nothing wrong. */
  onSubmit: (values: MessageComposerValues) => void;
  /**
   * The rules (the app passes @aula/forms' message schemas and attachment check): messages per field. Run on
   * submit, and on the file as soon as one is chosen.
   */
  validate?: (values: MessageComposerValues, mode: MessageComposerMode) => MessageComposerErrors;
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
  labels?: Partial<MessageComposerLabels>;
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
  validate = () => ({}),
  submitting = false,
  progress,
  onStopUpload,
  uploadStopped = false,
  error,
  onCancel,
  maxLength = 5000,
  accept,
  defaultValues,
  labels,
  className,
  ...props
}: MessageComposerProps) {
  const text = { ...defaultMessageComposerLabels, ...labels };
  const [values, setValues] = useState<MessageComposerValues>({ ...EMPTY, ...defaultValues });
  const [errors, setErrors] = useState<MessageComposerErrors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const stopping = useRef(false);
  const over = values.body.length > maxLength;
  const uploading = submitting && values.file != null && progress != null;

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

  function change<K extends keyof MessageComposerValues>(key: K, value: MessageComposerValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    // A refused file stays chosen, with its error, so nothing is sent until it is removed or replaced.
    setValues((current) => ({ ...current, file: chosen }));
    const fileError = chosen ? validate({ ...values, file: chosen }, mode).file : undefined;
    setErrors((current) => ({ ...current, file: fileError }));
  }

  function removeFile() {
    if (fileInput.current) fileInput.current.value = '';
    change('file', null);
    fileInput.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values, mode);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit(values);
  }

  return (
    <form
      data-slot="message-composer"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={submitting || undefined}
      className={cn('grid min-w-0 gap-4', className)}
      {...props}
    >
      {mode === 'new' ? (
        <Field
          label={text.to}
          required
          requiredLabel={text.required}
          error={errors.recipient}
          disabled={submitting}
        >
          <NativeSelect
            value={values.recipient}
            onChange={(event) => change('recipient', event.target.value)}
          >
            <option value="">{text.chooseRecipient}</option>
            {groupByCourse(recipients).map(({ course, people }) => (
              <optgroup key={course?.id ?? 'none'} label={course?.name ?? text.noCourse}>
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
          <Field
            label={text.course}
            required
            requiredLabel={text.required}
            error={errors.courseId}
            disabled={submitting}
          >
            <NativeSelect
              value={values.courseId}
              onChange={(event) => change('courseId', event.target.value)}
            >
              <option value="">{text.chooseCourse}</option>
              {announcementCourses.map((course) => (
                <option key={course.id} value={course.id}>
                  {text.courseStudents(course.name, course.students)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={text.subject}
            required
            requiredLabel={text.required}
            error={errors.subject}
            disabled={submitting}
          >
            <Input
              value={values.subject}
              maxLength={150}
              onChange={(event) => change('subject', event.target.value)}
            />
          </Field>
        </>
      ) : null}

      <Field
        label={text.body}
        required
        requiredLabel={text.required}
        error={errors.body}
        hint={
          <span className={cn(over && 'font-semibold text-danger')}>
            {text.counter(values.body.length, maxLength)}
          </span>
        }
        disabled={submitting}
      >
        <Textarea
          rows={mode === 'reply' ? 3 : 6}
          value={values.body}
          placeholder={text.bodyPlaceholder}
          onChange={(event) => change('body', event.target.value)}
        />
      </Field>

      {mode !== 'announcement' ? (
        <Field label={text.file} hint={text.fileHint} error={errors.file} disabled={submitting}>
          <FilePicker ref={fileInput} accept={accept} onChange={chooseFile} fileName={values.file?.name} />
        </Field>
      ) : null}
      {values.file && !submitting ? (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={removeFile}>
            <XIcon aria-hidden="true" />
            {text.removeFile}
          </Button>
        </div>
      ) : null}
      {uploading ? (
        <div className="flex items-center gap-3">
          <UploadProgress value={progress} labels={{ progress: text.uploading }} className="min-w-0 flex-1" />
          {onStopUpload && progress < 1 ? (
            <Button type="button" variant="outline" size="sm" onClick={stopUpload}>
              <XIcon aria-hidden="true" />
              {text.stopUpload}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Rendered from the start, so a screen reader reads its first change. */}
      <p role="status" className="text-muted-foreground text-sm empty:hidden">
        {uploadStopped ? text.uploadStopped : null}
      </p>

      {error ? <Alert variant="danger">{error}</Alert> : null}

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {text.cancel}
          </Button>
        ) : null}
        <Button ref={submitButton} type="submit" loading={submitting}>
          {submitting ? null : <SendIcon aria-hidden="true" />}
          {submitting ? text.sending : mode === 'announcement' ? text.sendAnnouncement : text.send}
        </Button>
      </div>
    </form>
  );
}
