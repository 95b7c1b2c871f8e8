import { cn } from '@aula/ui';
import { MaterialViewer } from '@aula/ui/material-viewer';
import { useLingui } from '@lingui/react/macro';
import { FileText, PlayCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type MaterialListItem, splitMaterials } from './split-materials';

export type MaterialListProps<M extends MaterialListItem> = Omit<ComponentProps<'div'>, 'children'> & {
  materials: readonly M[];
  onDownload: (material: M) => void;
  /** The material being downloaded, if any. */
  downloadingId?: number | null;
};

/** A course's materials for its students: documents to download and embedded videos (spec section 2). */
export function MaterialList<M extends MaterialListItem>({
  materials,
  onDownload,
  downloadingId,
  className,
  ...props
}: MaterialListProps<M>) {
  const { t } = useLingui();
  if (materials.length === 0) {
    return (
      <div
        data-slot="material-list"
        className={cn('rounded-lg border border-dashed p-6 text-center', className)}
        {...props}
      >
        <p className="text-muted-foreground">{t`No hay materiales disponibles.`}</p>
      </div>
    );
  }
  const { documents, videos } = splitMaterials(materials);
  const sections = [
    {
      key: 'documents',
      title: t`Documentos PDF`,
      Icon: FileText,
      items: documents,
      none: t`No hay documentos en este curso.`,
    },
    {
      key: 'videos',
      title: t`Vídeos`,
      Icon: PlayCircle,
      items: videos,
      none: t`No hay vídeos en este curso.`,
    },
  ];
  return (
    <div data-slot="material-list" className={cn('grid gap-8', className)} {...props}>
      {sections.map(({ key, title, Icon, items, none }) => (
        <section key={key} aria-labelledby={`material-list-${key}`} className="grid gap-3">
          <h3 id={`material-list-${key}`} className="flex items-center gap-2 font-semibold text-lg">
            <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
            {title}
            <span className="text-muted-foreground text-sm">({items.length})</span>
          </h3>
          {items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{none}</p>
          ) : (
            <ul className={cn('grid gap-4', key === 'videos' ? 'lg:grid-cols-2' : 'sm:grid-cols-2')}>
              {items.map((material) => (
                <li key={material.id}>
                  <MaterialViewer
                    title={material.title}
                    videoId={material.videoId}
                    hasFile={material.hasFile}
                    fileName={material.fileName}
                    downloading={downloadingId === material.id}
                    onDownload={() => onDownload(material)}
                    className="h-full"
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
