/**
 * Every path of spec section 2 with its title key. Pure data: guards.ts and the router both read it.
 * `screen` says what renders: the working lobby, a later-issue placeholder, or a shell screen.
 */
export type ScreenKind = 'lobby' | 'placeholder' | 'maintenance' | 'idle' | 'home' | 'login';

export interface RouteEntry {
  path: string;
  titleKey: string;
  screen: ScreenKind;
}

const OPEN_PATHS: [string, string][] = [
  ['/replay', 'replay'],
  ['/draws', 'draws'],
  ['/subHistory', 'subHistory'],
  ['/subDetails', 'subDetails'],
  ['/lobby', 'lobby'],
  ['/permlobby', 'permlobby'],
  ['/newlobby', 'newlobby'],
  ['/bingo/lobby', 'bingoLobby'],
  ['/crossword', 'crossword'],
  ['/scratchcard', 'scratchcard'],
  ['/spinner', 'spinner'],
  ['/raffle', 'raffle'],
  ['/games', 'games'],
  ['/pick', 'pick'],
  ['/players', 'players'],
  ['/bets', 'bets'],
  ['/permbets', 'permbets'],
  ['/payout', 'payout'],
  ['/history', 'history'],
  ['/subscriptions', 'subscriptions'],
  ['/gameOver', 'gameOver'],
  ['/gameOverLottery', 'gameOverLottery'],
  ['/gameOverRaffle', 'gameOverRaffle'],
  ['/gameOverRaffleExt', 'gameOverRaffleExt'],
  ['/maintenance', 'maintenance'],
  ['/idle', 'idle'],
  ['/credits', 'credits'],
  // The guest one-click checkout (spec section 2 lists its steps, not its path).
  ['/checkout', 'checkout'],
  // Fair play (issue 33): anyone checks a draw's or a ticket's evidence in the browser.
  ['/verify', 'verify'],
];

const GUARDED_PATHS: [string, string][] = [
  ['/bingo/playout', 'bingoPlayout'],
  ['/bingo/gameover', 'bingoGameover'],
  ['/contact', 'contact'],
  ['/howtoplay', 'howtoplay'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/playout', 'playout'],
  ['/cashier', 'cashier'],
  ['/cashier/history', 'cashierHistory'],
  ['/depositrequests', 'depositrequests'],
  ['/cashier/prizes', 'cashierPrizes'],
  ['/cashier/prizes/prize', 'cashierPrize'],
  ['/cashier/responsiblegaming', 'responsiblegaming'],
  ['/cashier/responsiblegaming/limits', 'rgLimits'],
  ['/cashier/responsiblegaming/timeout', 'rgTimeout'],
  ['/cashier/responsiblegaming/realitycheck', 'rgRealitycheck'],
  ['/cashier/responsiblegaming/exclusion', 'rgExclusion'],
  ['/cashier/responsiblegaming/exclusion/set', 'rgExclusionSet'],
  ['/deposit', 'deposit'],
  ['/withdraw', 'withdraw'],
  ['/withdraw/pending', 'withdrawPending'],
  ['/account', 'account'],
  ['/permpick', 'permpick'],
  ['/account/info', 'accountInfo'],
  ['/account/address', 'accountAddress'],
  ['/account/email', 'accountEmail'],
  ['/account/phone', 'accountPhone'],
  ['/account/password', 'accountPassword'],
  ['/account/settings', 'accountSettings'],
  ['/account/notifications', 'accountNotifications'],
  ['/account/verification', 'accountVerification'],
  ['/password', 'password'],
  ['/scan', 'scan'],
  ['/emailconfirmation', 'emailconfirmation'],
  ['/referrals', 'referrals'],
  ['/referrals/list', 'referralsList'],
  ['/referrals/send', 'referralsSend'],
];

const SCREEN_OVERRIDES: Record<string, ScreenKind> = {
  '/lobby': 'lobby',
  '/maintenance': 'maintenance',
  '/idle': 'idle',
};

const toEntry = ([path, name]: [string, string]): RouteEntry => ({
  path,
  titleKey: `routes.${name}`,
  screen: SCREEN_OVERRIDES[path] ?? 'placeholder',
});

export const OPEN_ROUTES: readonly RouteEntry[] = OPEN_PATHS.map(toEntry);
export const GUARDED_ROUTES: readonly RouteEntry[] = GUARDED_PATHS.map(toEntry);

export const HOME_ROUTE: RouteEntry = { path: '/', titleKey: 'routes.home', screen: 'home' };
export const LOGIN_ROUTE: RouteEntry = { path: '/login', titleKey: 'routes.login', screen: 'login' };
export const CUSTOM_PAGE_PATH = '/p/:pageLink';
export const SLIM_PATH = '/slim';

export const GUARDED_PATH_SET: ReadonlySet<string> = new Set(GUARDED_PATHS.map(([path]) => path));

/** Guarded paths anyone may still see (spec section 2, Guard rules, the public list). */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/html5',
  '/lobby',
  '/raffle',
  '/games',
  '/payout',
  '/playout',
  '/emailconfirmation',
  '/replay',
  '/contact',
  '/howtoplay',
  '/terms',
  '/privacy',
  '/scan',
  '/password',
  '/scratchcard',
  // Not in the spec's list: a bingo game's results and replay, where /replay?id= sends a shared
  // link's visitor (getBingoGame is open; a visitor sees no cards).
  '/bingo/gameover',
]);

/**
 * Pages that need no server once loaded: a lost connection neither covers them with the
 * reconnecting dialog nor sends the player to /idle (the verifier must work offline, issue 33).
 */
export const NO_SERVER_PATHS: ReadonlySet<string> = new Set(['/verify']);

/** Paths a player may stay on right after logging in; anything else goes to / (spec section 2). */
export const STAY_AFTER_LOGIN_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/lobby',
  '/raffle',
  '/slim',
  '/terms',
  '/draws',
  '/privacy',
  '/howtoplay',
  '/replay',
  '/scan',
  '/contact',
  '/emailconfirmation',
  '/scratchcard',
  '/crossword',
  '/bingo/lobby',
  // Not in the spec's list: a visitor whose checkout made an account logs in there to finish paying.
  '/checkout',
]);

/** The only paths that exist before configuration has loaded. */
export const PRE_CONFIGURATION_PATHS: ReadonlySet<string> = new Set(['/maintenance', '/idle']);
