import { siteButtonVariants } from '@aula/ui';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { CheckList, FactGrid, MarketingSection } from '../components/marketing-page';
import { useRenderLink } from '../components/public-link';
import { TeacherCard } from '../components/teacher-card/teacher-card';
import { about as aboutContent } from '../content/about';
import { teachers } from '../content/teachers';

/** The school's own page, under /quienes-somos and /sobre-nosotros (the heading follows the link followed). */
export function AboutPage({ heading }: { heading: MessageDescriptor }) {
  const { t } = useLingui();
  const renderLink = useRenderLink();
  const about = aboutContent();
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-10">
      <header className="flex flex-col gap-4">
        <h1 className="font-bold text-4xl tracking-tight">{t(heading)}</h1>
        <p className="max-w-3xl text-lg text-muted-foreground">{about.lead}</p>
      </header>
      <MarketingSection id="historia" heading={about.storyHeading}>
        <div className="flex max-w-3xl flex-col gap-4 leading-7">
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </MarketingSection>
      <MarketingSection id="cifras" heading={about.figuresHeading}>
        <FactGrid facts={about.figures} />
      </MarketingSection>
      <MarketingSection id="como-ensenamos" heading={about.valuesHeading}>
        <CheckList items={about.values} />
      </MarketingSection>
      <MarketingSection id="equipo" heading={about.teamHeading}>
        <p className="-mt-2 mb-6 text-muted-foreground">{about.teamIntro}</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teachers().map((teacher) => (
            <li key={teacher.name}>
              <TeacherCard teacher={teacher} />
            </li>
          ))}
        </ul>
      </MarketingSection>
      <div className="flex flex-wrap gap-3">
        {about.links.map((link, index) => (
          <Fragment key={link.href}>
            {renderLink({
              href: link.href,
              className: siteButtonVariants({ variant: index === 0 ? 'primary' : 'outline' }),
              children: link.label,
            })}
          </Fragment>
        ))}
      </div>
    </article>
  );
}
