import { FaultCode, RpcFault } from '../../../protocol/faults';
import type { Player } from '../../../protocol/types';
import { ValidationKey, fullRegistrationErrors } from '../../../protocol/validation';
import type { SiteConfig } from '../../config/schema';
import { hasProvinces, isProvinceOf } from '../../../protocol/provinces';
import type { Queryable } from '../../storage/db';
import { maintenanceOf } from '../content/maintenanceSwitch';
import { isValidPostalCode } from '../geo/postalCodes';
import { announceDetails, announceSegment } from '../verification/events';
import { sendEmailConfirmation } from '../verification/emailConfirmation';
import type { ResolvedDeps } from './deps';
import { GUEST_CHECKOUT_DETAIL, heldByUnclaimedGuest } from './guestCheckout';
import { hashPassword } from './password';
import { playersRepo, type UniqueField } from './repository';
import { segmentAfterFullRegistration, segmentForRegistration } from './segments';
import { toPlayer } from './toPlayer';
import { throwIfErrors, validationFault } from './validationFault';

export interface QuickRegistration {
  memberId: number;
  username: string;
  email?: string;
  phone?: string;
  password: string;
  country: string;
  birthdate?: string;
  refStr?: string;
  languageId?: string;
}

export interface FullRegistration {
  firstName?: string;
  lastName?: string;
  birthdate?: string;
  gender?: string;
  occupation?: string;
  country: string;
  state?: string;
  city?: string;
  address?: string;
  postalCode?: string;
  governmentId1?: string;
  governmentId2?: string;
  email?: string;
  phone?: string;
}

/** Where the caller is, for 113 and segment A1. */
export interface Origin {
  ip: string;
  ipCountry: string;
  /** Made by the guest one-click checkout: unclaimed until its email is confirmed (guestCheckout.ts). */
  guestCheckout?: boolean;
}

export function siteOrFault(deps: ResolvedDeps, memberId: number): SiteConfig {
  const site = deps.site(memberId);
  if (!site) throw validationFault({ memberId: ValidationKey.invalid });
  return site;
}

/** Error 20 when the site closed registration, 28 while it is under maintenance (spec section 8). */
async function assertRegistrationOpen(q: Queryable, site: SiteConfig): Promise<void> {
  if (!site.registrationEnabled) throw new RpcFault(FaultCode.RegistrationClosed20, 'Registration is closed');
  if ((await maintenanceOf(q, site)).enabled)
    throw new RpcFault(FaultCode.RegistrationClosed28, 'Registration is not possible at this time');
}

/** Field -> 'already exists' key for each value another player on the site holds. */
async function uniquenessErrors(
  deps: ResolvedDeps,
  memberId: number,
  values: [field: string, kind: UniqueField, value: string | undefined][],
  exceptId = 0,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const [field, kind, value] of values) {
    if (value && (await playersRepo.taken(deps.db, memberId, kind, value, exceptId)))
      errors[field] =
        kind === 'email' && (await heldByUnclaimedGuest(deps.db, memberId, value))
          ? ValidationKey.existsUnclaimed
          : ValidationKey.exists;
  }
  return errors;
}

