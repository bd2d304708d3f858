import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { SectionPage } from '../account/AccountLayout';
import { Balances } from './Balances';
import { CampaignAds } from './CampaignAds';
import { DepositForm } from './DepositForm';
import { ReturnedDepositNotice } from './ReturnedDepositNotice';

const LINKS: [string, string][] = [
  ['/withdraw', 'routes.withdraw'],
  ['/withdraw/pending', 'routes.withdrawPending'],
  ['/cashier/history', 'routes.cashierHistory'],
  ['/cashier/prizes', 'routes.cashierPrizes'],
  ['/depositrequests', 'routes.depositrequests'],
];

/** /cashier and /deposit: balances, deposit forms and the way to the other cashier pages. */
export const CashierPage = observer(function CashierPage() {
  const { cashier } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void cashier.loadAccounts();
    void cashier.loadDepositOptions();
  }, [cashier]);
  return (
    <SectionPage titleKey="routes.cashier" testId="cashier-page" back={null}>
      <ReturnedDepositNotice returned={cashier.returnedDeposit} />
      <Balances />
      <DepositForm />
      <CampaignAds />
      <ul className="section-menu">
        {LINKS.map(([path, key]) => (
          <li key={path}>
            <Link to={path} data-testid={`cashier-link-${path.slice(1).replace(/\//g, '-')}`}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </SectionPage>
  );
});
