import { useLingui } from '@lingui/react/macro';
import { CheckList, FactGrid, MarketingPage, MarketingSection } from '../components/marketing-page';
import { flexible as content } from '../content/course-pages';

export function FlexiblePage() {
  const { t } = useLingui();
  const flexible = content();
  return (
    <MarketingPage
      heading={flexible.heading}
      lead={flexible.lead}
      image={flexible.image}
      testimonials={flexible.testimonials}
    >
      <MarketingSection id="franjas" heading={flexible.slotsHeading}>
        <FactGrid facts={flexible.slots} />
        <div className="mt-4 grid gap-2 rounded-lg border border-border bg-muted p-4">
          <p className="font-semibold">{flexible.hours}</p>
          <p>{flexible.notice}</p>
        </div>
      </MarketingSection>
      <MarketingSection id="como-funciona" heading={flexible.stepsHeading}>
        <ol className="grid list-inside list-decimal gap-3 marker:font-bold marker:text-primary">
          {flexible.steps.map((step) => (
            <li key={step} className="rounded-lg border border-border bg-card p-4">
              {step}
            </li>
          ))}
        </ol>
      </MarketingSection>
      <MarketingSection id="incluye" heading={t`Qué incluye`}>
        <CheckList items={[t`Acceso a las grabaciones de tus clases`, t`Máxima flexibilidad de horario`]} />
      </MarketingSection>
    </MarketingPage>
  );
}
