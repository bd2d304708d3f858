import type { ComponentType } from 'react';
import { loadStoreModule, type LazyStoreName } from '../stores/lazyStores';
import { lazyScreen, type LazyScreen } from './lazyScreen';

/**
 * Lazy chunks (with the spec's 3 attempts), loaded together with the stores their screens read, so
 * a screen reads them synchronously and the lobby's first load carries neither.
 */
const page = <M>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  stores: readonly LazyStoreName[] = [],
): LazyScreen =>
  lazyScreen(() => Promise.all([load(), ...stores.map(loadStoreModule)]).then(([m]) => pick(m)));

// The stores each area's screens (and the components they borrow from other areas) read.
const ACCOUNT: LazyStoreName[] = ['account', 'registration'];
const CASHIER: LazyStoreName[] = ['cashier', 'account', 'registration'];
const PICK: LazyStoreName[] = ['picking', 'results', 'subscriptions', 'tutorial'];
const RESULTS: LazyStoreName[] = ['results', 'playout'];
const SUBSCRIPTIONS: LazyStoreName[] = ['subscriptions', 'results'];
const PLAYOUT: LazyStoreName[] = ['playout'];
const RESPONSIBLE_GAMING: LazyStoreName[] = ['account', 'cashier', 'limits', 'restriction'];
const CONTENT: LazyStoreName[] = ['account', 'tutorial'];
const BINGO: LazyStoreName[] = ['bingo', 'tutorial'];
const INSTANT: LazyStoreName[] = ['tutorial'];
// The checkout's account step cancels the registration's segment notice, so that store is loaded too.
const CHECKOUT: LazyStoreName[] = ['checkout', 'registration'];

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
const verify = () => import('../pages/verify/VerifyPage');

