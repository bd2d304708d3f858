import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WithdrawalStep } from '../../../protocol/calls/cashier';
import { FailureText } from '../../app/forms/FailureText';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';
import { Balances } from './Balances';
import { PinPromptDialog } from './PinPromptDialog';
import { useMoney } from './useMoney';

/** /withdraw: amount, then a confirmation with fee and processing time, then submit. */
export const WithdrawPage = observer(function WithdrawPage() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    cashier.restartWithdrawal();
    void cashier.loadPending();
    void cashier.loadSavedPayments();
  }, [cashier]);
  const step = cashier.withdrawStep;
  return (
    <SectionPage titleKey="routes.withdraw" testId="withdraw-page" back="/cashier">
      <Balances />
      {cashier.pending.length > 0 && cashier.withdrawStage === 'amount' && (
        <p data-testid="withdraw-has-pending">
          {t('withdraw.hasPending')} <Link to="/withdraw/pending">{t('routes.withdrawPending')}</Link>
        </p>
      )}
      {cashier.withdrawStage === 'amount' && <WithdrawAmountForm />}
      {(cashier.withdrawStage === 'confirm' || cashier.withdrawStage === 'submitting') && step && (
        <WithdrawConfirm step={step} />
      )}
      <PinPromptDialog prompt={cashier.pinPrompt} />
      {cashier.withdrawStage === 'done' && (
        <p className="form__success" role="status" data-testid="withdraw-done">
          {t('withdraw.done')} <Link to="/withdraw/pending">{t('routes.withdrawPending')}</Link>
        </p>
      )}
      {cashier.withdrawStage === 'error' && (
        <div data-testid="withdraw-failed">
          <FailureText failure={cashier.withdrawFailure} testId="withdraw-error" />
          {cashier.withdrawFailure?.key === 'pin.notSet' && (
            <p>
              <Link to="/account/settings" data-testid="withdraw-set-pin">
                {t('pin.setNow')}
              </Link>
            </p>
          )}
          <button
            type="button"
            className="button"
            data-testid="withdraw-retry"
            onClick={() => cashier.restartWithdrawal()}
          >
            {t('common.back')}
          </button>
        </div>
      )}
    </SectionPage>
  );
});

/** The amount step: how much, paid to which saved detail, within the processor's limits. */
const WithdrawAmountForm = observer(function WithdrawAmountForm() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const step = cashier.withdrawStep;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void cashier.requestWithdrawal();
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <label className="form__field">
        <span>{t('cashier.amount')}</span>
        <input
          data-testid="withdraw-amount"
          inputMode="decimal"
          value={cashier.withdrawAmount}
          onChange={(e) => cashier.setWithdrawAmount(e.target.value)}
        />
      </label>
      {cashier.savedPayments.length > 0 && (
        <label className="form__field">
          <span>{t('withdraw.payTo')}</span>
          <select
            data-testid="withdraw-destination"
            value={cashier.payoutDetailId ?? ''}
            onChange={(e) => cashier.choosePayoutDetail(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('withdraw.payToOnFile')}</option>
            {cashier.savedPayments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {step && (
        <p data-testid="withdraw-limits">
          {t('withdraw.range', {
            min: money(step.minAmount, step.currencyId),
            max: money(step.maxAmount, step.currencyId),
          })}
        </p>
      )}
      <FailureText failure={cashier.withdrawFailure} testId="withdraw-error" />
      {cashier.withdrawFailure?.code === 'blocker' && (
        <p className="alert alert--info" data-testid="withdraw-blocker">
          <Link
            to={
              cashier.withdrawFailure.key?.endsWith('registration')
                ? '/account/info'
                : '/account/verification'
            }
          >
            {t(
              cashier.withdrawFailure.key?.endsWith('registration')
                ? 'design.withdraw.completeRegistration'
                : 'design.withdraw.verifyNow',
            )}
          </Link>
        </p>
      )}
      <button type="submit" className="button button--primary" data-testid="withdraw-next">
        {t('common.next')}
      </button>
    </form>
  );
});

/** The step the server answered the amount with (the cashier adds the payout method). */
type ConfirmedStep = WithdrawalStep & { method?: string };

/** The confirmation of the step the server answered: fee, method, destination, processing time. */
const WithdrawConfirm = observer(function WithdrawConfirm({ step }: { step: ConfirmedStep }) {
  const { cashier } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="confirm-box" data-testid="withdraw-confirm">
      <h2>{t('withdraw.confirmTitle')}</h2>
      <dl className="details-list">
        <div>
          <dt>{t('cashier.amount')}</dt>
          <dd data-testid="withdraw-confirm-amount">{money(step.amount, step.currencyId)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd data-testid="withdraw-confirm-fee">{money(step.fee, step.currencyId)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.method')}</dt>
          <dd data-testid="withdraw-confirm-method">
            {step.method ? t(`design.withdraw.methods.${step.method}`, { defaultValue: step.method }) : ''}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.payTo')}</dt>
          <dd data-testid="withdraw-confirm-destination">
            {cashier.savedPayments.find((d) => d.id === cashier.payoutDetailId)?.label ??
              t('withdraw.payToOnFile')}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.processingTime')}</dt>
          <dd>{step.processingTime}</dd>
        </div>
      </dl>
      <div className="form__actions">
        <button
          type="button"
          className="button"
          data-testid="withdraw-back"
          onClick={() => cashier.restartWithdrawal()}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="withdraw-submit"
          disabled={cashier.withdrawStage === 'submitting'}
          onClick={() => void cashier.confirmWithdrawal()}
        >
          {t('withdraw.confirm')}
        </button>
      </div>
    </div>
  );
});
