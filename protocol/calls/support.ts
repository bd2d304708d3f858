import { z } from 'zod';
import { defineCall } from './define';
import { memberId } from './schemas';
import { rules } from '../validation/rules';
import type { IdOrFailure } from './results';

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
