import { z } from 'zod';
import { defineCall } from './define';
import { languageId, memberId } from './schemas';
import type { Ad } from '../types';

/** Ads carry their screen size upper-cased, or ALL (spec section 9, Ads). */
const adScreenSize = z
  .string()
  .min(1)
  .max(16)
  .transform((s) => s.toUpperCase());

export const getMainAds = defineCall<Ad[]>()({
  name: 'getMainAds',
  access: 'open',
  area: 'content',
  summary: 'Ads for a device kind and screen size (TOP and FULL locations)',
  params: z.object({
    deviceKind: z.enum(['WEB', 'MOBILE']),
    screenSize: adScreenSize.default('ALL'),
    memberId,
    /** The player's language: ads made for other languages are left out. */
    languageId: languageId.optional(),
  }),
});

export const getCampaignAds = defineCall<Ad[]>()({
  name: 'getCampaignAds',
  access: 'open',
  area: 'content',
  summary: 'Ads of the running marketing campaigns of a site',
  params: z.object({
    memberId,
    deviceKind: z.enum(['WEB', 'MOBILE']).default('WEB'),
    languageId: languageId.optional(),
  }),
});

export const getDropdownItems = defineCall<{ value: string; label: string }[]>()({
  name: 'getDropdownItems',
  access: 'open',
  area: 'content',
  summary: 'Options of a configurable form dropdown (titles, occupations, document kinds, ...)',
  params: z.object({
    list: z.string().min(1).max(32),
    memberId: memberId.optional(),
    languageId: languageId.optional(),
  }),
});
