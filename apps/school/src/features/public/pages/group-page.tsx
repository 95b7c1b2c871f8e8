import { CheckList, FactGrid, MarketingPage, MarketingSection } from '../components/marketing-page';
import { group as content } from '../content/course-pages';

export function GroupPage() {
  const group = content();
  return (
    <MarketingPage
      heading={group.heading}
      lead={group.lead}
      image={group.image}
      testimonials={group.testimonials}
    >
      <MarketingSection id="tamanos" heading={group.sizesHeading}>
        <FactGrid facts={group.sizes} />
      </MarketingSection>
      <MarketingSection id="metodologia" heading={group.methodologyHeading}>
        <CheckList items={group.methodology} />
      </MarketingSection>
      <MarketingSection id="comunidad" heading={group.communityHeading}>
        <FactGrid facts={group.community} />
      </MarketingSection>
    </MarketingPage>
  );
}
