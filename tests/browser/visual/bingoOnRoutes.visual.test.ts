import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BingoPattern } from '../../../protocol/constants';
import { card75 } from '../../../server/domain/bingo/cards';
import { playCall } from '../../../server/domain/bingo/flow';
import { BingoRound } from '../../../server/domain/bingo/round';
import { commitment, drawBalls, drawFromSeed, seededSource } from '../../../server/domain/draw';
import { compareWithBaseline } from '../../visual/support/compareBaseline';
import { demoConfigWith } from '../support/demoConfig';
import { startPlatform, type Platform } from '../support/platform';
import { submitLogin } from '../support/session';
import { steadyStageShot } from '../support/steadyStageShot';

/**
 * Visual baselines of the bingo room where players meet it, in the built client against a real
 * server: each demo site's player goes from the lobby's menu to the bingo rooms, buys cards and
 * enters the room, at phone and desktop width, and the room is shot at the start (cards bought, no
 * call yet), midway (MID calls made, daubs on the cards) and at the end of the game (won or lost).
 *
 * Chance decides two things here, and the test fixes both on its side, in the database, as a
 * replay test fixes a draw's seed: the cards (dealt from OS randomness when bought) are replaced by
 * cards planned from the call order before anyone enters the room, and the committed seed the call
 * order is drawn from is replaced with a known one once registration has closed, before the game
 * starts. The server's clock and the pages' clocks stand still and move only with advance(); the
 * pages run the stage in deterministic mode (?deterministic=1), stepped by steadyStageShot.
 *
 * The demo offers bingo on sites 1 (Bingo 75 Blast) and 2 (Bingo 75 Euro) only; the test's copy of
 * the demo also offers Bingo 75 Blast on site 3 and seeds a player there. Site 3's player shares
 * site 1's room and loses it; sites 1 and 2 win theirs.
 */
const BASE = Date.UTC(2030, 0, 1, 12, 0, 0);
const SEED = 'b1'.repeat(32);
const CALL_MS = 3_000;
/** Calls made before the midway shot (the plan sees that nobody has won by then). */
const MID = 8;
/** Cards each page buys: the room's own count, as a player buying with one click gets. */
const CARDS_PER_PAGE = 4;
const BLAST = 501;
const EURO = 503;
const PATTERNS: Record<number, BingoPattern[]> = {
  [BLAST]: ['line', 'corners', 'fullBox'],
  [EURO]: ['x', 'fullBox'],
};
const SITES = [
  { site: 1, theme: 'blue-theme', gameId: BLAST, room: 'Bingo 75 Blast', currency: 'USD' },
  { site: 2, theme: 'cartoon-theme', gameId: EURO, room: 'Bingo 75 Euro', currency: 'EUR' },
  { site: 3, theme: 'sweet-blue-theme', gameId: BLAST, room: 'Bingo 75 Blast', currency: 'USD' },
] as const;
type Site = (typeof SITES)[number];
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

/**
 * One page a site and width, each its own player (a second login ends the first one's session):
 * every brand shows a won game and a lost one, the outcome on desktop and phone alternating.
 */
const PAGES: { site: Site; viewport: keyof typeof VIEWPORTS; user: string; outcome: 'won' | 'lost' }[] = [
  { site: SITES[0], viewport: 'desktop', user: 'demo', outcome: 'won' },
  { site: SITES[0], viewport: 'phone', user: 'bingoblue', outcome: 'lost' },
  { site: SITES[1], viewport: 'desktop', user: 'lucky', outcome: 'won' },
  { site: SITES[1], viewport: 'phone', user: 'bingocartoon', outcome: 'lost' },
  { site: SITES[2], viewport: 'desktop', user: 'bingosweet', outcome: 'lost' },
  { site: SITES[2], viewport: 'phone', user: 'bingosweet2', outcome: 'won' },
];
type PageSpec = (typeof PAGES)[number];
const PASSWORDS: Record<string, string> = { demo: 'demo1234', lucky: 'lucky1234' };
const passwordOf = (user: string) => PASSWORDS[user] ?? 'bingo1234';

