import { z } from 'zod';
import { defineCall } from './define';
import { memberId } from './schemas';
import { rules } from '../validation/rules';
import type { IdOrFailure, OneResult } from './results';

/** The contact form: the created ticket id, or -1 when it could not be created. */
export const createSupportCase = defineCall<IdOrFailure>()({
  name: 'createSupportCase',
  access: 'open',
  area: 'support',
  summary: 'Open a support case from the contact form',
  params: z.object({
    memberId,
    name: rules.name,
    email: rules.email,
    category: z.string().min(1).max(32),
    subject: z.string().min(1).max(144),
    message: z.string().min(1).max(4000),
  }),
});

/** Where an uncaught error came from: window error, unhandled rejection, or a React render. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * An uncaught error in the player's page, kept for the operators (spec section 8, uncaught
 * errors are reported). 1 when stored, 0 when over the limits; it carries no personal data: the
 * route has no query string, and the server masks emails, numbers and tokens in the text.
 */
export const reportClientError = defineCall<OneResult>()({
  name: 'reportClientError',
  access: 'open',
  area: 'support',
  summary: "Report an uncaught error of the player's page (no personal data), for the operators",
  params: z.object({
    memberId,
    kind: z.enum(CLIENT_ERROR_KINDS),
    message: z.string().min(1).max(500),
    stack: z.string().max(4000).optional(),
    route: z.string().min(1).max(200),
    release: z.string().max(40).optional(),
  }),
});
