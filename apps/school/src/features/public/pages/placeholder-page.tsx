import { siteButtonVariants } from '@aula/ui';
import { ConstructionIcon } from '../components/icons';
import { useRenderLink } from '../components/public-link';

export interface PlaceholderPageProps {
  heading: string;
  /** A page that already covers part of the topic, offered beside the way home. */
  related?: { label: string; href: string };
}

/** A linked page whose screen the spec does not describe yet: the site's frame, a notice, a way out. */
export function PlaceholderPage({ heading, related }: PlaceholderPageProps) {
  const renderLink = useRenderLink();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center">
      <ConstructionIcon aria-hidden="true" className="size-12 text-primary" />
      <h1 className="font-bold text-4xl tracking-tight">{heading}</h1>
      <p className="font-semibold text-xl">Página en preparación</p>
      <p className="text-muted-foreground">
        Estamos preparando esta sección. Mientras tanto, puedes volver al inicio y conocer nuestros cursos.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {renderLink({ href: '/', className: siteButtonVariants(), children: 'Volver al inicio' })}
        {related &&
          renderLink({
            href: related.href,
            className: siteButtonVariants({ variant: 'outline' }),
            children: related.label,
          })}
      </div>
    </div>
  );
}