/** expect.poll for set-up (it works only inside a test). */
async function until(done: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`set-up: ${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 15 numbers of 75-ball column c (B I N G O). */
const column = (c: number) => Array.from({ length: 15 }, (_, i) => 15 * c + 1 + i);

/** Cells row by row from five columns of five numbers (the centre made free). */
function cardOf(columns: number[][]): number[] {
  const cells: number[] = [];
  for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) cells.push(r === 2 && c === 2 ? 0 : columns[c][r]);
  return cells;
}

/** `items` in an order drawn from `source` (Fisher-Yates through the draw's own shuffle). */
function shuffled<T>(source: ReturnType<typeof seededSource>, items: T[]): T[] {
  return drawBalls(source, items.length, items.length).map((i) => items[i - 1]);
}

interface Plan {
  /** Each player's cards, in the order their plays were sold. */
  cards: Map<string, number[][]>;
  /** The call that finishes the game. */
  end: number;
}

/**
 * Cards for each player of one game, planned from its call order so the story holds: nobody wins
 * by call MID and every player has daubs by then; a winner's cards win the first pattern (a
 * winner's first card holds the earliest numbers of each column, so it also ends the game soon); a
 * loser's cards, mostly numbers called late, win nothing. Candidates come from a seeded stream
 * and are checked by playing the calls through the server's own round; the first that holds is
 * taken, so the plan is the same on every run.
 */
function planCards(
  calls: number[],
  patterns: BingoPattern[],
  players: { user: string; outcome: string }[],
): Plan {
  const at = new Map(calls.map((n, i) => [n, i]));
  const byCall = (a: number, b: number) => at.get(a)! - at.get(b)!;
  for (let attempt = 0; attempt < 5_000; attempt++) {
    const cards = new Map<string, number[][]>();
    for (const p of players) {
      const mine: number[][] = [];
      for (let i = 0; i < CARDS_PER_PAGE; i++) {
        const source = seededSource(SEED, `plan:${attempt}:${p.user}:${i}`);
        if (p.outcome === 'won' && i === 0) {
          mine.push(
            cardOf([0, 1, 2, 3, 4].map((c) => shuffled(source, [...column(c)].sort(byCall).slice(0, 5)))),
          );
        } else if (p.outcome === 'won') {
          mine.push(card75(source));
        } else {
          // One of the first MID numbers, the rest from the eight called last in each column.
          const early = calls[(i * 3 + attempt) % MID];
          mine.push(
            cardOf(
              [0, 1, 2, 3, 4].map((c) => {
                const late = shuffled(
                  source,
                  column(c)
                    .filter((n) => n !== early)
                    .sort(byCall)
                    .slice(-8),
                );
                const picked =
                  Math.floor((early - 1) / 15) === c ? [early, ...late.slice(0, 4)] : late.slice(0, 5);
                return shuffled(source, picked);
              }),
            ),
          );
        }
      }
      cards.set(p.user, mine);
    }
    const end = playedOut(calls, patterns, players, cards);
    if (end !== null) return { cards, end };
  }
  throw new Error('no card plan found for this call order');
}

/** Plays the calls through the round; the finishing call if the plan's story holds, else null. */
function playedOut(
  calls: number[],
  patterns: BingoPattern[],
  players: { user: string; outcome: string }[],
  cards: Map<string, number[][]>,
): number | null {
  const owners: string[] = [];
  const roundCards = players.flatMap((p, playerId) =>
    cards.get(p.user)!.map((cells) => {
      owners.push(p.user);
      return { playId: owners.length, playerId, cells };
    }),
  );
  for (const p of players) {
    const daubs = cards
      .get(p.user)!
      .flat()
      .filter((n) => calls.slice(0, MID).includes(n)).length;
    if (daubs < 2) return null;
  }
  const round = new BingoRound(roundCards, patterns, 75);
  let patternIndex = 0;
  for (let k = 1; k <= calls.length; k++) {
    const played = playCall(round, calls[k - 1], patternIndex);
    for (const win of played.wins) {
      if (k <= MID) return null;
      const winners = new Set(win.cards.map((i) => owners[i]));
      for (const p of players) {
        if (p.outcome === 'lost' && winners.has(p.user)) return null;
        if (p.outcome === 'won' && win.patternIndex === 0 && !winners.has(p.user)) return null;
      }
    }
    patternIndex = played.patternIndex;
    if (patternIndex >= patterns.length) return k <= 60 ? k : null;
  }
  return null;
}

describe('the bingo room on the real routes', () => {
  let platform: Platform;
  let offset = 0;
  const now = () => BASE + offset;
  const pages = new Map<PageSpec, Page>();
  const name = (spec: PageSpec) => `${spec.site.theme}-${spec.viewport}`;
  /** Per game: its instance, when it starts, and the call that finishes it. */
  const games = new Map<number, { id: number; startsAt: number; end: number }>();

  /** Moves the server's clock and every page's with it (the pages' clocks stand still between). */
  async function advance(ms: number) {
    offset += ms;
    await Promise.all([...pages.values()].map((page) => page.clock.setFixedTime(now())));
  }

  /** The site's open room in the bingo lobby. */
  const roomOf = (page: Page, site: Site) =>
    page.locator('[data-testid="bingo-room"][data-status="OPEN"]').filter({ hasText: site.room }).first();

  /** Logged in on the site, from the menu to the bingo rooms, and the room's cards bought. */
  async function buyCards(spec: PageSpec): Promise<Page> {
    const page = await platform.browser.newPage({ viewport: VIEWPORTS[spec.viewport], deviceScaleFactor: 1 });
    page.setDefaultTimeout(20_000);
    await page.clock.setFixedTime(now());
    pages.set(spec, page);
    await page.goto(`${platform.url}/?login=true&site=${spec.site.site}`);
    await submitLogin(page, spec.user, passwordOf(spec.user));
    await until(async () => (await page.getByTestId('player-menu').count()) === 1, `${spec.user}'s login`);
    await page.getByTestId('drawer-open').click();
    await page.getByTestId('drawer').locator('a[href="/bingo/lobby"]').click();
    const room = roomOf(page, spec.site);
    expect(await room.getByTestId('bingo-card-count').textContent()).toBe(String(CARDS_PER_PAGE));
    await room.getByTestId('bingo-buy').click();
    await room.getByTestId('bingo-room-mine').waitFor();
    games.set(spec.site.gameId, {
      id: Number(await room.getAttribute('data-game-id')),
      startsAt: Number(await room.getAttribute('data-starts-at')),
      end: 0,
    });
    return page;
  }

  /** Into the room from its card; reloaded in deterministic mode, so the test steps the stage. */
  async function enterRoom(spec: PageSpec) {
    const page = pages.get(spec)!;
    await roomOf(page, spec.site).getByTestId('bingo-enter').click();
    await until(async () => new URL(page.url()).pathname === '/bingo/playout', 'entering the room');
    await page.goto(`${page.url()}&site=${spec.site.site}&deterministic=1`);
    await until(async () => (await page.getByTestId('bingo-card').count()) === CARDS_PER_PAGE, 'the cards');
    await page.locator('[data-testid="stage-view"][data-scene="bingo"] canvas').waitFor();
    await page.evaluate(() => document.fonts.ready);
  }

  const db = () => platform.server.services.db;
  const status = async (id: number) =>
    (await db().query<{ status: string }>('SELECT status FROM game_instances WHERE id = $1', [id]))[0]
      ?.status;

  beforeAll(async () => {
    const configPath = demoConfigWith((c) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      c.gameTypes.find((g: any) => g.gameId === BLAST).memberIds.push(3);
      for (const spec of PAGES)
        if (!PASSWORDS[spec.user])
          c.seed.players.push({
            memberId: spec.site.site,
            username: spec.user,
            password: passwordOf(spec.user),
            email: `${spec.user}@drawhall.test`,
            screenName: spec.user,
            firstName: 'Pat',
            lastName: 'Bingo',
            country: 'GB',
            verified: true,
            balances: [{ currency: spec.site.currency, type: 'cash', amountMinor: 10000 }],
          });
    });
    platform = await startPlatform({ clock: { now }, configPath });
    for (const spec of PAGES) await buyCards(spec);
    // The cards replaced with the plan's, before anyone sees them.
    for (const [gameId, game] of games) {
      const calls = drawFromSeed(SEED, { drawRange: 75, count: 75 }, String(game.id)).draws;
      const players = PAGES.filter((spec) => spec.site.gameId === gameId);
      const plan = planCards(calls, PATTERNS[gameId], players);
      game.end = plan.end;
      for (const p of players) {
        const ids = await db().query<{ id: number }>(
          `SELECT p.id FROM plays p JOIN players u ON u.id = p.player_id
           WHERE p.instance_id = $1 AND u.username = $2 ORDER BY p.id`,
          [game.id, p.user],
        );
        expect(ids).toHaveLength(CARDS_PER_PAGE);
        for (const [i, { id }] of ids.entries())
          await db().query('UPDATE plays SET play = $2 WHERE id = $1', [
            id,
            plan.cards.get(p.user)![i].join(','),
          ]);
      }
    }
    for (const spec of PAGES) await enterRoom(spec);
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** Every page's stage shot and compared; all six compared before any failure is reported. */
  async function shootAll(state: string) {
    const results = [];
    for (const [spec, page] of pages) {
      await page.evaluate(() => window.scrollTo(0, 0));
      const stage = page.locator('[data-testid="stage-view"][data-scene="bingo"]');
      results.push(
        compareWithBaseline(`route-bingo-${state}-${name(spec)}`, await steadyStageShot(page, stage)),
      );
    }
    for (const result of results) expect(result.status, result.message).not.toMatch(/mismatch|missing/);
  }

  const callsOn = (page: Page) => page.getByTestId('bingo-text').getAttribute('data-calls').then(Number);
  const cardsWon = (page: Page) =>
    page
      .getByTestId('bingo-card')
      .evaluateAll((cards) => cards.filter((c) => Number(c.getAttribute('data-won')) > 0).length);

  it('start: cards bought, before the first call', async () => {
    for (const page of pages.values()) expect(await callsOn(page)).toBe(0);
    await shootAll('start');
  });

  it(`midway: ${MID} calls made, daubs on the cards`, async () => {
    const starts = new Set([...games.values()].map((g) => g.startsAt));
    expect(starts.size).toBe(1);
    const [startsAt] = starts;
    // Registration closes and the seed is committed; the test's seed replaces it before any call.
    await advance(startsAt - 15_000 + 1_000 - now());
    for (const game of games.values()) {
      await until(async () => (await status(game.id)) === 'CLOSED', `game ${game.id} closing`);
      await db().query('UPDATE game_instances SET seed = $2, seed_commitment = $3 WHERE id = $1', [
        game.id,
        SEED,
        commitment(SEED),
      ]);
    }
    await advance(startsAt + MID * CALL_MS + 500 - now());
    for (const page of pages.values()) {
      await expect.poll(() => callsOn(page), { timeout: 20_000 }).toBe(MID);
      expect(await cardsWon(page)).toBe(0);
    }
    await shootAll('midway');
  });

  it('game over: each brand with a game won and a game lost', async () => {
    const [{ startsAt }] = games.values();
    await advance(startsAt + Math.max(...[...games.values()].map((g) => g.end)) * CALL_MS + 500 - now());
    for (const [spec, page] of pages) {
      await expect
        .poll(() => page.getByTestId('bingo-hall').getAttribute('data-finished'), { timeout: 20_000 })
        .toBe('true');
      expect((await cardsWon(page)) > 0, name(spec)).toBe(spec.outcome === 'won');
    }
    await shootAll('end');
  });
});