/** Routes whose screens exist; every other route of the table still shows its placeholder. */
export const PAGE_SCREENS: ReadonlyMap<string, LazyScreen> = new Map([
  ['/account', page(account, (m) => m.AccountMenuPage, ACCOUNT)],
  ['/account/info', page(account, (m) => m.AccountInfoPage, ACCOUNT)],
  ['/account/address', page(account, (m) => m.AccountAddressPage, ACCOUNT)],
  ['/account/email', page(account, (m) => m.AccountEmailPage, ACCOUNT)],
  ['/account/phone', page(account, (m) => m.AccountPhonePage, ACCOUNT)],
  ['/account/password', page(account, (m) => m.AccountPasswordPage, ACCOUNT)],
  ['/account/settings', page(account, (m) => m.AccountSettingsPage, ACCOUNT)],
  ['/account/notifications', page(account, (m) => m.AccountNotificationsPage, ACCOUNT)],
  ['/account/verification', page(account, (m) => m.AccountVerificationPage, ACCOUNT)],
  ['/password', page(account, (m) => m.PasswordPage, ACCOUNT)],
  ['/emailconfirmation', page(account, (m) => m.EmailConfirmationPage, ACCOUNT)],
  ['/cashier', page(cashier, (m) => m.CashierPage, CASHIER)],
  ['/deposit', page(cashier, (m) => m.CashierPage, CASHIER)],
  ['/withdraw', page(cashier, (m) => m.WithdrawPage, CASHIER)],
  ['/withdraw/pending', page(cashier, (m) => m.PendingWithdrawalPage, CASHIER)],
  ['/cashier/history', page(cashier, (m) => m.CashierHistoryPage, CASHIER)],
  ['/cashier/prizes', page(cashier, (m) => m.PrizesPage, CASHIER)],
  ['/cashier/prizes/prize', page(cashier, (m) => m.PrizeDetailsPage, CASHIER)],
  ['/depositrequests', page(cashier, (m) => m.DepositRequestsPage, CASHIER)],
  ['/pick', page(pick, (m) => m.PickPage, PICK)],
  ['/credits', page(credits, (m) => m.CreditsPage)],
  ['/permpick', page(pick, (m) => m.PermPickPage, PICK)],
  ['/permbets', page(permBets, (m) => m.PermBetsPage, PICK)],
  ['/draws', page(results, (m) => m.LastDrawsPage, RESULTS)],
  ['/history', page(results, (m) => m.CompletedGamesPage, RESULTS)],
  ['/replay', page(results, (m) => m.ReplayPage, RESULTS)],
  ['/gameOver', page(results, (m) => m.GameOverPage, RESULTS)],
  ['/gameOverLottery', page(results, (m) => m.GameOverLotteryPage, RESULTS)],
  ['/gameOverRaffle', page(results, (m) => m.GameOverRafflePage, RESULTS)],
  ['/gameOverRaffleExt', page(results, (m) => m.GameOverRaffleExtPage, RESULTS)],
  ['/players', page(results, (m) => m.PlayersPage, RESULTS)],
  ['/bets', page(results, (m) => m.BetsPage, RESULTS)],
  ['/subscriptions', page(subscriptions, (m) => m.SubscriptionsPage, SUBSCRIPTIONS)],
  ['/subHistory', page(subscriptions, (m) => m.SubHistoryPage, SUBSCRIPTIONS)],
  ['/subDetails', page(subscriptions, (m) => m.SubDetailsPage, SUBSCRIPTIONS)],
  ['/playout', page(playout, (m) => m.PlayoutPage, PLAYOUT)],
  ['/newlobby', page(lobbies, (m) => m.NewLobbyPage)],
  ['/permlobby', page(lobbies, (m) => m.PermLobbyPage)],
  ['/raffle', page(lobbies, (m) => m.RaffleLobbyPage)],
  ['/games', page(lobbies, (m) => m.GamesPage)],
  ['/cashier/responsiblegaming', page(responsibleGaming, (m) => m.ResponsibleGamingPage, RESPONSIBLE_GAMING)],
  ['/cashier/responsiblegaming/limits', page(responsibleGaming, (m) => m.LimitsPage, RESPONSIBLE_GAMING)],
  ['/cashier/responsiblegaming/timeout', page(responsibleGaming, (m) => m.TimeoutPage, RESPONSIBLE_GAMING)],
  [
    '/cashier/responsiblegaming/realitycheck',
    page(responsibleGaming, (m) => m.RealityCheckPage, RESPONSIBLE_GAMING),
  ],
  [
    '/cashier/responsiblegaming/exclusion',
    page(responsibleGaming, (m) => m.ExclusionPage, RESPONSIBLE_GAMING),
  ],
  [
    '/cashier/responsiblegaming/exclusion/set',
    page(responsibleGaming, (m) => m.ExclusionSetPage, RESPONSIBLE_GAMING),
  ],
  ['/contact', page(content, (m) => m.ContactPage, CONTENT)],
  ['/scan', page(content, (m) => m.ScanPage, CONTENT)],
  ['/referrals', page(content, (m) => m.ReferralsPage, CONTENT)],
  ['/referrals/list', page(content, (m) => m.ReferralsListPage, CONTENT)],
  ['/referrals/send', page(content, (m) => m.ReferralsSendPage, CONTENT)],
  ['/terms', page(content, (m) => m.TermsPage, CONTENT)],
  ['/privacy', page(content, (m) => m.PrivacyPage, CONTENT)],
  ['/howtoplay', page(content, (m) => m.HowToPlayPage, CONTENT)],
  ['/payout', page(content, (m) => m.PayoutPage, CONTENT)],
  ['/scratchcard', page(instant, (m) => m.ScratchcardPage, INSTANT)],
  ['/spinner', page(instant, (m) => m.SpinnerPage, INSTANT)],
  ['/crossword', page(instant, (m) => m.CrosswordPage, INSTANT)],
  ['/bingo/lobby', page(bingo, (m) => m.BingoLobbyPage, BINGO)],
  ['/bingo/playout', page(bingo, (m) => m.BingoHallPage, BINGO)],
  ['/bingo/gameover', page(bingo, (m) => m.BingoGameoverPage, BINGO)],
  ['/checkout', page(checkout, (m) => m.CheckoutPage, CHECKOUT)],
  ['/verify', page(verify, (m) => m.VerifyPage)],
]);
