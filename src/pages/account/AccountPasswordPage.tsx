import { SectionPage } from './AccountLayout';
import { PasswordForm } from './PasswordForm';

/** /account/password: change with the old password. */
export function AccountPasswordPage() {
  return (
    <SectionPage titleKey="routes.accountPassword" testId="account-password-page">
      <PasswordForm />
    </SectionPage>
  );
}
