import { siteButtonVariants } from '@aula/ui';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRenderLink } from '../components/public-link';

const REASONS = [
  {
    title: msg`Enseña desde donde quieras`,
    text: msg`Todas nuestras clases son online: solo necesitas una buena conexión y ganas de enseñar.`,
  },
  {
    title: msg`Grupos pequeños y estudiantes motivados`,
    text: msg`Cursos intensivos de 1 a 3 estudiantes, grupos de hasta 15 y clases flexibles a la carta.`,
  },
  {
    title: msg`Un equipo que te acompaña`,
    text: msg`Materiales compartidos, formación continua y un equipo académico que responde a tus dudas.`,
  },
];

/** /trabajo-con-nosotros: the spec's invitation to work with the school, leading to the open positions. */
export function WorkWithUsPage() {
  const { t } = useLingui();
  const renderLink = useRenderLink();
  return (
    <div className="mx-auto grid max-w-4xl gap-10 px-4 py-16">
      <header className="grid gap-4 text-center">
        <h1 className="font-bold text-4xl tracking-tight">{t`Trabaja con nosotros`}</h1>
        <p className="text-lg text-muted-foreground">
          {t`¿Te apasiona enseñar idiomas? En Aula buscamos profesores de inglés, español, alemán y francés que quieran ayudar a estudiantes de todo el mundo a alcanzar sus metas.`}
        </p>
      </header>
      <ul className="grid gap-6 sm:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title.id} className="grid content-start gap-2 rounded-lg border border-border p-5">
            <h2 className="font-semibold text-lg">{t(reason.title)}</h2>
            <p className="text-muted-foreground">{t(reason.text)}</p>
          </li>
        ))}
      </ul>
      <div className="grid justify-items-center gap-3 text-center">
        <p>{t`Consulta las ofertas abiertas y envíanos tu candidatura con tu currículum.`}</p>
        {renderLink({
          href: '/ofertas-trabajo',
          className: siteButtonVariants(),
          children: t`Ver ofertas de trabajo`,
        })}
      </div>
    </div>
  );
}
