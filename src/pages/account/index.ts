/** The account chunk: every /account page plus /password and /emailconfirmation. */
export { AccountMenuPage } from './AccountMenuPage';
export { AccountInfoPage } from './AccountInfoPage';
export { AccountAddressPage } from './AccountAddressPage';
export { AccountEmailPage } from './AccountEmailPage';
export { AccountPhonePage } from './AccountPhonePage';
export { AccountPasswordPage } from './AccountPasswordPage';
export { AccountSettingsPage } from './AccountSettingsPage';
export { AccountNotificationsPage } from './AccountNotificationsPage';
export { AccountVerificationPage } from './AccountVerificationPage';
export { PasswordPage } from './PasswordPage';
export { EmailConfirmationPage } from './EmailConfirmationPage';
