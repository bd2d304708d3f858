export { ContactPage } from './ContactPage';
export { ScanPage } from './ScanPage';
export { ReferralsListPage, ReferralsPage, ReferralsSendPage } from './ReferralPages';
