import type { ComponentType } from 'react';
import { importWithRetry } from './lazyWithRetry';

type Loader = () => Promise<{ Component: ComponentType }>;

/** Lazy chunks, loaded with the spec's 3 attempts 1500 ms apart. */
const page =
  <M>(load: () => Promise<M>, pick: (m: M) => ComponentType): Loader =>
  () =>
    importWithRetry(load).then((m) => ({ Component: pick(m) }));

const account = () => import('../pages/account');
const cashier = () => import('../pages/cashier');
const pick = () => import('../pages/pick/PickPage');

/** Routes whose screens exist; every other route of the table still shows its placeholder. */
export const PAGE_LOADERS: ReadonlyMap<string, Loader> = new Map([
  ['/account', page(account, (m) => m.AccountMenuPage)],
  ['/account/info', page(account, (m) => m.AccountInfoPage)],
  ['/account/address', page(account, (m) => m.AccountAddressPage)],
  ['/account/email', page(account, (m) => m.AccountEmailPage)],
  ['/account/phone', page(account, (m) => m.AccountPhonePage)],
  ['/account/password', page(account, (m) => m.AccountPasswordPage)],
  ['/account/settings', page(account, (m) => m.AccountSettingsPage)],
  ['/account/notifications', page(account, (m) => m.AccountNotificationsPage)],
  ['/account/verification', page(account, (m) => m.AccountVerificationPage)],
  ['/password', page(account, (m) => m.PasswordPage)],
  ['/emailconfirmation', page(account, (m) => m.EmailConfirmationPage)],
  ['/cashier', page(cashier, (m) => m.CashierPage)],
  ['/deposit', page(cashier, (m) => m.CashierPage)],
  ['/withdraw', page(cashier, (m) => m.WithdrawPage)],
  ['/withdraw/pending', page(cashier, (m) => m.PendingWithdrawalPage)],
  ['/cashier/history', page(cashier, (m) => m.CashierHistoryPage)],
  ['/cashier/prizes', page(cashier, (m) => m.PrizesPage)],
  ['/cashier/prizes/prize', page(cashier, (m) => m.PrizeDetailsPage)],
  ['/depositrequests', page(cashier, (m) => m.DepositRequestsPage)],
  ['/pick', page(pick, (m) => m.PickPage)],
]);