export function createRegistration(deps: ResolvedDeps) {
  const { db, clock, policy } = deps;

  return {
    /** Quick registration: a segment-B player (A or A1 outside the site's countries). */
    async register(input: QuickRegistration, origin: Origin): Promise<{ playerId: number }> {
      const site = siteOrFault(deps, input.memberId);
      await assertRegistrationOpen(db, site);
      const now = clock.now();
      const since = now - policy.registrationWindowMinutes * 60_000;
      if ((await playersRepo.registrationsFrom(db, origin.ip, since)) >= policy.registrationsPerIp)
        throw new RpcFault(FaultCode.TooManyRegistrations, 'Too many registrations from this address');
      const unique: [string, UniqueField, string | undefined][] = [
        ['username', 'username', input.username],
        ['email', 'email', input.email],
        ['phone', 'phone', input.phone],
      ];
      throwIfErrors(await uniquenessErrors(deps, input.memberId, unique));

      const row = await playersRepo.insert(db, {
        memberId: input.memberId,
        username: input.username,
        email: input.email ?? null,
        phone: input.phone ?? null,
        passwordHash: await hashPassword(input.password),
        screenName: input.username,
        details: {
          country: input.country,
          primaryAddressCountry: input.country,
          ...(input.birthdate ? { birthdate: input.birthdate } : {}),
          languageId: input.languageId ?? site.defaultLanguage,
          ...(input.refStr ? { refStr: input.refStr } : {}),
          ...(origin.guestCheckout ? { [GUEST_CHECKOUT_DETAIL]: true } : {}),
        },
        segment: segmentForRegistration(site, input.country, origin.ipCountry, false),
        registrationIp: origin.ip,
        now,
      });
      // Lost a race with another registration of the same name: the same answer as the check.
      if (!row) throw validationFault(await uniquenessErrors(deps, input.memberId, unique));
      if (row.email) await sendEmailConfirmation(deps, row);
      return { playerId: row.id };
    },

    /** Full registration (2 steps of data): details and address stored, segment B becomes C. */
    async registerFull(playerId: number, input: FullRegistration): Promise<{ player: Player }> {
      const current = await playersRepo.byId(db, playerId);
      if (!current) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
      const site = siteOrFault(deps, current.member_id);
      const provinces = hasProvinces(input.country);
      const errors = fullRegistrationErrors(input, site.customFields.full_reg.required_overrides, provinces);
      if (!errors.state && input.state && provinces && !isProvinceOf(input.country, input.state))
        errors.state = ValidationKey.state;
      if (!errors.postalCode && input.postalCode && !isValidPostalCode(input.country, input.postalCode))
        errors.postalCode = ValidationKey.invalid;
      const unique: [string, UniqueField, string | undefined][] = [
        ['email', 'email', input.email],
        ['phone', 'phone', input.phone],
        ['governmentId1', 'governmentId', input.governmentId1],
      ];
      throwIfErrors({ ...(await uniquenessErrors(deps, current.member_id, unique, playerId)), ...errors });

      const now = clock.now();
      const emailChanged =
        input.email !== undefined && input.email.toLowerCase() !== current.email?.toLowerCase();
      const row = await playersRepo.update(
        db,
        playerId,
        {
          email: input.email,
          phone: input.phone,
          governmentId: input.governmentId1,
          segment: segmentAfterFullRegistration(current.segment, site, input.country),
          details: definedOnly({
            firstName: input.firstName,
            lastName: input.lastName,
            birthdate: input.birthdate,
            gender: input.gender,
            occupation: input.occupation,
            country: input.country,
            primaryAddressCountry: input.country,
            primaryAddressState: input.state,
            primaryAddressCity: input.city,
            primaryAddressStreet: input.address,
            primaryAddressPostalcode: input.postalCode,
            governmentId2: input.governmentId2,
          }),
          ...(emailChanged ? { verification: { emailVerified: false, emailVerifiedDate: null } } : {}),
        },
        now,
      );
      if (!row) throw validationFault(await uniquenessErrors(deps, current.member_id, unique, playerId));
      const player = toPlayer(row);
      if (emailChanged || (site.EMAIL_ON_FULL_REGISTRATION && !player.verification.emailVerified))
        await sendEmailConfirmation(deps, row);
      if (row.segment !== current.segment) announceSegment(deps.push, player);
      announceDetails(deps.push, player);
      return { player };
    },

    /** Existence checks: 1 when another player on the site holds the value, 0 when it is free. */
    async isTaken(memberId: number, field: UniqueField, value: string): Promise<0 | 1> {
      return (await playersRepo.taken(db, memberId, field, value)) ? 1 : 0;
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;

function definedOnly(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
