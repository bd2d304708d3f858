import type { SessionPayload } from '../../protocol/calls/session';
import { FaultCode, RpcFault } from '../../protocol/faults';
import { handlerTable, type CallContext } from './handler';
import { assertPlainText } from './playerGuards';
import { maintenanceFlags, maintenanceOf } from '../domain/content/maintenanceSwitch';
import { maintenanceNoticeOf } from '../domain/content/maintenanceWindows';
import { gameTitlesOf, readerLanguages } from '../domain/content/operatorTexts';
import { FALLBACK_LANGUAGE } from '../config/locales';
import { richMediaOf } from '../domain/content/richMedia';
import { siteOf } from './siteOf';

export const sessionHandlers = handlerTable({
  async ping(ctx) {
    return { serverTimeMillis: ctx.services.clock.now() };
  },

  async init(ctx, params) {
    const { services } = ctx;
    const memberId = params.filter.memberId;
    const site = siteOf(services, memberId, 'filter.memberId');
    // A session from another site does not log the player into this one.
    const session = ctx.session?.memberId === memberId ? ctx.session : null;
    const reader = readerLanguages(
      params.filter.languageId ?? site.defaultLanguage,
      site.defaultLanguage,
      FALLBACK_LANGUAGE,
    );
    const [player, playerAccounts, filteredGames, maintenance, richMedia, maintenanceNotice, gameTitles] =
      await Promise.all([
        session ? services.players.byId(session.playerId) : null,
        session ? services.accounts.listForPlayer(session.playerId) : [],
        services.games.filtered({ memberId }, session),
        maintenanceOf(services.db, site),
        richMediaOf(services.db, memberId),
        maintenanceNoticeOf(services.db, memberId),
        gameTitlesOf(services.db, memberId, reader),
      ]);
    return {
      // Client information is not stored yet, so nothing was updated.
      sync: { clientInformationUpdated: false, serverTimeMillis: services.clock.now() },
      // The operator's maintenance switch holds for pages loaded after it was pushed.
      // So do the operators' rich-media rules and the notice of the next maintenance window.
      configuration: {
        ...services.sites.configuration(memberId)!,
        ...maintenanceFlags(maintenance),
        richMedia,
        maintenanceNotice,
        // Game titles operators translated for this reader; the client's lobby shows them.
        gameTitles,
      },
      currencies: services.sites.currencies(memberId),
      player,
      playerAccounts,
      afterLoginEvents: session ? await services.content.offlineEvents.pending(session.playerId) : [],
      filteredGames,
    };
  },

  /** By username, email or phone; the login errors of spec section 8 are faults 103 to 107. */
  async login(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    // No password can hold control or invisible characters (rules.password): refused before the
    // check, so such attempts never count towards the lockout.
    assertPlainText({ username: params.username, password: params.password });
    const { player, token, session } = await ctx.services.players.login(
      params.memberId,
      params.username,
      params.password,
      { ip: ctx.ip, current: ctx.session },
    );
    ctx.startSession(session, token);
    return { player, token };
  },

  /** The operator's page hands over a live token of the player; a fresh session replaces it. */
  async loginWhitelabel(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    assertPlainText({ username: params.username });
    const { player, token, session } = await ctx.services.players.loginWithToken(
      params.memberId,
      params.username,
      params.token,
      { ip: ctx.ip, current: ctx.session },
    );
    ctx.startSession(session, token);
    return { player, token };
  },

  async logout(ctx) {
    if (ctx.session) await ctx.services.sessions.revoke(ctx.session.sessionId);
    ctx.endSession();
    return {};
  },

  async loadPlayer(ctx) {
    return loadSession(ctx);
  },
});

/** The spec's Session for the logged-in player (101 without a session). */
async function loadSession(ctx: CallContext): Promise<SessionPayload> {
  const session = ctx.requireSession();
  const { services } = ctx;
  const [player, playerAccounts, favoriteGames, pendingWithdrawals, selfLimits] = await Promise.all([
    services.players.byId(session.playerId),
    services.accounts.listForPlayer(session.playerId),
    services.games.favorites(session.playerId),
    services.cashier.pendingWithdrawals(session),
    services.responsibleGaming.selfLimits(session.playerId),
  ]);
  if (!player) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
  return {
    player: { ...player, selfLimits },
    playerAccounts,
    favoriteGames,
    afterLoginEvents: await services.content.offlineEvents.pending(session.playerId),
    pendingWithdrawals,
    mainGameInstanceId: null, // the client picks the slim view's main game (spec section 4, Load)
    lastLoadedOn: services.clock.now(),
  };
}
