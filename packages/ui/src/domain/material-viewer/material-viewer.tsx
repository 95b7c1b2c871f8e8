import { Download, FileText } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { esMaterialViewer } from '../../strings/es';
import { useStrings } from '../../strings/strings-provider';

export type MaterialViewerProps = Omit<ComponentProps<'article'>, 'title'> & {
  title: string;
  /** The 11-character video id; when present the video is embedded instead of the download button. */
  videoId?: string | null;
  hasFile?: boolean;
  fileName?: string | null;
  onDownload?: () => void;
  downloading?: boolean;
  /** Extra actions (a teacher's Modificar / Eliminar). */
  actions?: ReactNode;
};

/** One course material: an embedded video if it has a link, otherwise a download button if it has a file. */
export function MaterialViewer({
  title,
  videoId,
  hasFile = false,
  fileName,
  onDownload,
  downloading = false,
  actions,
  className,
  ...props
}: MaterialViewerProps) {
  const text = useStrings('materialViewer', esMaterialViewer);
  return (
    <article
      data-slot="material-viewer"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground',
        className,
      )}
      {...props}
    >
      <h3 className="font-semibold text-base leading-snug">{title}</h3>
      {videoId ? (
        <div className="aspect-video w-full overflow-hidden rounded-md bg-muted">
          <iframe
            className="h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
            title={text.videoTitle(title)}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : hasFile ? (
        <div className="flex flex-wrap items-center gap-3">
          {fileName ? (
            <span className="inline-flex min-w-0 items-center gap-1 text-muted-foreground text-sm">
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{fileName}</span>
            </span>
          ) : null}
          <Button variant="outline" size="sm" onClick={onDownload} loading={downloading}>
            <Download aria-hidden="true" />
            {downloading ? text.downloading : text.download}
          </Button>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{text.noContent}</p>
      )}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
