import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DepositMethod } from '../../../protocol/calls/cashier';
import { FailureText } from '../../app/forms/FailureText';
import { SelectField, TextField } from '../../app/forms/Field';
import { useStores } from '../../app/StoreContext';
import { Icon } from '../../app/shell/Icon';
import { useScrollToTop } from '../../app/useScrollToTop';

/** Deposit by coupon, card, direct debit or an mBoB deposit request, each with live checks. */
export const DepositForm = observer(function DepositForm() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const form = cashier.deposit;
  const method = form.values.method as DepositMethod;
  useScrollToTop(method === 'mbob');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cashier.depositState !== 'submitting') void cashier.submitDeposit();
  };
  return (
    <div className="deposit" data-testid="deposit-form">
      <div className="tabs" role="tablist">
        {cashier.methods.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === method}
            className={m === method ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            data-testid={`deposit-method-${m}`}
            onClick={() => cashier.chooseMethod(m)}
          >
            {t(`cashier.methods.${m}`)}
          </button>
        ))}
      </div>
      <form className="form" onSubmit={submit} noValidate>
        {method === 'coupon' && (
          <TextField form={form} name="couponCode" labelKey="cashier.couponCode" testId="deposit-coupon" />
        )}
        <TextField
          form={form}
          name="amount"
          inputMode="decimal"
          labelKey="cashier.amount"
          testId="deposit-amount"
        />
        {method === 'card' && (
          <>
            <TextField
              form={form}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              labelKey="cashier.cardNumber"
              testId="deposit-card-number"
            />
            <TextField
              form={form}
              name="cardExpiry"
              autoComplete="cc-exp"
              labelKey="cashier.cardExpiry"
              testId="deposit-card-expiry"
            />
            <TextField
              form={form}
              name="cardCvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              labelKey="cashier.cardCvc"
              testId="deposit-card-cvc"
            />
          </>
        )}
        {method === 'directDebit' && (
          <>
            {cashier.banks.length > 0 && (
              <SelectField
                form={form}
                name="bankCode"
                labelKey="cashier.bank"
                testId="deposit-bank"
                options={[
                  { value: '', label: t('cashier.bankChoose') },
                  ...cashier.banks.map((b) => ({ value: b.code, label: b.name })),
                ]}
              />
            )}
            <TextField
              form={form}
              name="accountHolder"
              labelKey="cashier.accountHolder"
              testId="deposit-account-holder"
            />
            <TextField form={form} name="sortCode" labelKey="cashier.sortCode" testId="deposit-sort-code" />
            <TextField
              form={form}
              name="accountNumber"
              inputMode="numeric"
              labelKey="cashier.accountNumber"
              testId="deposit-account-number"
            />
          </>
        )}
        <DepositOutcome />
        <button
          type="submit"
          className="button button--primary button--wide"
          data-testid="deposit-submit"
          disabled={cashier.depositState === 'submitting'}
        >
          {t('cashier.deposit')}
        </button>
      </form>
    </div>
  );
});

const DepositOutcome = observer(function DepositOutcome() {
  const { cashier } = useStores();
  const { t, i18n } = useTranslation();
  switch (cashier.depositState) {
    case 'done':
      return (
        <div className="alert alert--success" role="status" data-testid="deposit-done">
          <Icon name="check" />
          <div>
            <p className="form__success">{t('cashier.depositDone')}</p>
            <p>
              {t('design.cashier.depositNext')} <Link to="/lobby">{t('design.cashier.toLobby')}</Link>
            </p>
          </div>
        </div>
      );
    case 'pending':
      return (
        <div className="alert alert--info" role="status" data-testid="deposit-pending">
          <div className="spinner spinner--small" aria-hidden="true" />
          <p>{t('cashier.depositPending')}</p>
        </div>
      );
    case 'declined':
      return (
        <div className="alert alert--error" role="alert" data-testid="deposit-declined">
          <Icon name="alert" />
          <p>{t('design.cashier.depositDeclined')}</p>
        </div>
      );
    case 'redirect':
      return (
        <p data-testid="deposit-redirect">
          <a href={cashier.redirectUrl ?? '#'} target="_blank" rel="noreferrer">
            {t('cashier.depositRedirect')}
          </a>
        </p>
      );
    case 'requested':
      return cashier.depositRequest ? (
        <div className="confirm-box" role="status" data-testid="deposit-request">
          <h2>{t('mbob.title')}</h2>
          <p data-testid="deposit-request-reference">
            {t('mbob.reference', { reference: cashier.depositRequest.reference })}
          </p>
          <p>{cashier.depositRequest.instructions}</p>
          <p>
            {t('mbob.expires', {
              date: new Date(cashier.depositRequest.expiresAt).toLocaleString(
                i18n.language.replace('_', '-'),
              ),
            })}{' '}
            <Link to="/depositrequests" data-testid="deposit-request-list">
              {t('routes.depositrequests')}
            </Link>
          </p>
        </div>
      ) : null;
    case 'failed':
      return <FailureText failure={cashier.depositFailure} testId="deposit-error" />;
    default:
      return null;
  }
});
