import { z } from 'zod';
import { defineCall, noParams } from './define';
import { rules } from '../validation/rules';
import type { OneResult } from './results';

export const trackReferralCode = defineCall<OneResult>()({
  name: 'trackReferralCode',
  access: 'open',
  area: 'referrals',
  summary: 'Count a visit through a referral link (the refStr query parameter)',
  params: z.object({ code: z.string().min(1).max(64) }),
});

export interface ReferralEntry {
  screenName: string;
  invitedOn: number;
  registeredOn: number | null;
  firstDepositOn: number | null;
  reward: number;
  currencyId: string;
}

export const getReferralsReport = defineCall<{ referrals: ReferralEntry[]; referralCode: string }>()({
  name: 'getReferralsReport',
  access: 'auth',
  area: 'referrals',
  summary: 'Friends the player invited and what each brought',
  params: noParams,
});

export const sendPlayerInvite = defineCall<OneResult>()({
  name: 'sendPlayerInvite',
  access: 'auth',
  area: 'referrals',
  summary: 'Email a referral invitation to a friend: 1 when sent',
  params: z.object({
    email: rules.email,
    name: z.string().max(50).optional(),
    message: z.string().max(500).optional(),
  }),
});
