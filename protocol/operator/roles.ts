/**
 * The back office's roles (issue 30). Each operator has one role and is scoped to some sites or to
 * all; the server checks both on every call (server/operator/permissions.ts).
 */
export const OPERATOR_ROLES = [
  'owner',
  'operations',
  'finance',
  'compliance',
  'support',
  'readonly',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an operator may touch: every site (`all`) or the listed sites' member ids. */
export type SiteScope = 'all' | readonly number[];

export interface OperatorIdentity {
  username: string;
  role: OperatorRole;
  /** `all`, or the member ids of the sites this operator runs. */
  sites: SiteScope;
}

/** The game kinds an operator sets rich sound and animation for (spec: "per game kind"). */
export const RICH_MEDIA_KINDS = [
  'lottery',
  'raffle',
  'bingo',
  'crossword',
  'scratchcard',
  'spinner',
] as const;
export type RichMediaKind = (typeof RICH_MEDIA_KINDS)[number];

/** `player`: the player chooses, the site's default applies until they do; `on`/`off`: forced. */
export const RICH_MEDIA_MODES = ['player', 'on', 'off'] as const;
export type RichMediaMode = (typeof RICH_MEDIA_MODES)[number];

export interface RichMediaRule {
  sound: RichMediaMode;
  animation: RichMediaMode;
}

/** Forced or free, per kind; kinds left out are `player` for both. */
export type RichMediaRules = Partial<Record<RichMediaKind, RichMediaRule>>;

/** A player's standing as the back office sets it: suspended and banned players cannot sign in. */
export const PLAYER_STATUSES = ['active', 'suspended', 'banned'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/**
 * Which player data a role sees in searchPlayers and getPlayer (the server nulls the rest):
 * `names` first and last name, `contact` email and phone, `money` balances and transactions.
 */
export interface PlayerDataAccess {
  names: boolean;
  contact: boolean;
  money: boolean;
}

export const PLAYER_DATA_ACCESS: Readonly<Record<OperatorRole, PlayerDataAccess>> = {
  owner: { names: true, contact: true, money: true },
  operations: { names: false, contact: false, money: false },
  finance: { names: true, contact: false, money: true },
  compliance: { names: true, contact: true, money: true },
  support: { names: true, contact: true, money: false },
  readonly: { names: false, contact: false, money: false },
};
