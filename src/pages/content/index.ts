export { ContactPage } from './ContactPage';
export { ScanPage } from './ScanPage';
export { ReferralsListPage, ReferralsPage, ReferralsSendPage } from './ReferralPages';
export { HowToPlayPage } from './HowToPlayPage';
export { PrivacyPage, TermsPage } from './LegalPages';
export { PayoutPage } from './PayoutPage';
