import { FaultCode, RpcFault } from '../../../protocol/faults';
import { ValidationKey } from '../../../protocol/validation';
import { limitsSchema } from '../../config/limitsSchema';
import { siteCheck } from '../limits';
import { passwordResetMail } from '../messaging/templates';
import { announceSessionsEnded } from '../sessions/sessionTopic';
import { sendEmailConfirmation } from '../verification/emailConfirmation';
import { announceDetails, announceVerification } from '../verification/events';
import { playerTokens } from '../verification/tokens';
import type { ResolvedDeps } from './deps';
import { verifyPassword } from './password';
import { playersRepo, type PlayerPatch, type PlayerRow } from './repository';
import { toPlayer } from './toPlayer';
import { validationFault } from './validationFault';

export interface AddressInput {
  address: string;
  city: string;
  province: string;
  postCode: string;
  country: string;
}

export interface ContactPreference {
  contactByEmail: boolean;
  contactEmailNews: boolean;
  contactEmailDeposits: boolean;
  contactEmailWithdrawals: boolean;
  contactEmailWins: boolean;
}

async function rowOf(deps: ResolvedDeps, playerId: number): Promise<PlayerRow> {
  const row = await playersRepo.byId(deps.db, playerId);
  if (!row) throw new RpcFault(FaultCode.NotLoggedIn, 'Not logged in');
  return row;
}

async function confirmPassword(deps: ResolvedDeps, playerId: number, password: string): Promise<PlayerRow> {
  const row = await rowOf(deps, playerId);
  if (!(await verifyPassword(row.password_hash, password)))
    throw new RpcFault(FaultCode.IncorrectCredentials, 'Incorrect password');
  return row;
}

/** Applies a patch, answering 'already exists' on the field when a unique value collides. */
async function save(
  deps: ResolvedDeps,
  row: PlayerRow,
  patch: PlayerPatch,
  uniqueField?: string,
): Promise<PlayerRow> {
  const updated = await playersRepo.update(deps.db, row.id, patch, deps.clock.now());
  if (!updated) throw validationFault({ [uniqueField ?? '_']: ValidationKey.exists });
  announceDetails(deps.push, toPlayer(updated));
  return updated;
}

async function setPassword(deps: ResolvedDeps, row: PlayerRow, newPassword: string): Promise<void> {
  await save(deps, row, {
    passwordHash: await deps.hashPassword(newPassword),
    changePassword: false,
    passwordChangedAt: deps.clock.now(),
  });
}

/** Sets the password with a reset token: every session ends and a lock from failed logins lifts. */
async function resetPassword(deps: ResolvedDeps, token: string, newPassword: string): Promise<0 | 1> {
  const { db, clock, sessions } = deps;
  const now = clock.now();
  // The token first: a bogus one costs a look-up, never an argon2 hash (issue 36).
  if (!(await playerTokens.peek(db, token, 'passwordReset', now))) return 0;
  const passwordHash = await deps.hashPassword(newPassword);
  const ended = await db.tx(async (q) => {
    const used = await playerTokens.consume(q, token, 'passwordReset', now);
    if (!used) return null;
    // The link reached the address on file: that confirms it (how a checkout address is claimed).
    const row = await playersRepo.byIdForUpdate(q, used.playerId);
    const confirms = row?.email != null && row.email.toLowerCase() === used.target.toLowerCase();
    await playersRepo.update(
      q,
      used.playerId,
      {
        passwordHash,
        changePassword: false,
        passwordChangedAt: now,
        ...(confirms ? { verification: { emailVerified: true, emailVerifiedDate: now } } : {}),
      },
      now,
    );
    await playersRepo.clearFailedLogins(q, used.playerId);
    return sessions.endAll(q, used.playerId, 'passwordReset');
  });
  if (!ended) return 0;
  announceSessionsEnded(deps.push, ended);
  return 1;
}

/** Whether a reset mail went out, or why not. */
export type ResetMailOutcome = 'sent' | 'noEmail' | 'banned' | 'limited';

const DEFAULT_LIMITS = limitsSchema.parse(undefined);

// Each request mails the player; a few per 10 minutes per player keeps the calls from flooding
// an inbox. Past the limit the answer is unchanged and no mail goes out. Counted in the database,
// so several server processes share the count.
async function mailAllowed(deps: ResolvedDeps, memberId: number, key: string): Promise<boolean> {
  const site = deps.site(memberId);
  const rule = (site?.limits ?? DEFAULT_LIMITS).playerMailPerAccount;
  const check = site
    ? siteCheck(site, 'playerMailPerAccount', key)
    : { limit: 'playerMailPerAccount' as const, key: `${memberId}:${key}`, rule };
  return (await deps.limits.take([check])) === null;
}

/** The reset link to the address on file, within the per-account mail limit. */
async function mailReset(deps: ResolvedDeps, row: PlayerRow): Promise<ResetMailOutcome> {
  const site = deps.site(row.member_id);
  if (!row.email || !site) return 'noEmail';
  if (row.banned) return 'banned';
  if (!(await mailAllowed(deps, row.member_id, `reset:${row.id}`))) return 'limited';
  const token = await playerTokens.issue(deps.db, {
    playerId: row.id,
    purpose: 'passwordReset',
    target: row.email,
    now: deps.clock.now(),
    ttlMs: deps.policy.passwordResetMinutes * 60_000,
  });
  await deps.mailer.send(passwordResetMail(site, row.email, token));
  return 'sent';
}

