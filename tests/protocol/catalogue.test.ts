import { describe, expect, it } from 'vitest';
import { calls, catalogue } from '../../protocol/calls';
import * as games from '../../protocol/calls/games';
import * as session from '../../protocol/calls/session';

// Spec section 7, copied name by name. "Either endpoint" calls are open, the rest auth.
const EITHER_ENDPOINT = `ping init getWhitelabelCredentials getFilteredGames getGameTypes getGameTypeInstances
  getAllGameTypeInstances getGamesCostPerMonth getGamesCostPerMonthAndSchedule trackReferralCode getGameLobby
  getBonoboPayout getPlayerAccounts getPlayerPrizeItems getPlayerPrizeItemAgents submitEmailConfirmation
  checkTicketStatus checkUsername checkEmail checkPhone checkGovernmentID checkEmailWithActiveJoins
  checkUsernameWithActiveSubscription checkEmailWithActiveSubscription getPlayerGameSubscriptionPlays checkPassword
  requestResetPassword resetPassword requestEmailConfirmation playerRegistration checkDepositRequest getGameResults
  getGamePlayers getGamePayoutInfo getDepositPopup directDebitRequest depositRequestInfo checkToken getOfflineEvents
  createSupportCase getGameLastWinningDraws claimInGameBonusNew hasPlayerGameSubscriptions getSubscriptionDates
  getSubscriptionPromotion sendEmailSubscriptionDetails getMainAds getCampaignAds validateCoupon getDropdownItems
  confirmCrosswordEnd getPlayerAccountBalance getLastVerificationRequest postVerificationRequestReply
  postVerificationRequestSubmit postPendingForm checkMaximumWagers isEligibleLocation login loginWhitelabel logout
  loadPlayer registerAndLoginBeforeDeposit registerAndTrackPendingJoin`.split(/\s+/);
// The spec lists the two register-then calls as authenticated, yet their caller is a visitor using
// the one-click purchase (sections 1 and 6) who has no session until they answer: they are open.

const AUTHENTICATED_ONLY =
  `requestIdVerification playerRegistrationFull getStateProvincesForCountry purchaseTicket
  trackPendingJoin joinGame joinGamePerm joinGameCancel
  arePlaysAvailableForGame getCountryCodeByIp getCountry saveFavoriteGame deleteFavoriteGame checkPostalCode
  getAddressByPostalCode searchGameHistory getGameHistoryDetail isSubscriptionActive getPlayerGameSubscriptions
  getPayGoGameSubscriptionDetails searchPayGoSubscriptionTransactions removePlayerGameSubscription getCountries
  updatePlayerEmail updatePlayerPhones updatePlayerAddress updatePlayerLocale changePassword changePassword2
  updateContactPreference updateSelfLimits updateSelfExclusion updateTimeout getReferralsReport sendPlayerInvite
  getDepositRequests cancelDepositRequest getPendingWithdrawals searchTransactions getBanksList getDepositStep
  currencyConversionV2 getWithdrawalStep getWithdrawalStep2 payoutSubmit payoutCancel payoutListRecurringDetails
  requestPhoneValidation submitPhoneValidation`.split(/\s+/);

/** Calls PROTOCOL.md adds to the spec's list. */
// Calls the spec leaves open and the project adds (PROTOCOL.md: choose, and keep the style).
const PROTOCOL_EXTRAS = [
  'poll',
  'updateRealityCheck',
  // Instant games (docs/instant-games.md): pools, purchases, reveal state, verification.
  'getInstantGames',
  'buyInstantTickets',
  'getUnfinishedInstantTickets',
  'updateInstantReveal',
  'revealAllInstant',
  'getInstantTicketHistory',
  'getInstantPool',
  // Bingo's live view.
  'getBingoGame',
  // Uncaught client errors, stored for the operators (spec section 8).
  'reportClientError',
  // The PIN a pinRequired site asks for at a withdrawal (spec section 6): its status and setting it.
  'getPlayerPinStatus',
  'setPlayerPin',
  // The deposit a payment provider returns the player to the site with (?pid=<orderId>).
  'getDepositOrder',
];

const AREAS = [
  'session',
  'players',
  'verification',
  'geo',
  'cashier',
  'games',
  'subscriptions',
  'history',
  'content',
  'responsibleGaming',
  'referrals',
  'support',
];

describe('call catalogue', () => {
  it('the expected lists have no duplicates (a typo guard for this test)', () => {
    const all = [...EITHER_ENDPOINT, ...AUTHENTICATED_ONLY];
    expect(new Set(all).size).toBe(all.length);
    expect(EITHER_ENDPOINT).toHaveLength(64);
    expect(AUTHENTICATED_ONLY).toHaveLength(49);
  });

  it.each(EITHER_ENDPOINT)('%s is an open call', (name) => {
    expect(catalogue.get(name)?.access).toBe('open');
  });

  it.each(AUTHENTICATED_ONLY)('%s is an auth call', (name) => {
    expect(catalogue.get(name)?.access).toBe('auth');
  });

  it('holds exactly the spec calls plus poll', () => {
    expect([...catalogue.keys()].sort()).toEqual(
      [...EITHER_ENDPOINT, ...AUTHENTICATED_ONLY, ...PROTOCOL_EXTRAS].sort(),
    );
  });

  it('names are unique across area modules: every exported spec is the one in the catalogue', () => {
    const specs = Object.values(calls).filter((v) => typeof v === 'object' && v !== null && 'access' in v);
    expect(specs).toHaveLength(catalogue.size);
    for (const spec of specs) expect(catalogue.get((spec as { name: string }).name)).toBe(spec);
  });

  it('every call sits in a known area, has a summary and an object params schema', () => {
    for (const spec of catalogue.values()) {
      expect(AREAS).toContain(spec.area);
      expect(spec.summary.length).toBeGreaterThan(10);
      expect(spec.params.safeParse('not an object').success).toBe(false);
    }
  });

  it('keeps shared sub-schemas out of the catalogue but still exported where others import them', () => {
    expect(catalogue.has('gameFilter')).toBe(false);
    expect(catalogue.has('clientInformation')).toBe(false);
    expect(games.gameFilter.safeParse({ free: -1 }).success).toBe(true);
    expect(session.clientInformation.safeParse({ ip: '1.2.3.4' }).success).toBe(true);
  });

  it('auth calls are the spec classes: joining, purchasing, limits, withdrawals, subscriptions, history', () => {
    for (const name of [
      'joinGame',
      'purchaseTicket',
      'updateSelfLimits',
      'payoutSubmit',
      'removePlayerGameSubscription',
      'searchGameHistory',
    ])
      expect(catalogue.get(name)?.access).toBe('auth');
  });
});
