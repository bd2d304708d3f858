import { SectionPage } from '../account/AccountLayout';
import { SiteContentHtml } from './SiteContentHtml';

/** /terms: the site's terms and conditions, as the operator wrote them. */
export function TermsPage() {
  return (
    <SectionPage titleKey="routes.terms" testId="terms-page" back={null}>
      <SiteContentHtml name="terms" />
    </SectionPage>
  );
}

/** /privacy: the site's privacy policy, as the operator wrote it. */
export function PrivacyPage() {
  return (
    <SectionPage titleKey="routes.privacy" testId="privacy-page" back={null}>
      <SiteContentHtml name="privacy" />
    </SectionPage>
  );
}
