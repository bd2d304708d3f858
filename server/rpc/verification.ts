import { handlerTable } from './handler';
import { assertPlainText, requireFreeSession } from './playerGuards';

/** Email, phone and identity verification (spec section 4, Verification). */
export const verificationHandlers = handlerTable({
  /**
   * The logged-in player's link again; a visitor naming an address and site gets 1 whether or not
   * it is registered, so the call cannot be used to find accounts.
   */
  // Either endpoint (spec section 7), but always about the session's player: a visitor gets 101,
  // never a mail sent to an address it names.
  async requestEmailConfirmation(ctx) {
    return ctx.services.players.requestEmailConfirmation(ctx.requireSession().playerId);
  },

  async submitEmailConfirmation(ctx, { token }) {
    return (await ctx.services.verification.confirmEmail(token)) ? 1 : 0;
  },

  async requestIdVerification(ctx, params) {
    const session = await requireFreeSession(ctx);
    assertPlainText(params, ['documentImage']);
    await ctx.services.verification.requestIdVerification(session.playerId, params);
    return 1;
  },

  async getLastVerificationRequest(ctx) {
    return ctx.services.verification.lastRequest(ctx.requireSession().playerId);
  },

  async postVerificationRequestReply(ctx, { requestId, reply }) {
    const session = ctx.requireSession();
    assertPlainText({ reply });
    return (await ctx.services.verification.reply(session.playerId, requestId, reply)) ? 1 : 0;
  },

  async postVerificationRequestSubmit(ctx, { requestId, attachment }) {
    const session = ctx.requireSession();
    return (await ctx.services.verification.submit(session.playerId, requestId, attachment)) ? 1 : 0;
  },

  async requestPhoneValidation(ctx, { phone }) {
    const session = ctx.requireSession();
    assertPlainText({ phone });
    return ctx.services.verification.requestPhoneValidation(session.playerId, phone, ctx.ip);
  },

  async submitPhoneValidation(ctx, { phone, code }) {
    const session = ctx.requireSession();
    assertPlainText({ phone });
    return ctx.services.verification.submitPhoneValidation(session.playerId, phone, code);
  },
});
