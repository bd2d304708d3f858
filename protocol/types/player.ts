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
