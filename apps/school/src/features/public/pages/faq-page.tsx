import { siteButtonVariants } from '@aula/ui';
import { FaqAccordion } from '../components/faq-accordion/faq-accordion';
import { useRenderLink } from '../components/public-link';
import { faqGroups as groupsContent, faqPage as pageContent } from '../content/faq';

/** /faq: the questions by topic, each topic an accordion under its own heading. */
export function FaqPage() {
  const renderLink = useRenderLink();
  const faqPage = pageContent();
  const faqGroups = groupsContent();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-4">
        <h1 className="font-bold text-4xl tracking-tight">{faqPage.heading}</h1>
        <p className="text-lg text-muted-foreground">{faqPage.lead}</p>
        <nav aria-label={faqPage.topicsLabel}>
          <ul className="flex flex-wrap gap-2">
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-border bg-card px-4 text-sm hover:bg-muted"
                >
                  {group.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {faqGroups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-titulo`} id={group.id} className="scroll-mt-20">
          <h2 id={`${group.id}-titulo`} className="mb-4 font-bold text-2xl">
            {group.heading}
          </h2>
          <FaqAccordion items={group.items} />
        </section>
      ))}
      <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-muted p-6">
        <p className="font-semibold text-lg">{faqPage.contactPrompt}</p>
        {renderLink({
          href: faqPage.contact.href,
          className: siteButtonVariants(),
          children: faqPage.contact.label,
        })}
      </div>
    </div>
  );
}
