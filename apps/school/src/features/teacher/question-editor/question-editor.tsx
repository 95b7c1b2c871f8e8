import { Button, cn, Field, Label, Textarea } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { errorIssues, issueAt } from '../form-issues';
import { MediaField, type MediaKind, type MediaUploadStatus } from '../media-field/media-field';
import { ChoicePart } from './choice-part';
import { GapsPart } from './gaps-part';
import { QuestionKindPicker } from './kind-picker';
import { MatchingPart } from './matching-part';
import type { MediaUploads } from './media-uploads';
import { OrderingPart } from './ordering-part';
import { issueUnder, type QuestionPartProps } from './part-props';
import { type CorrectMode, newQuestion, type QuestionDraft } from './question-drafts';
import type { QuestionMedia } from './question-media';
import { ShortPart } from './short-part';
import { SpeakingPart } from './speaking-part';

/** The form the editor works in (react-hook-form's, through its provider): the drafts at `questions`. */
export interface QuestionsValues {
  questions: QuestionDraft[];
}

export type QuestionEditorProps = ComponentProps<'div'> & {
  /** 'single': one correct option per question (create form); 'multiple': several (edit form). */
  mode: CorrectMode;
  /** Show each field's own message under it (the create form); the edit form lists them all above. */
  showMessages?: boolean;
  disabled?: boolean;
  /** Audio prompts and pictures; without it the editor offers no media fields. */
  media?: QuestionMedia;
  /** The uploads in flight (useMediaUploads), kept by the form so that saving waits for them. */
  uploads: MediaUploads;
};

const MAX_QUESTIONS = 100;

/**
 * The questions of a test (spec sections 4 and 5): each with its text, its kind and the kind's part,
 * and an optional audio prompt with its transcript. The drafts and their messages are the form's
 * `questions` field; a finished upload writes its file into the drafts as they are then.
 */
export function QuestionEditor({
  mode,
  showMessages = false,
  disabled = false,
  media,
  uploads,
  className,
  ...props
}: QuestionEditorProps) {
  const { t } = useLingui();
  const { control, getValues } = useFormContext<QuestionsValues>();
  const { field, fieldState } = useController({ control, name: 'questions' });
  const { value, onChange } = field;
  const issues = errorIssues(fieldState.error, 'questions');

  async function upload(
    uploadKey: string,
    file: File,
    kind: MediaKind,
    questionKey: string,
    store: (question: QuestionDraft, name: string) => QuestionDraft,
  ) {
    if (!media) return;
    const refused = media.check?.(file, kind);
    if (refused) return uploads.set(uploadKey, { state: 'error', message: refused });
    uploads.set(uploadKey, { state: 'uploading', progress: 0 });
    try {
      const name = await media.upload(file, kind, (progress) =>
        uploads.set(uploadKey, { state: 'uploading', progress }),
      );
      // The teacher may have typed more meanwhile: the file goes into the drafts as they are now.
      onChange(getValues('questions').map((q) => (q.key === questionKey ? store(q, name) : q)));
      uploads.set(uploadKey, { state: 'idle' });
    } catch (error) {
      uploads.set(uploadKey, { state: 'error', message: media.failure(error) });
    }
  }

  return (
    <div
      data-slot="question-editor"
      data-uploading={uploads.busy || undefined}
      className={cn('grid gap-4', className)}
      {...props}
    >
      {value.map((question, q) => (
        <QuestionFields
          key={question.key}
          question={question}
          index={q}
          mode={mode}
          issues={issues}
          showMessages={showMessages}
          disabled={disabled}
          media={
            media
              ? {
                  url: media.url,
                  status: uploads.status,
                  upload: (key, file, kind, store) => upload(key, file, kind, question.key, store),
                }
              : undefined
          }
          onChange={(next) => onChange(value.map((current, i) => (i === q ? next : current)))}
          onRemove={() => onChange(value.filter((_, i) => i !== q))}
        />
      ))}
      {value.length < MAX_QUESTIONS ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={disabled}
          onClick={() => onChange([...value, newQuestion()])}
        >
          <PlusIcon aria-hidden="true" />
          {t`Añadir pregunta`}
        </Button>
      ) : null}
    </div>
  );
}

/** The editor's upload machinery as one question's fields see it. */
interface QuestionMediaSlot {
  url: (file: string) => string | null;
  status: (key: string) => MediaUploadStatus;
  upload: (
    key: string,
    file: File,
    kind: MediaKind,
    store: (question: QuestionDraft, name: string) => QuestionDraft,
  ) => Promise<void>;
}

