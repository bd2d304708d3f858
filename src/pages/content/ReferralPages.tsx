import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, checkRequired, firstError } from '../../../protocol/validation/forms';
import { formatMoney } from '../../../protocol/money';
import { TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { FormState } from '../../stores/forms/FormState';
import { Link } from 'react-router-dom';
import { Icon } from '../../app/shell/Icon';
import { SectionPage } from '../account/AccountLayout';

const day = (ms: number | null) => (ms === null ? '-' : new Date(ms).toLocaleDateString());

/** /referrals: how the programme works, the player's code and link to share, and the ways on. */
export const ReferralsPage = observer(function ReferralsPage() {
  const { siteContent } = useStores();
  const { t } = useTranslation();
  useEffect(() => void siteContent.loadReferrals(), [siteContent]);
  return (
    <SectionPage titleKey="routes.referrals" testId="referrals-page" back={null}>
      <p className="referrals__lead">{t('content.referrals.intro')}</p>
      <ol className="referrals__steps">
        {(['share', 'join', 'reward'] as const).map((step, i) => (
          <li key={step} className="referrals__step">
            <span className="referrals__step-number" aria-hidden="true">
              {i + 1}
            </span>
            <Icon name={STEP_ICONS[step]} />
            <span>{t(`content.referrals.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
      <section className="referrals__share card" aria-labelledby="referrals-share-title">
        <h2 id="referrals-share-title">{t('content.referrals.shareTitle')}</h2>
        <p className="referrals__code">
          <span>{t('content.referrals.code')}</span>
          <strong data-testid="referral-code">{siteContent.referralCode}</strong>
        </p>
        <ReferralLink />
      </section>
      <div className="referrals__actions">
        <Link className="button button--primary" to="/referrals/send" data-testid="referrals-send-link">
          {t('routes.referralsSend')}
        </Link>
        <Link className="button button--ghost" to="/referrals/list" data-testid="referrals-list-link">
          {t('routes.referralsList')}
        </Link>
      </div>
    </SectionPage>
  );
});

const STEP_ICONS = { share: 'user', join: 'ticket', reward: 'gift' } as const;

/** The link to share, selectable, with a copy button that says when it copied. */
const ReferralLink = observer(function ReferralLink() {
  const { siteContent } = useStores();
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(siteContent.referralLink);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard (insecure page, refused): the field stays selectable
    }
  };
  return (
    <div className="form__field referrals__link">
      <label htmlFor="referral-link">{t('content.referrals.link')}</label>
      <div className="referrals__link-row">
        <input
          id="referral-link"
          readOnly
          value={siteContent.referralLink}
          data-testid="referral-link"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button button--accent" data-testid="referral-copy" onClick={copy}>
          {t('content.referrals.copy')}
        </button>
      </div>
      <p className="referrals__copied" role="status" data-testid="referral-copied">
        {copied === null ? '' : t(copied ? 'content.referrals.copied' : 'content.referrals.copyFailed')}
      </p>
    </div>
  );
});

/** /referrals/list: each invited or referred friend and how far they came. */
export const ReferralsListPage = observer(function ReferralsListPage() {
  const { siteContent } = useStores();
  const { t } = useTranslation();
  useEffect(() => void siteContent.loadReferrals(), [siteContent]);
  const status = (r: { registeredOn: number | null; firstDepositOn: number | null }) =>
    r.firstDepositOn !== null ? 'deposited' : r.registeredOn !== null ? 'registered' : 'invited';
  return (
    <SectionPage titleKey="routes.referralsList" testId="referrals-list-page" back="/referrals">
      {siteContent.referrals.length === 0 ? (
        <p data-testid="referrals-empty">{t('content.referrals.none')}</p>
      ) : (
        <table className="data-table" data-testid="referrals-table">
          <thead>
            <tr>
              <th>{t('content.referrals.friend')}</th>
              <th>{t('content.referrals.invitedOn')}</th>
              <th>{t('content.referrals.registeredOn')}</th>
              <th>{t('content.referrals.status')}</th>
              <th>{t('content.referrals.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {siteContent.referrals.map((r) => (
              <tr key={`${r.screenName}-${r.invitedOn}`} data-testid="referral-row" data-status={status(r)}>
                <td>{r.screenName}</td>
                <td>{day(r.invitedOn)}</td>
                <td>{day(r.registeredOn)}</td>
                <td>{t(`content.referrals.states.${status(r)}`)}</td>
                <td data-testid="referral-reward">{formatMoney(r.reward, r.currencyId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </SectionPage>
  );
});

/** /referrals/send: an invitation by email (the state keeps 'false', 'true' or the error). */
export const ReferralsSendPage = observer(function ReferralsSendPage() {
  const { siteContent } = useStores();
  const { t } = useTranslation();
  const [form] = useState(
    () =>
      new FormState({ email: '', name: '', message: '' }, () => ({
        email: (v) => firstError(String(v).trim(), checkRequired, checkEmail),
      })),
  );
  useEffect(() => () => siteContent.resetInvite(), [siteContent]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validate())
      void siteContent.sendInvite(
        form.values.email.trim(),
        form.values.name.trim(),
        form.values.message.trim(),
      );
  };
  const state = siteContent.inviteState;
  return (
    <SectionPage titleKey="routes.referralsSend" testId="referrals-send-page" back="/referrals">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          form={form}
          name="email"
          type="email"
          labelKey="content.referrals.friendEmail"
          testId="invite-email"
        />
        <TextField form={form} name="name" labelKey="content.referrals.friendName" testId="invite-name" />
        <TextField form={form} name="message" labelKey="content.referrals.message" testId="invite-message" />
        <button
          type="submit"
          className="button button--primary"
          disabled={state === 'false'}
          data-testid="invite-submit"
        >
          {t('content.referrals.send')}
        </button>
      </form>
      {state === 'true' && <p data-testid="invite-sent">{t('content.referrals.sent')}</p>}
      {state !== null && state !== 'true' && state !== 'false' && (
        <p className="form__error" role="alert" data-testid="invite-failed">
          {t(
            `content.referrals.failed.${['self', 'member', 'limit', 'disabled'].includes(state) ? state : 'error'}`,
          )}
        </p>
      )}
    </SectionPage>
  );
});
