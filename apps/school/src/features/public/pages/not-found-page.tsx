import { siteButtonVariants } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { useRenderLink } from '../components/public-link';

/** Any route nobody owns. */
export function NotFoundPage() {
  const { t } = useLingui();
  const renderLink = useRenderLink();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center">
      <p aria-hidden="true" className="font-bold text-7xl text-primary">
        404
      </p>
      <h1 className="font-bold text-4xl tracking-tight">{t`Página no encontrada`}</h1>
      <p className="text-muted-foreground">
        {t`La dirección que buscas no existe o ha cambiado. Comprueba que esté bien escrita o vuelve al inicio.`}
      </p>
      {renderLink({ href: '/', className: siteButtonVariants(), children: t`Volver al inicio` })}
    </div>
  );
}
