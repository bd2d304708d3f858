import { FaultCode, RpcFault } from '../../protocol/faults';
import type { Services } from '../services';
import { bingoGameView } from '../domain/bingo/view';
import { FALLBACK_LANGUAGE } from '../config/locales';
import { readerLanguages, translatedText } from '../domain/content/operatorTexts';
import { currencyBook } from '../domain/money';
import { handlerTable } from './handler';
import { siteOf } from './siteOf';

export const gamesHandlers = handlerTable({
  async getFilteredGames(ctx, params) {
    return { games: await ctx.services.games.filtered(params.filter, ctx.session) };
  },

  async getGameLobby(ctx, params) {
    requireGameType(ctx.services, params.gameId);
    const gameLobby = ctx.services.games.lobbyInfo(params.gameId)!;
    const memberId = params.memberId ?? ctx.session?.memberId;
    const site = memberId === undefined ? undefined : ctx.services.sites.get(memberId);
    if (!site || !params.languageId) return { gameId: params.gameId, gameLobby };
    // The player's language; else the configuration's own text (or the site's language's first).
    const languages = readerLanguages(params.languageId, site.defaultLanguage, FALLBACK_LANGUAGE);
    const key = { memberId: site.memberId, ref: params.gameId };
    const [description, gameTitle] = await Promise.all([
      translatedText(ctx.services.db, { ...key, kind: 'gameDescription' }, languages),
      translatedText(ctx.services.db, { ...key, kind: 'gameTitle' }, languages),
    ]);
    return {
      gameId: params.gameId,
      gameLobby: {
        ...gameLobby,
        ...(description !== null ? { description } : {}),
        ...(gameTitle !== null ? { gameTitle } : {}),
      },
    };
  },

  async getGameResults(ctx, params) {
    const result = await ctx.services.games.results(
      params.gameInstanceId,
      params.replay,
      ctx.session?.username,
    );
    if (!result)
      throw new RpcFault(FaultCode.Validation, 'Unknown game', { gameInstanceId: 'validation.invalid' });
    return result;
  },

  async getBingoGame(ctx, params) {
    const view = await bingoGameView(
      ctx.services.db,
      { currencies: currencyBook(ctx.services.config.currencies) },
      params.gameInstanceId,
      ctx.session?.playerId ?? null,
    );
    if (!view)
      throw new RpcFault(FaultCode.Validation, 'Unknown bingo game', {
        gameInstanceId: 'validation.invalid',
      });
    return view;
  },

  async getGamePlayers(ctx, params) {
    return ctx.services.games.players(params.gameInstanceId);
  },

  async getGamePayoutInfo(ctx, params) {
    const table = await ctx.services.games.payoutInfo(params.gameId, params.gameInstanceId);
    if (!table) throw new RpcFault(FaultCode.Validation, 'Unknown game', { gameId: 'validation.invalid' });
    return { gameId: params.gameId, gamePayoutInfo: table };
  },

  async getGameLastWinningDraws(ctx, params) {
    requireGameType(ctx.services, params.gameId);
    return ctx.services.games.lastWinningDraws(params.gameId);
  },

  async getGameTypes(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    return ctx.services.games.types(params.memberId, params.filter);
  },

  async getGameTypeInstances(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    requireGameType(ctx.services, params.gameId);
    return ctx.services.games.typeInstances(params, ctx.session);
  },

  async getAllGameTypeInstances(ctx, params) {
    siteOf(ctx.services, params.memberId, 'memberId');
    return {
      games: await ctx.services.games.allTypeInstances(params.memberId, params.currencyId, ctx.session),
    };
  },

  async getBonoboPayout(ctx, params) {
    const bonobo = await ctx.services.games.bonobo(params.gameId, params.gameInstanceId);
    if (!bonobo) throw new RpcFault(FaultCode.Validation, 'Unknown game', { gameId: 'validation.invalid' });
    return bonobo;
  },

  async saveFavoriteGame(ctx, params) {
    const session = ctx.requireSession();
    requireGameType(ctx.services, params.gameId);
    return { favoriteGames: await ctx.services.games.saveFavorite(session.playerId, params.gameId) };
  },

  async deleteFavoriteGame(ctx, params) {
    const session = ctx.requireSession();
    // Deleting a favourite of a game type that no longer exists is allowed, and clears it.
    return { favoriteGames: await ctx.services.games.deleteFavorite(session.playerId, params.gameId) };
  },
});

function requireGameType(services: Services, gameId: number): void {
  if (!services.games.gameType(gameId))
    throw new RpcFault(FaultCode.Validation, 'Unknown game', { gameId: 'validation.invalid' });
}
