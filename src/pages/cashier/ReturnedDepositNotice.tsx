import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import type { ReturnedDeposit } from '../../stores/cashier/ReturnedDeposit';
import { useMoney } from './useMoney';

const ALERT_CLASS = { deposited: 'form__success', pending: 'alert alert--info' } as const;

/**
 * A payment provider sends the player back with ?pid=<orderId> (spec section 5), to the cashier or
 * to the checkout: the page asks for that deposit (through the page's own ReturnedDeposit) and
 * says how it went (deposited, declined or still pending).
 */
export const ReturnedDepositNotice = observer(function ReturnedDepositNotice({
  returned,
}: {
  returned: ReturnedDeposit;
}) {
  const { session } = useStores();
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const pid = Number(params.get('pid'));
  useEffect(() => {
    if (session.loggedIn && Number.isSafeInteger(pid) && pid > 0) void returned.load(pid);
  }, [returned, session.loggedIn, pid]);
  const outcome = returned.outcome;
  if (!outcome || returned.orderId !== pid) return null;
  const order = returned.order;
  const className = outcome === 'deposited' || outcome === 'pending' ? ALERT_CLASS[outcome] : 'form__error';
  return (
    <p className={className} role="status" data-testid="deposit-return" data-outcome={outcome}>
      {t(`depositReturn.${outcome}`, { amount: order ? money(order.amount, order.currencyId) : '' })}
    </p>
  );
});
