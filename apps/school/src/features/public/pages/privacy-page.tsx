import { DocumentPage } from '../components/document-page';
import { privacyPage, privacySections } from '../content/privacy';
import { schoolIdentity } from '../content/school-identity';

export function PrivacyPage() {
  return (
    <DocumentPage
      heading={privacyPage.heading}
      lead={privacyPage.lead}
      updated={schoolIdentity.legalUpdated}
      sections={privacySections}
    />
  );
}
