import type { Services } from '../services';
import { cashierFaults } from './cashierFaults';
import { siteOf } from './siteOf';
import { handlerTable } from './handler';

// Cashier calls (spec section 7). Each needs a logged-in player, also those open on either
// endpoint (getDepositPopup also answers a visitor naming its site); the handler stays thin: session, domain, result. Refusals become faults in one place.

const cashier = (services: Services) => services.cashier;

export const cashierHandlers = handlerTable({
  async getPlayerAccounts(ctx) {
    const session = ctx.requireSession();
    return ctx.services.accounts.listForPlayer(session.playerId);
  },

  async getPlayerAccountBalance(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).accountBalance(session, p.currencyId, p.type));
  },

  async getDepositStep(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).deposit(session, p));
  },

  async validateCoupon(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() =>
      cashier(ctx.services).validateCoupon(session, p.couponCode, p.amount, p.currencyId),
    );
  },

  async getDepositPopup(ctx, p) {
    // A visitor in the one-click checkout names the site; a player's session decides it.
    const memberId = ctx.session
      ? ctx.session.memberId
      : p.memberId === undefined
        ? ctx.requireSession().memberId
        : siteOf(ctx.services, p.memberId, 'memberId').memberId;
    return cashierFaults(() => cashier(ctx.services).depositPopup(memberId, p.currencyId));
  },

  async directDebitRequest(ctx, p) {
    const session = ctx.requireSession();
    await cashierFaults(() => cashier(ctx.services).directDebit(session, p));
    return 1;
  },

  async depositRequestInfo(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() =>
      cashier(ctx.services).depositRequestInfo(session, p.amount, p.currencyId, p.requestKey),
    );
  },

  async checkDepositRequest(ctx, p) {
    const session = ctx.requireSession();
    return cashier(ctx.services).checkDepositRequest(session, p.requestId);
  },

  async getDepositOrder(ctx, p) {
    return cashier(ctx.services).depositOrder(ctx.requireSession(), p.orderId);
  },

  async getDepositRequests(ctx) {
    const session = ctx.requireSession();
    return cashier(ctx.services).depositRequests(session);
  },

  async cancelDepositRequest(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).cancelDepositRequest(session, p.requestId));
  },

  async getBanksList(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).banks(session.memberId, p.country));
  },

  async getWithdrawalStep(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).withdrawalStep(session, p.amount, p.currencyId));
  },

  async getWithdrawalStep2(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() =>
      cashier(ctx.services).withdrawalStep2(session, p.amount, p.currencyId, p.method),
    );
  },

  async payoutSubmit(ctx, p) {
    const session = ctx.requireSession();
    // A pinRequired site: money leaves the account only with the player's PIN (spec section 6).
    await ctx.services.players.pin.requirePin(session, p.pin);
    return cashierFaults(() => cashier(ctx.services).submitWithdrawal(session, p));
  },

  async payoutCancel(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).cancelWithdrawal(session, p.withdrawalId));
  },

  async payoutListRecurringDetails(ctx) {
    const session = ctx.requireSession();
    return cashier(ctx.services).recurringDetails(session);
  },

  async getPendingWithdrawals(ctx) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).pendingWithdrawals(session));
  },

  async searchTransactions(ctx, p) {
    const session = ctx.requireSession();
    return cashier(ctx.services).search({ playerId: session.playerId, ...p });
  },

  async getPlayerPrizeItems(ctx) {
    const session = ctx.requireSession();
    return cashier(ctx.services).prizes(session.playerId);
  },

  async getPlayerPrizeItemAgents(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).prizeAgents(session, p.prizeId));
  },

  async claimInGameBonusNew(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).claimPrize(session, p));
  },

  async currencyConversionV2(ctx, p) {
    const session = ctx.requireSession();
    return cashierFaults(() => cashier(ctx.services).conversion(session, p));
  },
});
