import { z } from 'zod';

// Physical and sponsored prize items (spec section 3, Prize item): configured per rank of a game
// type and awarded to each winning play of that rank at settlement; collected from an agent, or
// taken as cash when the item offers a cash option. Amounts are minor units of the game's payout
// currency.

export const prizeItemSchema = z.strictObject({
  name: z.string().min(1).max(200),
  /** Operator HTML (rendered sanitised by the client), as are sponsorText and detailsText. */
  description: z.string().default(''),
  sponsorText: z.string().default(''),
  detailsText: z.string().default(''),
  imageUrl: z.string().default(''),
  /** What the item is worth (shown to the player). */
  valueMinor: z.number().int().min(0),
  /** Cash the winner may take instead of the item; absent: item only. */
  cashOptionMinor: z.number().int().min(1).optional(),
  /** Agents (prizeAgents ids) where the item can be collected; empty: every agent of the site. */
  agentIds: z.array(z.number().int().positive()).default([]),
});

export const prizeAgentSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  address: z.string().default(''),
  phone: z.string().default(''),
  /** Sites whose players can collect here (empty: all). */
  memberIds: z.array(z.number().int().positive()).default([]),
});

export type PrizeItemConfig = z.output<typeof prizeItemSchema>;
export type PrizeAgentConfig = z.output<typeof prizeAgentSchema>;
