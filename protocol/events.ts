import type { BingoCallPush } from './bingo';
import type { PoolOnSale } from './instant/wire';
import type { GameInstance } from './types/game';
import type { BalanceUpdate, CouponEvent, OrderEvent } from './types/cashier';
import type { RichMediaRules } from './operator/roles';
import type { Player, PlayerSegment, RealityCheckEvent } from './types/player';
import type { Configuration, Currency, MaintenanceNotice } from './types/site';

/** Topics of PROTOCOL.md. */
export const Topic = {
  lobby: 'lobby',
  lobbyOf: (memberId: number) => `lobby.${memberId}`,
  cashierOf: (playerId: number) => `cashier.${playerId}`,
  playerOf: (playerId: number) => `player.${playerId}`,
  /** A bingo game's calls (event bingoCall), open to everyone watching the room. */
  bingoOf: (gameInstanceId: number) => `bingo.${gameInstanceId}`,
} as const;

/** The three topic families; `lobby` may be the global one or a site's `lobby.{memberId}`. */
export type TopicKind = 'lobby' | 'cashier' | 'player' | 'bingo';

/** The family of a concrete topic name, or null when it is none of ours. */
export function topicKindOf(topic: string): TopicKind | null {
  if (topic === 'lobby' || /^lobby\.\d+$/.test(topic)) return 'lobby';
  if (/^cashier\.\d+$/.test(topic)) return 'cashier';
  if (/^player\.\d+$/.test(topic)) return 'player';
  if (/^bingo\.\d+$/.test(topic)) return 'bingo';
  return null;
}

/**
 * Pushed event names (spec section 7, Pushed events handled). The lobby batch carries every game
 * changed in the last 3 s: `{ games: GameInstance[], removed: number[] }`.
 */
export const PushEvent = {
  gamesBatch: 'gamesBatch',
  // Lobby: messages and game lifecycle (spec section 4 gives the status each one sets).
  globalMessage: 'globalMessage',
  globalUpdate: 'globalUpdate',
  gameUpdate: 'gameUpdate',
  playsAndPlayersUpdate: 'playsAndPlayersUpdate',
  gameCreate: 'gameCreate',
  gameDelete: 'gameDelete',
  registrationStart: 'registrationStart',
  registrationEnd: 'registrationEnd',
  gameReady: 'gameReady',
  gameStart: 'gameStart',
  gameEnd: 'gameEnd',
  gameFailRetry: 'gameFailRetry',
  gameRescheduled: 'gameRescheduled',
  gameRefunded: 'gameRefunded',
  progressive: 'progressive',
  maintenance: 'maintenance',
  /** An operator forced rich sound or animation of a game kind on or off (or gave it back to players). */
  richMedia: 'richMedia',
  /** An operator edited the site (name, address, theme, brand, languages, currencies): open pages follow. */
  siteUpdate: 'siteUpdate',
  /** The site's next maintenance window changed (scheduled, cancelled, begun): null when none is planned. */
  maintenanceNotice: 'maintenanceNotice',
  // Player: what concerns one player but is not money.
  privateMessage: 'privateMessage',
  updatePlayerDetails: 'updatePlayerDetails',
  playerJoin: 'playerJoin',
  gameFull: 'gameFull',
  segment: 'segment',
  realityCheck: 'realityCheck',
  // Cashier: money, verification and session-ending events.
  balanceUpdate: 'balanceUpdate',
  order: 'order',
  couponApplied: 'couponApplied',
  reloadVerificationRequest: 'reloadVerificationRequest',
  emailVerification: 'emailVerification',
  addressVerification: 'addressVerification',
  phoneVerification: 'phoneVerification',
  idVerification: 'idVerification',
  banned: 'banned',
  loginFromAnotherPlace: 'loginFromAnotherPlace',
  // Bingo: one push per number called (protocol/bingo.ts BingoCallPush).
  bingoCall: 'bingoCall',
  /** An instant game's pool on sale sold tickets: its tickets and prizes left (lobby.{memberId}). */
  instantProgress: 'instantProgress',
} as const;

export type KnownPushEvent = (typeof PushEvent)[keyof typeof PushEvent];
export type PushEventName = KnownPushEvent | string;

