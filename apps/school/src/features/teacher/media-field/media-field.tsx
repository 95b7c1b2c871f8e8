import { Button, cn, FilePicker, UploadProgress } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { XIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

export type MediaKind = 'audio' | 'image';

/** Where an upload stands; on an error the stored file (if any) is kept, so nothing is lost. */
export type MediaUploadStatus =
  | { state: 'idle' }
  | { state: 'uploading'; progress: number }
  | { state: 'error'; message: string };

/** What the file input accepts; the server checks the bytes again (files/upload-rules.ts). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  audio: '.mp3,.ogg,.m4a,audio/mpeg,audio/ogg,audio/mp4',
  image: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
};

export type MediaFieldProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  kind: MediaKind;
  /** The visible label of the file input. */
  label: string;
  /** The stored media name, null when there is none. */
  file: string | null;
  /** The name the file had when it was uploaded, shown in place of the stored name when known. */
  fileName?: string | null;
  /** Where the stored file plays or shows (the app builds it from the name). */
  src?: string | null;
  status?: MediaUploadStatus;
  /** The text of an image for screen readers. */
  imageAlt?: string;
  onPick: (file: File) => void;
  onRemove?: () => void;
  /**
   * The remove button's text, 'Quitar' by default: the question's audio names what it removes, a pair's
   * picture does not.
   */
  removeLabel?: string;
  disabled?: boolean;
};

/**
 * A media file of a question (a listening prompt, a picture of a pair): choose it, watch it upload, then hear
 * it with the native controls or see it. Props in, markup out: the editor owns the upload.
 */
export function MediaField({
  kind,
  label,
  file,
  fileName,
  src,
  status = { state: 'idle' },
  imageAlt = '',
  onPick,
  onRemove,
  removeLabel,
  disabled = false,
  className,
  ...props
}: MediaFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const uploading = status.state === 'uploading';
  return (
    <div data-slot="media-field" className={cn('grid min-w-0 gap-2', className)} {...props}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <FilePicker
        id={id}
        accept={MEDIA_ACCEPT[kind]}
        fileName={file ? (fileName ?? file) : null}
        disabled={disabled || uploading}
        aria-invalid={status.state === 'error' ? true : undefined}
        aria-describedby={status.state === 'error' ? `${id}-error` : undefined}
        chooseLabel={kind === 'audio' ? t`Elegir audio` : t`Elegir imagen`}
        noneLabel={t`Ningún archivo subido`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so choosing the same file again after an error fires a change.
          event.target.value = '';
          if (chosen) onPick(chosen);
        }}
      />
      {status.state === 'uploading' ? (
        <UploadProgress
          role="status"
          value={status.progress}
          label={(percent) => t`Subiendo… ${percent} %`}
        />
      ) : null}
      {status.state === 'error' ? (
        <p id={`${id}-error`} role="alert" className="font-medium text-danger text-sm">
          {status.message}
        </p>
      ) : null}
      {file && src ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          {kind === 'audio' ? (
            // biome-ignore lint/a11y/useMediaCaption: the transcript field beside it is the text alternative.
            <audio controls preload="none" src={src} className="w-full max-w-sm" />
          ) : (
            <img
              src={src}
              alt={imageAlt}
              className="h-20 w-auto max-w-full rounded-md border border-border"
            />
          )}
          {onRemove ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled || uploading}
              onClick={onRemove}
            >
              <XIcon aria-hidden="true" />
              {removeLabel ?? t`Quitar`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
