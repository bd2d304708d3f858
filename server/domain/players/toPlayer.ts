import type { Player, PlayerDetails, PlayerVerification, SelfLimits } from '../../../protocol/types';
import type { PlayerRow } from './repository';

const NO_LIMITS: SelfLimits = {
  dailyEnabled: false,
  dailyDepositLimit: 0,
  weeklyEnabled: false,
  weeklyDepositLimit: 0,
  monthlyEnabled: false,
  monthlyDepositLimit: 0,
  weeklyBetEnabled: false,
  weeklyBetLimit: 0,
};

/** The wire Player (spec section 3) from a stored row; never carries the password hash. */
export function toPlayer(row: PlayerRow): Player {
  const d = row.details as Partial<PlayerDetails>;
  const v = row.verification as Partial<PlayerVerification>;
  const details: PlayerDetails = {
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    primaryEmail: row.email ?? '',
    primaryAddressStreet: d.primaryAddressStreet ?? '',
    primaryAddressCity: d.primaryAddressCity ?? '',
    primaryAddressState: d.primaryAddressState ?? '',
    primaryAddressCountry: d.primaryAddressCountry ?? d.country ?? '',
    primaryAddressPostalcode: d.primaryAddressPostalcode ?? '',
    phoneMobile: row.phone ?? '',
    birthdate: d.birthdate ?? '',
    gender: d.gender ?? '',
    country: d.country ?? '',
    homePhoneVerified: d.homePhoneVerified ?? false,
    mobilePhoneVerified: d.mobilePhoneVerified ?? false,
    phoneVerifiedDate: d.phoneVerifiedDate ?? null,
    referredByMemberId: d.referredByMemberId ?? null,
    languageId: d.languageId ?? '',
  };
  const verification: PlayerVerification = {
    emailVerified: v.emailVerified ?? false,
    emailVerifiedDate: v.emailVerifiedDate ?? null,
    addressVerified: v.addressVerified ?? false,
    addressVerifiedDate: v.addressVerifiedDate ?? null,
    idVerified: v.idVerified ?? false,
    idVerifiedDate: v.idVerifiedDate ?? null,
    verificationStatus: v.verificationStatus ?? null,
    phoneVerifiedDate: v.phoneVerifiedDate ?? null,
    playerSegment: row.segment,
  };
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username,
    screenName: row.screen_name,
    details,
    verification,
    statistics: { lastDepositDate: null, lastPasswordChangeDate: row.password_changed_at ?? null },
    changePassword: row.change_password,
    selfLimits: NO_LIMITS,
    demo: row.demo,
  };
}
