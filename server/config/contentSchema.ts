import { z } from 'zod';

// Site settings of the commercial side (issue 15): ads, the referral programme and the support
// inbox. Kept apart from schema.ts so the site schema only names them.

/** One ad (spec sections 3, 4 and 9). The wire's adSourceUrl and adTargetUrlPc are derived. */
export const adSchema = z.strictObject({
  id: z.number().int().positive(),
  /** Device kind it is made for (WEB, MOBILE) or ALL. */
  screenType: z.enum(['WEB', 'MOBILE', 'ALL']).default('ALL'),
  location: z.enum(['TOP', 'FULL']),
  /** Screen size it fits, upper-cased, or ALL. */
  size: z
    .string()
    .min(1)
    .max(16)
    .transform((s) => s.toUpperCase())
    .default('ALL'),
  /** Relative chance among the candidates; 0 makes it a fallback, shown only when no other fits. */
  weight: z.number().int().min(0).max(1_000_000),
  /** Seconds before the next ad replaces it (0: no rotation). */
  delaySeconds: z.number().int().min(0).max(86_400).default(0),
  /** The creative: an image URL, or a small inline SVG as a data: URI (the demo's creatives). */
  image: z.string().min(1).max(4096),
  /** Where a click leads: WEB and MOBILE are routes of this app, EXTERNAL opens a new tab. */
  client: z.enum(['WEB', 'MOBILE', 'EXTERNAL']).default('WEB'),
  url: z.string().min(1).max(512),
  /** A campaign ad (getCampaignAds) runs between these instants (ISO dates) only. */
  campaign: z.strictObject({ from: z.iso.datetime(), to: z.iso.datetime() }).optional(),
  /** Shown only to players reading one of these languages; empty: to every player. */
  languages: z.array(z.string().regex(/^[a-z]{2}_[A-Z]{2}$/)).default([]),
  /** A disabled ad is kept (and its counters) but never shown. */
  enabled: z.boolean().default(true),
});
export type AdConfig = z.output<typeof adSchema>;

export const referralsSchema = z
  .strictObject({
    enabled: z.boolean().default(true),
    /**
     * Credited to the referrer's cash once, after the referred player's first deposit, when the
     * referred player has wagered rewardAfterWageredMinor (in the reward currency) and the pair is
     * not flagged as one person (server/domain/referrals/suspicion.ts).
     */
    rewardMinor: z.number().int().min(0).default(0),
    rewardCurrency: z.string().optional(),
    rewardAfterWageredMinor: z.number().int().min(0).default(1000),
    /** Registrations of the pair from one client address this many days apart flag it. */
    sameClientWindowDays: z.number().int().min(0).max(3650).default(30),
    /** Invitations one player may send per day. */
    invitesPerDay: z.number().int().min(1).max(1000).default(20),
  })
  .default({
    enabled: true,
    rewardMinor: 0,
    rewardAfterWageredMinor: 1000,
    sameClientWindowDays: 30,
    invitesPerDay: 20,
  });

/** The contact form's categories; its limits are the site's `limits.supportCase*` (limitsSchema.ts). */
export const supportSchema = z
  .strictObject({
    categories: z.array(z.string().min(1).max(32)).default(['general', 'account', 'payments', 'games']),
  })
  .default({ categories: ['general', 'account', 'payments', 'games'] });