/** Which topic family each event travels on (PROTOCOL.md, Topics). */
export const eventTopic: Readonly<Record<KnownPushEvent, TopicKind>> = {
  gamesBatch: 'lobby',
  globalMessage: 'lobby',
  globalUpdate: 'lobby',
  gameUpdate: 'lobby',
  playsAndPlayersUpdate: 'lobby',
  gameCreate: 'lobby',
  gameDelete: 'lobby',
  registrationStart: 'lobby',
  registrationEnd: 'lobby',
  gameReady: 'lobby',
  gameStart: 'lobby',
  gameEnd: 'lobby',
  gameFailRetry: 'lobby',
  gameRescheduled: 'lobby',
  gameRefunded: 'lobby',
  progressive: 'lobby',
  maintenance: 'lobby',
  richMedia: 'lobby',
  siteUpdate: 'lobby',
  maintenanceNotice: 'lobby',
  privateMessage: 'player',
  updatePlayerDetails: 'player',
  playerJoin: 'player',
  gameFull: 'player',
  segment: 'player',
  realityCheck: 'player',
  balanceUpdate: 'cashier',
  order: 'cashier',
  couponApplied: 'cashier',
  reloadVerificationRequest: 'cashier',
  emailVerification: 'cashier',
  addressVerification: 'cashier',
  phoneVerification: 'cashier',
  idVerification: 'cashier',
  banned: 'cashier',
  loginFromAnotherPlace: 'cashier',
  bingoCall: 'bingo',
  instantProgress: 'lobby',
};

/** What of a site's configuration an operator edits (updateSite), as the siteUpdate push carries it. */
export type SiteLook = Pick<
  Configuration,
  | 'siteName'
  | 'siteMetaTitle'
  | 'siteUrl'
  | 'theme'
  | 'brand'
  | 'defaultLanguage'
  | 'languagesServed'
  | 'currenciesServed'
  | 'richSoundDefaults'
>;

/** A game-status change carries the instance id, the new snapshot's clock and what changed. */
export interface GameStatusEvent {
  gameInstanceId: number;
  gameId: number;
  timeStamp: number;
  game?: GameInstance;
}

export interface MessageEvent {
  title: string;
  /** HTML, as the platform message banner renders it. */
  body: string;
  timeStamp: number;
}

export interface VerificationEvent {
  verified: boolean;
  verifiedDate: number | null;
}

/** Data of each event; the router narrows `PushMessage.data` with it. */
export interface PushEventData {
  gamesBatch: { games: GameInstance[]; removed: number[] };
  globalMessage: MessageEvent;
  globalUpdate: { configurationChanged?: boolean; newVersion?: string; timeStamp: number };
  gameUpdate: GameStatusEvent & { game: GameInstance };
  playsAndPlayersUpdate: {
    gameInstanceId: number;
    gamePlayCurrent: number;
    gamePlayerCurrent: number;
    prizePool?: number;
    timeStamp: number;
  };
  gameCreate: GameStatusEvent & { game: GameInstance };
  gameDelete: GameStatusEvent;
  registrationStart: GameStatusEvent;
  registrationEnd: GameStatusEvent;
  gameReady: GameStatusEvent;
  gameStart: GameStatusEvent;
  gameEnd: GameStatusEvent;
  gameFailRetry: GameStatusEvent;
  gameRescheduled: GameStatusEvent & { tournamentStartTime: number; registrationEndTime: number };
  gameRefunded: GameStatusEvent;
  progressive: { gameId: number; progressiveAmount: number; currencyId: string; timeStamp: number };
  maintenance: { MAINTENANCE_ENABLED: 'true' | 'false'; MAINTENANCE_MESSAGE: string };
  richMedia: { richMedia: RichMediaRules };
  siteUpdate: { site: SiteLook; currencies: Currency[] };
  maintenanceNotice: { notice: MaintenanceNotice | null };
  privateMessage: MessageEvent;
  updatePlayerDetails: { player: Player };
  playerJoin: { gameInstanceId: number; playerPlaysInGame: number; joinCode: string; lastJoinTimeMs: number };
  gameFull: { gameInstanceId: number; game: GameInstance };
  segment: { playerSegment: PlayerSegment };
  realityCheck: RealityCheckEvent;
  balanceUpdate: BalanceUpdate;
  order: OrderEvent;
  couponApplied: CouponEvent;
  reloadVerificationRequest: { requestId: number };
  emailVerification: VerificationEvent;
  addressVerification: VerificationEvent;
  phoneVerification: VerificationEvent;
  idVerification: VerificationEvent & { verificationStatus: 'VERIFIED' | 'REJECTED' };
  banned: { reason?: string };
  loginFromAnotherPlace: { at: number };
  bingoCall: BingoCallPush;
  instantProgress: PoolOnSale;
}

export interface PushMessage<T = unknown> {
  topic: string;
  event: PushEventName;
  data: T;
  seq: number;
}

/** A push whose data type follows from its event name. */
export type TypedPush<E extends KnownPushEvent> = PushMessage<PushEventData[E]> & { event: E };
