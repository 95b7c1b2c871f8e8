import { siteButtonVariants } from '@aula/ui';
import { CourseCard } from '@aula/ui/course-card';
import { FaqAccordion } from '../components/faq-accordion/faq-accordion';
import { useRenderLink } from '../components/public-link';
import { Section } from '../components/section-heading';
import { TeacherCarousel } from '../components/teacher-carousel/teacher-carousel';
import { Testimonial } from '../components/testimonial/testimonial';
import * as home from '../content/home';

export function HomePage() {
  const renderLink = useRenderLink();
  const banner = home.banner();
  const coursesSection = home.coursesSection();
  const faqSection = home.faqSection();
  return (
    <>
      <section className="bg-muted">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
          <div className="flex flex-col items-start gap-5">
            <h1 className="font-bold text-4xl tracking-tight md:text-5xl">{banner.heading}</h1>
            <p className="text-lg text-muted-foreground">{banner.text}</p>
            {/* The live catalogue (decision 143): every approved course open for enrolment. */}
            {renderLink({
              href: '/cursos',
              className: siteButtonVariants({ size: 'lg' }),
              children: banner.cta,
            })}
          </div>
          <img
            src={banner.image.src}
            alt={banner.image.alt}
            width={banner.image.width}
            height={banner.image.height}
            fetchPriority="high"
            className="mx-auto h-auto max-h-[350px] w-full object-contain"
          />
        </div>
      </section>

      <Section id={coursesSection.id} heading={coursesSection.heading} intro={coursesSection.intro}>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {home.courses().map((course) => (
            <CourseCard key={course.name} {...course} renderLink={renderLink} />
          ))}
        </div>
      </Section>

      <Section id="profesores" heading={home.teachersSection().heading} className="bg-muted">
        <TeacherCarousel teachers={home.teachers()} />
      </Section>

      <Section id="opiniones" heading={home.testimonialsSection().heading}>
        <div className="grid gap-6 md:grid-cols-3">
          {home.testimonials().map((testimonial) => (
            <Testimonial key={testimonial.name} {...testimonial} />
          ))}
        </div>
      </Section>

      <Section id="preguntas-frecuentes" heading={faqSection.heading} className="bg-muted">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6">
          <FaqAccordion items={home.faqItems()} className="w-full" />
          {renderLink({
            href: faqSection.more.href,
            className: siteButtonVariants({ variant: 'outline' }),
            children: faqSection.more.label,
          })}
        </div>
      </Section>
    </>
  );
}
