import { type SiteImage, siteButtonVariants } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Fact } from '../content/course-pages';
import { ArrowLeftIcon } from './icons';
import { useRenderLink } from './public-link';
import { Testimonial, type TestimonialProps } from './testimonial/testimonial';

/** The frame of a course's marketing page: title, lead, picture, its sections, quotes, and 'Volver'. */
export function MarketingPage({
  heading,
  lead,
  image,
  testimonials,
  children,
}: {
  heading: string;
  lead: string;
  image: SiteImage;
  testimonials: TestimonialProps[];
  children: ReactNode;
}) {
  const { t } = useLingui();
  const renderLink = useRenderLink();
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-10">
      <header className="grid items-center gap-6 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-start gap-4">
          {renderLink({
            href: '/',
            className: siteButtonVariants({ variant: 'outline', size: 'sm' }),
            children: (
              <>
                <ArrowLeftIcon aria-hidden="true" />
                {t`Volver`}
              </>
            ),
          })}
          <h1 className="font-bold text-4xl tracking-tight">{heading}</h1>
          <p className="text-lg text-muted-foreground">{lead}</p>
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="h-[200px] w-full rounded-lg object-cover"
        />
      </header>
      {children}
      <section aria-labelledby="testimonios-titulo">
        <h2 id="testimonios-titulo" className="mb-6 font-bold text-2xl">
          {t`Lo que dicen nuestros estudiantes`}
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <Testimonial key={testimonial.name} {...testimonial} />
          ))}
        </div>
      </section>
    </article>
  );
}

/** A titled block of a marketing page. */
export function MarketingSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-6 font-bold text-2xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Figures in large type, each followed by what it measures (read as one phrase: '20 h de clase por semana'). */
export function FactGrid({ facts }: { facts: Fact[] }) {
  return (
    <ul className={`grid grid-cols-2 gap-4 ${facts.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-4'}`}>
      {facts.map((fact) => (
        <li
          key={fact.value}
          className="flex flex-col gap-1 rounded-lg border border-border bg-card p-5 text-center"
        >
          <strong className="font-bold text-3xl text-primary">{fact.value}</strong>{' '}
          <span className="text-muted-foreground text-sm">{fact.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A list with check marks. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-lg border border-border bg-card p-4">
          <span aria-hidden="true" className="mt-0.5 font-bold text-success">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
