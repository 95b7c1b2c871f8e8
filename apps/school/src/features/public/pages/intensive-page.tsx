import { CheckList, FactGrid, MarketingPage, MarketingSection } from '../components/marketing-page';
import { intensive as content } from '../content/course-pages';

export function IntensivePage() {
  const intensive = content();
  return (
    <MarketingPage
      heading={intensive.heading}
      lead={intensive.lead}
      image={intensive.image}
      testimonials={intensive.testimonials}
    >
      <MarketingSection id="cifras" heading={intensive.factsHeading}>
        <FactGrid facts={intensive.facts} />
        <p className="mt-4 text-muted-foreground">{intensive.pathNote}</p>
      </MarketingSection>
      <MarketingSection id="incluye" heading={intensive.includesHeading}>
        <CheckList items={intensive.includes} />
      </MarketingSection>
    </MarketingPage>
  );
}
