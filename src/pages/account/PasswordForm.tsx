import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkMatches, checkPassword, checkRequired } from '../../../protocol/validation/forms';
import { ChangeStatus } from '../../app/forms/ChangeStatus';
import { TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { FormState } from '../../stores/forms/FormState';

/**
 * New password with confirmation (spec rules: 6 to 20, a letter and a digit; no_match). Three
 * uses: a change with the old password, the forced change (no old one), and a reset by emailed key.
 */
export const PasswordForm = observer(function PasswordForm({ resetKey }: { resetKey?: string }) {
  const { account, session } = useStores();
  const { t } = useTranslation();
  const needsOld = !resetKey && !session.mustChangePassword;
  const flow = resetKey ? 'resetPassword' : 'password';
  const [form] = useState(
    () =>
      new FormState({ oldPassword: '', newPassword: '', confirmPassword: '' }, () => ({
        oldPassword: (v) => (needsOld ? checkRequired(v) : null),
        newPassword: (v) => checkPassword(String(v)),
        confirmPassword: (v, all) => checkMatches(all.newPassword)(String(v)),
      })),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    if (resetKey) void account.resetPassword(resetKey, v.newPassword);
    else void account.changePassword(v.oldPassword, v.newPassword, v.confirmPassword);
  };
  const state = account.state(flow);
  return (
    <form className="form" onSubmit={submit} noValidate>
      {needsOld && (
        <TextField
          form={form}
          name="oldPassword"
          type="password"
          labelKey="account.currentPassword"
          testId="password-old"
          autoComplete="current-password"
        />
      )}
      <TextField
        form={form}
        name="newPassword"
        type="password"
        labelKey="account.newPassword"
        testId="password-new"
        autoComplete="new-password"
      />
      <TextField
        form={form}
        name="confirmPassword"
        type="password"
        labelKey="registration.confirmPassword"
        testId="password-confirm"
        autoComplete="new-password"
      />
      <ChangeStatus
        state={state}
        failure={account.failure(flow)}
        testId="password-status"
        doneKey="account.passwordChanged"
      />
      <button
        type="submit"
        className="button button--primary"
        data-testid="password-submit"
        disabled={state === 'false'}
      >
        {t('common.save')}
      </button>
    </form>
  );
});