function QuestionFields({
  question,
  index,
  mode,
  issues,
  showMessages,
  disabled,
  media,
  onChange,
  onRemove,
}: Omit<QuestionPartProps, 'base'> & {
  index: number;
  mode: CorrectMode;
  media: QuestionMediaSlot | undefined;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const number = index + 1;
  const base = `questions.${index}`;
  const textIssue = issueAt(issues, `${base}.text`);
  const part: QuestionPartProps = { question, base, issues, showMessages, disabled, onChange };
  const audioKey = `${question.key}-audio`;

  return (
    <fieldset
      data-slot="question-fields"
      data-kind={question.kind}
      className="relative grid min-w-0 gap-3 rounded-lg border border-border bg-card p-4"
    >
      <legend className="float-left pr-10 font-semibold text-sm">{t`Pregunta ${number}`}</legend>
      <Button
        type="button"
        variant={null}
        size="sm"
        className="absolute top-2 right-2 text-danger hover:bg-muted"
        disabled={disabled}
        aria-label={t`Eliminar pregunta ${number}`}
        onClick={onRemove}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
      <QuestionKindPicker
        className="clear-both"
        value={question.kind}
        disabled={disabled}
        onChange={(kind) => onChange({ ...question, kind })}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>
          {t`Texto de la pregunta`}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </Label>
        <Textarea
          id={`${id}-text`}
          rows={2}
          value={question.text}
          disabled={disabled}
          aria-required
          aria-invalid={textIssue ? true : undefined}
          aria-describedby={textIssue && showMessages ? `${id}-text-error` : undefined}
          onChange={(event) => onChange({ ...question, text: event.target.value })}
        />
        {textIssue && showMessages ? (
          <p id={`${id}-text-error`} className="font-medium text-danger text-sm">
            {textIssue}
          </p>
        ) : null}
      </div>
      {media ? (
        <div className="grid gap-2 rounded-md bg-muted/50 p-3">
          <MediaField
            kind="audio"
            label={t`Audio de la pregunta (comprensión auditiva)`}
            file={question.audio?.file ?? null}
            fileName={question.audio?.name}
            src={question.audio ? media.url(question.audio.file) : null}
            status={media.status(audioKey)}
            disabled={disabled}
            removeLabel={t`Quitar audio`}
            onPick={(file) =>
              void media.upload(audioKey, file, 'audio', (current, name) => ({
                ...current,
                audio: { file: name, transcript: current.audio?.transcript ?? '', name: file.name },
              }))
            }
            onRemove={() => onChange({ ...question, audio: null })}
          />
          {question.audio ? (
            <Field
              label={t`Transcripción del audio`}
              required
              hint={t`Para quien no puede oír el audio.`}
              error={showMessages ? issueUnder(issues, `${base}.audio`) : undefined}
            >
              <Textarea
                rows={2}
                value={question.audio.transcript}
                disabled={disabled}
                aria-invalid={issueUnder(issues, `${base}.audio`) ? true : undefined}
                onChange={(event) =>
                  question.audio &&
                  onChange({ ...question, audio: { ...question.audio, transcript: event.target.value } })
                }
              />
            </Field>
          ) : null}
        </div>
      ) : null}
      <KindPart part={part} mode={mode} media={media} />
    </fieldset>
  );
}

function KindPart({
  part,
  mode,
  media,
}: {
  part: QuestionPartProps;
  mode: CorrectMode;
  media: QuestionMediaSlot | undefined;
}) {
  const { t } = useLingui();
  switch (part.question.kind) {
    case 'choice':
      return <ChoicePart {...part} mode={mode} />;
    case 'gaps':
      return <GapsPart {...part} />;
    case 'matching':
      return (
        <MatchingPart
          {...part}
          imageField={
            media
              ? (pair, number, update) => (
                  <MediaField
                    kind="image"
                    label={t`Pareja ${number}: imagen (opcional)`}
                    file={pair.leftImage}
                    src={pair.leftImage ? media.url(pair.leftImage) : null}
                    imageAlt={pair.left}
                    status={media.status(pair.key)}
                    disabled={part.disabled}
                    onPick={(file) =>
                      void media.upload(pair.key, file, 'image', (current, name) => ({
                        ...current,
                        pairs: current.pairs.map((p) => (p.key === pair.key ? { ...p, leftImage: name } : p)),
                      }))
                    }
                    onRemove={() => update({ ...pair, leftImage: null })}
                  />
                )
              : undefined
          }
        />
      );
    case 'ordering':
      return <OrderingPart {...part} />;
    case 'short':
      return <ShortPart {...part} />;
    case 'speaking':
      return <SpeakingPart {...part} />;
  }
}
