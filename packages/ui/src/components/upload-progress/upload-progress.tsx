import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { esUploadProgress } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

export type UploadProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The share of the file sent so far, from 0 to 1 (what the api-client's `onProgress` reports). */
  value: number;
  /**
   * The words above the bar, which also name it, for the rounded percentage: what is uploading, when the page
   * knows ('Subiendo grabación: 40 %'); the strings' 'Subiendo archivo: 40%' otherwise.
   */
  label?: (percent: number) => string;
};

/**
 * A file on its way to the server: its percentage in words above a bar, the bar a `progressbar` named by
 * those words, so a screen reader hears what is uploading as well as how far it has got.
 */
export function UploadProgress({ value, label, className, ...props }: UploadProgressProps) {
  const words = useStrings('uploadProgress', esUploadProgress);
  const progress = label ?? words.progress;
  const labelId = useId();
  const percent = Number.isFinite(value) ? Math.round(Math.min(Math.max(value, 0), 1) * 100) : 0;
  return (
    <div data-slot="upload-progress" className={cn('grid gap-1.5', className)} {...props}>
      <p id={labelId} className="text-muted-foreground text-sm">
        {progress(percent)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