/**
 * Profile and password flows (spec section 4, Change flows). Results keep the spec's conventions:
 * 1 when done; a wrong confirming password is fault 103; an unknown, used or expired token is 0.
 */
export function createProfile(deps: ResolvedDeps) {
  const { db, clock } = deps;
  return {
    async checkPassword(playerId: number, password: string): Promise<0 | 1> {
      const row = await rowOf(deps, playerId);
      return (await verifyPassword(row.password_hash, password)) ? 1 : 0;
    },

    async changePassword(playerId: number, oldPassword: string, newPassword: string): Promise<1> {
      await setPassword(deps, await confirmPassword(deps, playerId, oldPassword), newPassword);
      return 1;
    },

    /** The forced change (/password?changeNow=true): only while the changePassword flag is set. */
    async changePasswordNow(playerId: number, newPassword: string): Promise<1> {
      const row = await rowOf(deps, playerId);
      if (!row.change_password) throw new RpcFault(FaultCode.NotAuthorised, 'No password change is due');
      await setPassword(deps, row, newPassword);
      return 1;
    },

    /**
     * Mails a reset link to the player named by username or email. Answers 1 whether or not such
     * a player exists, so the call cannot be used to find accounts.
     */
    async requestPasswordReset(memberId: number, usernameOrEmail: string): Promise<1> {
      const row = await playersRepo.findByLogin(db, memberId, usernameOrEmail);
      if (row) await mailReset(deps, row);
      return 1;
    },

    /**
     * The same mail for a player named by id (the back office's sendPasswordReset), telling why
     * none went out: no address on file, a banned account, or the per-account mail limit.
     */
    async sendPasswordReset(playerId: number): Promise<ResetMailOutcome | null> {
      const row = await playersRepo.byId(db, playerId);
      return row ? mailReset(deps, row) : null;
    },

    /** Sets the password with a reset token: every session ends and a lock from failed logins lifts. */
    resetPassword: (token: string, newPassword: string) => resetPassword(deps, token, newPassword),

    /** 1 while an emailed token (reset or confirmation) is unused and unexpired. */
    async checkToken(token: string): Promise<0 | 1> {
      const now = clock.now();
      const live =
        (await playerTokens.peek(db, token, 'passwordReset', now)) ??
        (await playerTokens.peek(db, token, 'emailConfirmation', now));
      return live ? 1 : 0;
    },

    /** A new address must be confirmed again: unverified until the mailed link is opened. */
    async updateEmail(playerId: number, email: string, password: string): Promise<1> {
      const row = await confirmPassword(deps, playerId, password);
      if (await playersRepo.taken(db, row.member_id, 'email', email, row.id))
        throw validationFault({ email: ValidationKey.exists });
      const updated = await save(
        deps,
        row,
        { email, verification: { emailVerified: false, emailVerifiedDate: null } },
        'email',
      );
      announceVerification(deps.push, toPlayer(updated), 'emailVerification', {
        verified: false,
        verifiedDate: null,
      });
      await sendEmailConfirmation(deps, updated);
      return 1;
    },

    /** A changed mobile number is unverified until its SMS code is submitted. */
    async updatePhones(
      playerId: number,
      phoneMobile: string,
      phoneHome: string | undefined,
      password: string,
    ) {
      const row = await confirmPassword(deps, playerId, password);
      if (await playersRepo.taken(db, row.member_id, 'phone', phoneMobile, row.id))
        throw validationFault({ phoneMobile: ValidationKey.exists });
      const changed = phoneMobile !== row.phone;
      await save(
        deps,
        row,
        {
          phone: phoneMobile,
          details: {
            ...(phoneHome !== undefined ? { phoneHome } : {}),
            ...(changed ? { mobilePhoneVerified: false, phoneVerifiedDate: null } : {}),
          },
          ...(changed ? { verification: { phoneVerifiedDate: null } } : {}),
        },
        'phoneMobile',
      );
      return 1 as const;
    },

    /** A changed address is unverified until support verifies it again. */
    async updateAddress(playerId: number, input: AddressInput & { password: string }): Promise<1> {
      const row = await confirmPassword(deps, playerId, input.password);
      const updated = await save(deps, row, {
        details: {
          primaryAddressStreet: input.address,
          primaryAddressCity: input.city,
          primaryAddressState: input.province,
          primaryAddressPostalcode: input.postCode,
          primaryAddressCountry: input.country,
        },
        verification: { addressVerified: false, addressVerifiedDate: null },
      });
      announceVerification(deps.push, toPlayer(updated), 'addressVerification', {
        verified: false,
        verifiedDate: null,
      });
      return 1;
    },

    async updateLocale(playerId: number, languageId: string): Promise<1> {
      await save(deps, await rowOf(deps, playerId), { details: { languageId } });
      return 1;
    },

    async updateContactPreference(playerId: number, preference: ContactPreference): Promise<1> {
      await save(deps, await rowOf(deps, playerId), { contactPreference: { ...preference } });
      return 1;
    },

    /** (Re)sends the confirmation link; 0 when there is no address or it is already confirmed. */
    async requestEmailConfirmation(playerId: number): Promise<0 | 1> {
      const row = await rowOf(deps, playerId);
      if (!row.email || (row.verification as { emailVerified?: boolean }).emailVerified) return 0;
      if (!(await mailAllowed(deps, row.member_id, `confirm:${row.id}`))) return 0;
      return (await sendEmailConfirmation(deps, row)) ? 1 : 0;
    },
  };
}

export type Profile = ReturnType<typeof createProfile>;
