import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../protocol/money';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';

/** /scan: a ticket's state by id and secure key (spec section 4, Ticket check states). */
export const ScanPage = observer(function ScanPage() {
  const { siteContent } = useStores();
  const { t } = useTranslation();
  const [ticketId, setTicketId] = useState('');
  const [secureKey, setSecureKey] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ticketId.trim() && secureKey.trim()) void siteContent.checkTicket(ticketId, secureKey);
  };
  const check = siteContent.ticketCheck;
  return (
    <SectionPage titleKey="routes.scan" testId="scan-page" back={null}>
      <form className="form" onSubmit={submit} noValidate>
        <label className="form__field">
          <span>{t('content.scan.ticketId')}</span>
          <input
            data-testid="scan-ticket-id"
            value={ticketId}
            onChange={(e) => setTicketId(e.target.value)}
          />
        </label>
        <label className="form__field">
          <span>{t('content.scan.secureKey')}</span>
          <input
            data-testid="scan-secure-key"
            value={secureKey}
            onChange={(e) => setSecureKey(e.target.value)}
          />
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={siteContent.ticketChecking || !ticketId.trim() || !secureKey.trim()}
          data-testid="scan-submit"
        >
          {t('content.scan.check')}
        </button>
      </form>
      {siteContent.ticketFailure && (
        <p className="form__error" role="alert" data-testid="scan-error">
          {t('content.scan.status.invalid')}
        </p>
      )}
      {check && (
        <div className="scan-result" data-testid="scan-result" data-status={check.status}>
          <p data-testid="scan-status">{t(`content.scan.status.${check.status}`)}</p>
          {check.status === 'winning' && check.prize !== undefined && check.currencyId && (
            <>
              <p data-testid="scan-prize">
                {t('content.scan.prize', { amount: formatMoney(check.prize, check.currencyId) })}
              </p>
              <p>{t('content.scan.howToClaim')}</p>
            </>
          )}
          {/* A cash prize is credited at settlement: the holder still wants to see what it won. */}
          {check.status === 'cashed' && check.prize !== undefined && check.currencyId && (
            <p data-testid="scan-prize">
              {t('content.scan.prizePaid', { amount: formatMoney(check.prize, check.currencyId) })}
            </p>
          )}
        </div>
      )}
    </SectionPage>
  );
});
