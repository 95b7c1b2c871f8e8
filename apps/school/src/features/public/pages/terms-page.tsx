import { DocumentPage } from '../components/document-page';
import { schoolIdentity } from '../content/school-identity';
import { termsPage, termsSections } from '../content/terms';

export function TermsPage() {
  return (
    <DocumentPage
      heading={termsPage.heading}
      lead={termsPage.lead}
      updated={schoolIdentity.legalUpdated}
      sections={termsSections}
    />
  );
}
