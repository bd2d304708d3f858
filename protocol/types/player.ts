export type PlayerSegment = 'A' | 'A1' | 'B' | 'C' | string;

export interface SelfLimits {
  dailyEnabled: boolean;
  dailyDepositLimit: number;
  weeklyEnabled: boolean;
  weeklyDepositLimit: number;
  monthlyEnabled: boolean;
  monthlyDepositLimit: number;
  weeklyBetEnabled: boolean;
  weeklyBetLimit: number;
  /** The limits' currency (the site's default when they were set). */
  currency?: string;
  /** Loosenings and removals waiting for their effective time (spec section 5). */
  pending?: PendingLimitChange[];
  /** Limits customer service set; they override the player's own (spec section 6). */
  accountLimits?: { kind: LimitKindName; amount: number; currency: string }[];
  /** Days a loosening waits on this site (spec section 9: 30). */
  limitChangeWaitDays?: number;
  /** The reality check interval in minutes (0: off). */
  realityCheckMinutes?: number;
}

export type LimitKindName = 'daily' | 'weekly' | 'monthly' | 'weeklyBet';

export interface PendingLimitChange {
  kind: LimitKindName;
  enabled: boolean;
  /** In the limits' currency, major units. */
  amount: number;
  effectiveAt: number;
}

/** The reality check reminder (player topic): time played this session and its net result. */
export interface RealityCheckEvent {
  sessionStartedAt: number;
  playedMs: number;
  intervalMinutes: number;
  /** Net win (positive) or loss per currency played, in major units. */
  net: { currency: string; amount: number }[];
  at: number;
}

export interface PlayerDetails {
  firstName: string;
  lastName: string;
  primaryEmail: string;
  primaryAddressStreet: string;
  primaryAddressCity: string;
  primaryAddressState: string;
  primaryAddressCountry: string;
  primaryAddressPostalcode: string;
  phoneMobile: string;
  birthdate: string;
  gender: string;
  country: string;
  homePhoneVerified: boolean;
  mobilePhoneVerified: boolean;
  phoneVerifiedDate: number | null;
  referredByMemberId: number | null;
  languageId: string;
}

export interface PlayerVerification {
  emailVerified: boolean;
  emailVerifiedDate: number | null;
  addressVerified: boolean;
  addressVerifiedDate: number | null;
  idVerified: boolean;
  idVerifiedDate: number | null;
  verificationStatus: 'VERIFIED' | 'REJECTED' | null;
  phoneVerifiedDate: number | null;
  playerSegment: PlayerSegment;
}

/** Spec section 3, Player. */
export interface Player {
  id: number;
  memberId: number;
  username: string;
  screenName: string;
  details: PlayerDetails;
  verification: PlayerVerification;
  statistics: { lastDepositDate: number | null; lastPasswordChangeDate: number | null };
  changePassword: boolean;
  selfLimits: SelfLimits;
  demo: boolean;
}

export type AccountType = 'cash' | 'bonus' | 'points' | 'subscriptions';

/** Spec section 3, Account. accountBalance is in the currency's major unit on the wire. */
export interface Account {
  accountId: number;
  accountCurrency: string;
  accountBalance: number;
  timeStamp: number;
  type: AccountType;
}
