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
const credits = () => import('../pages/credits/CreditsPage');
const results = () => import('../pages/results');
const subscriptions = () => import('../pages/subscriptions');
const playout = () => import('../pages/playout');
const lobbies = () => import('../pages/lobby/lobbyVariants');
const responsibleGaming = () => import('../pages/responsibleGaming');
const permBets = () => import('../pages/pick/PermBetsPage');
const content = () => import('../pages/content');
const instant = () => import('../pages/instant');
const bingo = () => import('../pages/bingo');
const checkout = () => import('../pages/checkout');

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
  ['/credits', page(credits, (m) => m.CreditsPage)],
  ['/permpick', page(pick, (m) => m.PermPickPage)],
  ['/permbets', page(permBets, (m) => m.PermBetsPage)],
  ['/draws', page(results, (m) => m.LastDrawsPage)],
  ['/history', page(results, (m) => m.CompletedGamesPage)],
  ['/replay', page(results, (m) => m.ReplayPage)],
  ['/gameOver', page(results, (m) => m.GameOverPage)],
  ['/gameOverLottery', page(results, (m) => m.GameOverLotteryPage)],
  ['/gameOverRaffle', page(results, (m) => m.GameOverRafflePage)],
  ['/gameOverRaffleExt', page(results, (m) => m.GameOverRaffleExtPage)],
  ['/players', page(results, (m) => m.PlayersPage)],
  ['/bets', page(results, (m) => m.BetsPage)],
  ['/subscriptions', page(subscriptions, (m) => m.SubscriptionsPage)],
  ['/subHistory', page(subscriptions, (m) => m.SubHistoryPage)],
  ['/subDetails', page(subscriptions, (m) => m.SubDetailsPage)],
  ['/playout', page(playout, (m) => m.PlayoutPage)],
  ['/newlobby', page(lobbies, (m) => m.NewLobbyPage)],
  ['/permlobby', page(lobbies, (m) => m.PermLobbyPage)],
  ['/raffle', page(lobbies, (m) => m.RaffleLobbyPage)],
  ['/games', page(lobbies, (m) => m.GamesPage)],
  ['/cashier/responsiblegaming', page(responsibleGaming, (m) => m.ResponsibleGamingPage)],
  ['/cashier/responsiblegaming/limits', page(responsibleGaming, (m) => m.LimitsPage)],
  ['/cashier/responsiblegaming/timeout', page(responsibleGaming, (m) => m.TimeoutPage)],
  ['/cashier/responsiblegaming/realitycheck', page(responsibleGaming, (m) => m.RealityCheckPage)],
  ['/cashier/responsiblegaming/exclusion', page(responsibleGaming, (m) => m.ExclusionPage)],
  ['/cashier/responsiblegaming/exclusion/set', page(responsibleGaming, (m) => m.ExclusionSetPage)],
  ['/contact', page(content, (m) => m.ContactPage)],
  ['/scan', page(content, (m) => m.ScanPage)],
  ['/referrals', page(content, (m) => m.ReferralsPage)],
  ['/referrals/list', page(content, (m) => m.ReferralsListPage)],
  ['/referrals/send', page(content, (m) => m.ReferralsSendPage)],
  ['/terms', page(content, (m) => m.TermsPage)],
  ['/privacy', page(content, (m) => m.PrivacyPage)],
  ['/howtoplay', page(content, (m) => m.HowToPlayPage)],
  ['/payout', page(content, (m) => m.PayoutPage)],
  ['/scratchcard', page(instant, (m) => m.ScratchcardPage)],
  ['/spinner', page(instant, (m) => m.SpinnerPage)],
  ['/crossword', page(instant, (m) => m.CrosswordPage)],
  ['/bingo/lobby', page(bingo, (m) => m.BingoLobbyPage)],
  ['/bingo/playout', page(bingo, (m) => m.BingoHallPage)],
  ['/bingo/gameover', page(bingo, (m) => m.BingoGameoverPage)],
  ['/checkout', page(checkout, (m) => m.CheckoutPage)],
]);
