import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../AdminContext';
import { Tabs } from '../Tabs';
import { DepositsPanel } from './DepositsPanel';
import { WithdrawalsPanel } from './WithdrawalsPanel';

/**
 * The cashier: withdrawals (and adjustments waiting for a second operator) in one tab, deposits and
 * the mBoB requests to settle in the other; the tab is in the URL (?tab=deposits).
 */
export const CashierPage = observer(function CashierPage() {
  const { session } = useAdmin();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('cashier.heading')}</h1>
      {session.may('listDeposits') ? (
        <Tabs
          label={t('cashier.sections')}
          tabs={[
            { key: 'withdrawals', title: t('cashier.withdrawals') },
            { key: 'deposits', title: t('deposits.heading') },
          ]}
          render={(tab) => (tab === 'deposits' ? <DepositsPanel /> : <WithdrawalsPanel />)}
        />
      ) : (
        <WithdrawalsPanel />
      )}
    </>
  );
});
