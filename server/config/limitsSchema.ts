import { z } from 'zod';

// A site's abuse limits (server/domain/limits, docs/security.md): how many attempts one key may
// make within a window. Every limit is counted in the database, so all server processes share it.

const rule = (max: number, windowMinutes: number) =>
  z
    .strictObject({
      max: z.number().int().min(1).max(1_000_000),
      windowMinutes: z
        .number()
        .int()
        .min(1)
        .max(31 * 24 * 60),
    })
    .default({ max, windowMinutes });

const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const limitRules = {
  /** createSupportCase: per normalised email address, per client address, per site. */
  supportCasePerAddress: rule(3, HOUR),
  supportCasePerClient: rule(10, HOUR),
  supportCasePerSite: rule(500, HOUR),
  /** postPendingForm: new forms per client address, per normalised email address, per site. */
  pendingFormPerClient: rule(20, HOUR),
  pendingFormPerEmail: rule(5, HOUR),
  pendingFormPerSite: rule(2000, HOUR),
  /** requestPhoneValidation (an SMS each): per E.164 number, per client address, per site. */
  smsPerNumber: rule(3, HOUR),
  smsPerClient: rule(10, HOUR),
  smsPerSite: rule(1000, HOUR),
  /** sendPlayerInvite: one sender to one address, and one address from all senders. */
  invitePerSenderAndAddress: rule(1, WEEK),
  invitePerAddress: rule(3, DAY),
  /** resetPassword and requestResetPassword: per client address. */
  passwordResetPerClient: rule(20, HOUR),
  /** Password-reset and email-confirmation mails to one player (their own address). */
  playerMailPerAccount: rule(3, 10),
  /** reportClientError: per client address, and per site. */
  clientErrorPerClient: rule(20, HOUR),
  clientErrorPerSite: rule(2000, HOUR),
  /** login and loginWhitelabel: per client address, and per account (site and login name). */
  loginPerClient: rule(30, 1),
  loginPerAccount: rule(10, 1),
  /** PIN checks of one player (pinRequired sites): a 4-digit PIN must not be guessable. */
  pinPerAccount: rule(5, 15),
  /** sendEmailSubscriptionDetails: one subscriber to one address, and one address from all. */
  subscriptionMailPerSenderAndAddress: rule(3, DAY),
  subscriptionMailPerAddress: rule(5, DAY),
};

export type LimitName = keyof typeof limitRules;

export const limitsSchema = z.strictObject(limitRules).default(z.strictObject(limitRules).parse({}));

export type LimitRule = { max: number; windowMinutes: number };
export type SiteLimits = z.output<typeof limitsSchema>;
