import { z } from 'zod';

/**
 * Sub-schemas shared by several calls. They are not calls, so they live apart from the area files
 * and never reach the catalogue.
 */

/** Ids are PostgreSQL integer columns: larger values could only fail in the database. */
export const DB_INT_MAX = 2 ** 31 - 1;
/** Largest money amount in major units: its minor units (x100, x1000) stay exact integers. */
export const MAX_AMOUNT = 1e12;
export const id = z.number().int().positive().max(DB_INT_MAX);
/** A count, index or page number stored or compared as a database integer. */
export const dbInt = z.number().int().min(0).max(DB_INT_MAX);
export const memberId = id;
export const gameId = id;
export const gameInstanceId = id;
export const playerId = id;
/** Language ids look like `en_US`; 16 leaves room for script subtags. */
export const languageId = z.string().min(2).max(16);
/** ISO currency code, or the few house codes of the spec (FPP, 9JA). */
export const currencyId = z.string().min(1).max(8);
/** Two-letter country code; 'XX' means "not selected" and is rejected by the form rules. */
export const countryCode = z.string().length(2);
/** Latest instant accepted, in ms (the year 9999): an int8 column and a valid Date. */
export const MAX_TIMESTAMP = 253_402_300_799_999;
export const timestamp = z.number().int().min(0).max(MAX_TIMESTAMP);
/** Money travels in the currency's major unit (PROTOCOL.md, Encoding). */
export const amount = z.number().finite().min(0).max(MAX_AMOUNT);
export const positiveAmount = z.number().finite().positive().max(MAX_AMOUNT);
// An IPv4 or IPv6 address as text: hex digits, dots and colons only (no invisible characters).
export const ip = z
  .string()
  .max(64)
  .regex(/^[0-9A-Fa-f:.]+$/, { error: 'validation.invalid' });
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);
// Tokens the server issues are base64url; anything else cannot be one.
export const token = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' });
export const emailAddress = z.string().max(144);
export const phoneNumber = z.string().max(32);
export const password = z.string().min(1).max(144);
export const freeText = (max: number) => z.string().max(max);

/**
 * A play as it travels: the picked numbers joined by ',' and, for games with a second ball set,
 * '#' and the second set ("3,11,19" or "4,9,17#6").
 */
export const play = z.string().regex(/^\d{1,3}(,\d{1,3})*(#\d{1,3}(,\d{1,3})*)?$/, 'validation.play');

/** Paging of the spec's search request (page, maxResults). */
export const paging = { page: dbInt, maxResults: z.number().int().min(1).max(100) };

/** Spec section 3, Client information. */
export const clientInformation = z
  .object({
    language: z.string().max(32),
    manufacturer: z.string().max(64),
    os: z.string().max(64),
    pixelAspectRatio: z.number(),
    playerType: z.string().max(32),
    screenColor: z.number(),
    screenDPI: z.number(),
    screenResolutionX: z.number(),
    screenResolutionY: z.number(),
    serverString: z.string().max(256),
    clientVersion: z.string().max(32),
    timeZone: z.string().max(64),
    latitude: z.number(),
    longitude: z.number(),
    ip: z.string().max(64),
  })
  .partial();

/** Init request filter: which operator site and language. */
export const siteFilter = z.object({
  memberId,
  languageId: z.string().max(16).optional(),
});

/** -1 (any) or a value compared with an integer column. */
const anyOr = z.number().int().min(-1).max(DB_INT_MAX);

/** Spec section 3, Game filter: each flag is -1 for any, 0 for no, 1 for yes. */
export const gameFilter = z
  .object({
    free: anyOr,
    tournament: anyOr,
    progressive: anyOr,
    empty: anyOr,
    instaplay: anyOr,
    playCountMin: anyOr,
    playCountMax: anyOr,
    playSizeMin: anyOr,
    playSizeMax: anyOr,
    playCostMin: z.number().min(-1),
    playCostMax: z.number().min(-1),
    drawRangeMin: anyOr,
    drawRangeMax: anyOr,
    gameId: anyOr,
    memberId,
    currencyId: z.string().max(8),
    languageId: z.string().max(16),
    tournamentType: anyOr,
    firstResult: dbInt,
    maxResults: z.number().int().min(1).max(1000),
  })
  .partial();

/** Spec section 3, Address (the password confirms the change). */
export const address = z.object({
  address: z.string().min(1).max(64),
  city: z.string().min(1).max(64),
  province: z.string().max(64),
  postCode: z.string().max(20),
  country: countryCode,
});
