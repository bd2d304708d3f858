import { FaultCode, RpcFault } from '../../protocol/faults';
import { anySite, clientKey, siteCheck, type LimitCheck } from '../domain/limits';
import { savePendingForm } from '../domain/players/pendingForms';
import type { UniqueField } from '../domain/players/repository';
import { handlerTable, type CallContext } from './handler';
import { assertPlainText, requireFreeSession } from './playerGuards';
import { siteOf } from './siteOf';

/** Reset calls per client address: token guessing and mail requests alike (docs/security.md). */
async function limitResets(ctx: CallContext, check: LimitCheck): Promise<void> {
  if (await ctx.services.limits.take([check]))
    throw new RpcFault(FaultCode.RateLimited, 'Too many password reset attempts, try again later');
}

async function existence(ctx: CallContext, memberId: number, field: UniqueField, value: string) {
  siteOf(ctx.services, memberId, 'memberId');
  assertPlainText({ value });
  return ctx.services.players.isTaken(memberId, field, value);
}

/** Registration, existence checks, password and profile flows (spec sections 4, 5 and 7). */
export const playersHandlers = handlerTable({
  async playerRegistration(ctx, params) {
    assertPlainText(params);
    const { confirmPassword: _confirm, termsAccepted: _terms, ...input } = params;
    return ctx.services.players.register(input, {
      ip: ctx.ip,
      ipCountry: ctx.services.geo.countryOfIp(ctx.ip),
    });
  },

  async playerRegistrationFull(ctx, params) {
    const session = await requireFreeSession(ctx);
    assertPlainText(params);
    return ctx.services.players.registerFull(session.playerId, params);
  },

  checkUsername: (ctx, { memberId, value }) => existence(ctx, memberId, 'username', value),
  checkEmail: (ctx, { memberId, value }) => existence(ctx, memberId, 'email', value),
  checkPhone: (ctx, { memberId, value }) => existence(ctx, memberId, 'phone', value),
  checkGovernmentID: (ctx, { memberId, value }) => existence(ctx, memberId, 'governmentId', value),

  async checkPassword(ctx, { password }) {
    assertPlainText({ password });
    return ctx.services.players.checkPassword(ctx.requireSession().playerId, password);
  },

  async checkPostalCode(ctx, { postalCode, country }) {
    assertPlainText({ postalCode });
    return ctx.services.geo.isValidPostalCode(country, postalCode) ? 1 : 0;
  },

  async getAddressByPostalCode(ctx, { postalCode, country, encoded }) {
    let code = postalCode;
    if (encoded) {
      try {
        code = decodeURIComponent(postalCode);
      } catch {
        throw new RpcFault(FaultCode.Validation, 'Invalid params', { postalCode: 'validation.invalid' });
      }
    }
    assertPlainText({ postalCode: code });
    return ctx.services.geo.addresses(country, code);
  },

  async changePassword(ctx, { oldPassword, newPassword }) {
    return ctx.services.players.changePassword(ctx.requireSession().playerId, oldPassword, newPassword);
  },

  async getPlayerPinStatus(ctx) {
    return ctx.services.players.pin.status(ctx.requireSession());
  },

  async setPlayerPin(ctx, { password, pin }) {
    return ctx.services.players.pin.setPin(ctx.requireSession().playerId, password, pin);
  },

  async changePassword2(ctx, { newPassword }) {
    return ctx.services.players.changePasswordNow(ctx.requireSession().playerId, newPassword);
  },

  async requestResetPassword(ctx, { memberId, usernameOrEmail }) {
    const site = siteOf(ctx.services, memberId, 'memberId');
    assertPlainText({ usernameOrEmail });
    await limitResets(ctx, siteCheck(site, 'passwordResetPerClient', clientKey(ctx.ip)));
    return ctx.services.players.requestPasswordReset(memberId, usernameOrEmail);
  },

  async resetPassword(ctx, { token, newPassword }) {
    const sites = ctx.services.config.sites;
    await limitResets(ctx, anySite(sites, 'passwordResetPerClient', clientKey(ctx.ip)));
    return ctx.services.players.resetPassword(token, newPassword);
  },

  async checkToken(ctx, { token }) {
    return ctx.services.players.checkToken(token);
  },

  async updatePlayerEmail(ctx, { email, password }) {
    const session = await requireFreeSession(ctx);
    return ctx.services.players.updateEmail(session.playerId, email, password);
  },

  async updatePlayerPhones(ctx, { phoneMobile, phoneHome, password }) {
    const session = await requireFreeSession(ctx);
    return ctx.services.players.updatePhones(session.playerId, phoneMobile, phoneHome, password);
  },

  async updatePlayerAddress(ctx, params) {
    const session = await requireFreeSession(ctx);
    assertPlainText(params, ['password']);
    return ctx.services.players.updateAddress(session.playerId, params);
  },

  async updatePlayerLocale(ctx, { languageId }) {
    const session = await requireFreeSession(ctx);
    if (!/^[a-z]{2}_[A-Z]{2}$/.test(languageId))
      throw new RpcFault(FaultCode.Validation, 'Invalid params', { languageId: 'validation.invalid' });
    return ctx.services.players.updateLocale(session.playerId, languageId);
  },

  async updateContactPreference(ctx, preference) {
    const session = await requireFreeSession(ctx);
    return ctx.services.players.updateContactPreference(session.playerId, preference);
  },

  /** The form's id and the key only its creator holds (needed to save it again). */
  async postPendingForm(ctx, { id: _id, ...form }) {
    const site = siteOf(ctx.services, form.memberId, 'memberId');
    assertPlainText(form);
    return savePendingForm(ctx.services, site, form, ctx.ip);
  },
});
