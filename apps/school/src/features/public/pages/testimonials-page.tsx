import { siteButtonVariants } from '@aula/ui';
import { useRenderLink } from '../components/public-link';
import { Testimonial } from '../components/testimonial/testimonial';
import { testimonials } from '../content/testimonials';
import { moreTestimonials, testimonialsPage as pageContent } from '../content/testimonials-page';

/** /opiniones: every student's quote, the home page's three first. */
export function TestimonialsPage() {
  const renderLink = useRenderLink();
  const testimonialsPage = pageContent();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="font-bold text-4xl tracking-tight">{testimonialsPage.heading}</h1>
        <p className="text-lg text-muted-foreground">{testimonialsPage.lead}</p>
      </header>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[...testimonials(), ...moreTestimonials()].map((testimonial) => (
          <li key={testimonial.name}>
            <Testimonial {...testimonial} />
          </li>
        ))}
      </ul>
      <div>
        {renderLink({
          href: testimonialsPage.cta.href,
          className: siteButtonVariants({ size: 'lg' }),
          children: testimonialsPage.cta.label,
        })}
      </div>
    </div>
  );
}
