import { clsx } from 'clsx';
import { CloudOffIcon, LoaderCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { esSaveStatus } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

export type SaveStatusProps = Omit<ComponentProps<'p'>, 'children'> & {
  status: SaveState;
  /** The short form beside one question ('Sin conexión'); the long one says what will happen. */
  compact?: boolean;
};

/**
 * Where the student's answers are: being saved, saved on the server, or kept in the browser until the network
 * returns. A polite live region (rendered from the start, so its first change is read), so a screen reader
 * hears the change without losing its place.
 */
export function SaveStatus({ status, compact = false, className, ...props }: SaveStatusProps) {
  const text = useStrings('saveStatus', esSaveStatus);
  const message =
    status === 'saving'
      ? text.saving
      : status === 'saved'
        ? text.saved
        : status === 'offline'
          ? compact
            ? text.offlineShort
            : text.offline
          : '';
  return (
    <p
      data-slot="save-status"
      data-status={status}
      // One voice: the test's status speaks; the short one beside a question is only seen.
      aria-live={compact ? undefined : 'polite'}
      className={clsx(
        'flex min-h-5 items-center gap-1.5 text-sm',
        status === 'offline' ? 'font-medium text-warning' : 'text-muted-foreground',
        className,
      )}
      {...props}
    >
      {status === 'saving' ? <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" /> : null}
      {status === 'offline' ? <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
      {message}
    </p>
  );
}
