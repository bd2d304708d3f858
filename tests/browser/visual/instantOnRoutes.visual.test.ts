import { createHash } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPool, prizeOfTier } from '../../../protocol/instant/pool';
import { crosswordLayout } from '../../../scenes/crossword/layout';
import { isNarrow } from '../../../scenes/engine/breakpoints';
import { fitDesign, type DesignSize, type Rect } from '../../../scenes/engine/designLayout';
import { scratchLayout } from '../../../scenes/scratchcard/layout';
import { spinnerLayout } from '../../../scenes/spinner/layout';
import { instantRulesOf } from '../../../server/config/instantSchema';
import { nodeSha256 } from '../../../server/domain/instant/nodeSha256';
import { poolsRepo } from '../../../server/domain/instant/poolsRepo';
import type { InstantKind } from '../../../src/stores/instant/ticketView';
import { compareWithBaseline } from '../../visual/support/compareBaseline';
import { demoConfigWith, SITE_3_PLAYER } from '../support/demoConfig';
import { startPlatform, type Platform } from '../support/platform';
import { submitLogin } from '../support/session';
import { stageShotNow, steadyStageShot } from '../support/steadyStageShot';
import { DESKTOP, PHONE } from '../support/routeViewports';

/**
 * Visual baselines of the instant games where players meet them (issue 32): the built client on
 * /scratchcard, /spinner and /crossword against a real server, each demo site's brand (?site=N)
 * at a phone and a desktop width, a demo player buying a ticket and playing it through the real
 * UI: pointer strokes on the scratchcard, the spin button, taps calling the crossword's letters.
 * One page per game, site and width goes start -> midway -> end.
 *
 * The same pixels every run:
 * - the page opens with ?deterministic=1: the stage's time moves only when the test steps it;
 * - the server's clock and the page's Date stand still;
 * - the tickets: before any sale, each game's first pool is replaced (through the pools
 *   repository) by one built by the project's own buildPool from a fixed seed, and before each
 *   purchase the test sets the pool's next position to sell, a position chosen from that pool for
 *   its outcome (a win, or for the scratchcard's second ticket a loss). Each page has positions
 *   of its own, so a test run alone buys the same tickets as in the whole file.
 *
 * Site 3 (Sweet Blue Lotto) sells no instant games in the demo configuration and has no demo
 * player: this file's configuration offers site 1's three games there too, with a player of its
 * own (demoConfigWith, a test-only copy of config/demo.json).
 */
const FIXED = Date.UTC(2030, 0, 1, 12, 0, 0);
// Desktop first: each page's ticket positions follow its index here (the baselines' tickets).
const VIEWPORTS = [DESKTOP, PHONE] as const;
const SITES = [
  {
    site: 1,
    theme: 'blue-theme',
    login: ['demo', 'demo1234'],
    games: { scratchcard: 601, spinner: 603, crossword: 604 },
  },
  {
    site: 2,
    theme: 'cartoon-theme',
    login: ['lucky', 'lucky1234'],
    games: { scratchcard: 611, spinner: 612, crossword: 613 },
  },
  {
    site: 3,
    theme: 'sweet-blue-theme',
    login: ['sweet', 'sweet1234'],
    games: { scratchcard: 601, spinner: 603, crossword: 604 },
  },
] as const;
const GAME_IDS = [...new Set(SITES.flatMap((s) => Object.values(s.games)))];

/** The fixed seed of a game's first pool. */
const seedOf = (gameId: number) =>
  createHash('sha256').update(`drawhall visual pool ${gameId}`).digest('hex');

/** Site 1's instant games offered on site 3 too, and a demo player there. */
function visualConfig(): string {
  return demoConfigWith((config) => {
    for (const game of config.instantGames)
      if ((Object.values(SITES[2].games) as number[]).includes(game.gameId)) game.memberIds.push(3);
    config.seed.players.push({
      ...SITE_3_PLAYER,
      balances: [{ currency: 'USD', type: 'cash', amountMinor: 10000 }],
    });
  });
}

describe('instant games on the real routes', () => {
  let platform: Platform;
  /** Positions of each game's fixed pool, by outcome, in pool order. */
  const positions = new Map<number, { won: number[]; lost: number[] }>();

  beforeAll(async () => {
    platform = await startPlatform({
      clock: { now: () => FIXED },
      configPath: visualConfig(),
      // The call limits refill on the server's clock, which stands still here: the file's some 500
      // calls from one address would run them dry before its last pages.
      rateLimit: false,
    });
    const { db, instant } = platform.server.services;
    // No page has asked for the games yet, so no pool should be built; wait out any that is.
    await instant.poolBuilds();
    for (const gameId of GAME_IDS) {
      const rules = instantRulesOf(instant.gameConfig(gameId)!);
      const seed = seedOf(gameId);
      const built = await buildPool(rules, 1, seed, nodeSha256);
      // Nothing has been sold: a pool committed meanwhile goes, the fixed one takes its number.
      await db.query('DELETE FROM instant_pools WHERE game_id = $1', [gameId]);
      await poolsRepo.insert(db, {
        gameId,
        poolNo: 1,
        seed,
        seedHash: built.seedHash,
        merkleRoot: built.merkleRoot,
        rules,
        now: FIXED,
      });
      const won: number[] = [];
      const lost: number[] = [];
      built.tiers.forEach((tier, position) => (prizeOfTier(rules, tier) > 0 ? won : lost).push(position));
      positions.set(gameId, { won, lost });
    }
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** The position the game's next purchase takes (the pool's `sold` counter is its next one). */
  async function sellNext(gameId: number, position: number) {
    await platform.server.services.db.query(
      `UPDATE instant_pools SET sold = $2 WHERE game_id = $1 AND pool_no = 1`,
      [gameId, position],
    );
  }

  /** The ticket's stage once its scene has shown. */
  const stageOf = (page: Page, kind: InstantKind, ticketId: number) =>
    page.locator(
      `[data-testid="instant-stage"][data-ticket-id="${ticketId}"] [data-testid="stage-view"][data-scene="${kind}"]`,
    );

  /** Buys one ticket at `position` through the buy button and its dialog; the new ticket's stage. */
  async function buy(page: Page, kind: InstantKind, gameId: number, position: number): Promise<Locator> {
    const stage = page.getByTestId('instant-stage');
    const before = (await stage.count()) > 0 ? await stage.getAttribute('data-ticket-id') : null;
    await sellNext(gameId, position);
    await page.getByTestId('instant-buy-one').click();
    await page.getByTestId('instant-buy-confirm').click();
    await expect.poll(() => page.getByTestId('instant-buy-dialog').count(), { timeout: 20_000 }).toBe(0);
    await expect
      .poll(async () => ((await stage.count()) > 0 ? stage.getAttribute('data-ticket-id') : null), {
        timeout: 20_000,
      })
      .not.toBe(before);
    const ticketId = Number(await stage.getAttribute('data-ticket-id'));
    const [row] = await platform.server.services.db.query<{ position: number }>(
      'SELECT position FROM instant_tickets WHERE id = $1',
      [ticketId],
    );
    expect(Number(row.position)).toBe(position);
    const view = stageOf(page, kind, ticketId);
    await view.waitFor({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    return view;
  }

  /** Waits for the ticket on show to be finished (the page heard the server) and checks its outcome. */
  async function finished(page: Page, won: boolean) {
    await expect
      .poll(() => page.getByTestId('instant-stage').getAttribute('data-finished'), { timeout: 30_000 })
      .toBe('true');
    const prize = Number(await page.getByTestId('instant-outcome').getAttribute('data-prize'));
    expect(prize > 0).toBe(won);
  }

  /**
   * The canvas in view below the sticky header, and a mapping from the scene's design units to
   * page coordinates (the scene fits its design into the canvas as fitDesign does).
   */
  async function designToPage(view: Locator, frame: (narrow: boolean) => DesignSize) {
    await view.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    // A frame rendered: the scene's hit areas are where it shows them (a scene just shown has not
    // drawn yet in deterministic mode).
    await view.page().evaluate(() => window.__drawhallStage!.step(0));
    const box = (await view.locator('canvas').boundingBox())!;
    const narrow = isNarrow(box.width);
    const fit = fitDesign(frame(narrow), box.width, box.height);
    return {
      narrow,
      at: (x: number, y: number) => ({ x: box.x + fit.x + x * fit.scale, y: box.y + fit.y + y * fit.scale }),
    };
  }

  /** The info panel's action button (InfoPanel's rects), in design units. */
  function actionButton(info: Rect, narrow: boolean) {
    return narrow
      ? { x: info.x + info.w / 2, y: info.y + info.h - 80 + 20 }
      : { x: info.x + info.w / 2, y: info.y + info.h - 118 + 26 };
  }

  /** Compares a shot with its baseline; every state of a page is compared before the test fails. */
  function compare(name: string, shot: Buffer) {
    const result = compareWithBaseline(name, shot);
    expect.soft(result.status, result.message).not.toMatch(/mismatch|missing/);
  }

  /**
   * Scratches the match-three card's rows (0 to 2) by pointer, `passes` strokes per row at the
   * heights given (share of a cell), from `from` to `to` across the row (share of its width).
   * One move per stroke: the scene stamps the brush along the segment itself, so the marks do not
   * depend on how the browser groups pointer events.
   */
  async function scratchRows(
    page: Page,
    view: Locator,
    rows: number[],
    passes: number[],
    from = 0.04,
    to = 0.96,
  ) {
    const { narrow, at } = await designToPage(view, (n) => scratchLayout(MATCH3, n));
    const layout = scratchLayout(MATCH3, narrow);
    for (const row of rows) {
      const first = layout.cells[row * 3];
      const last = layout.cells[row * 3 + 2];
      const left = layout.card.x + first.x;
      const width = last.x + last.w - first.x;
      for (const pass of passes) {
        const y = layout.card.y + first.y + first.h * pass;
        const start = at(left + width * from, y);
        const end = at(left + width * to, y);
        await page.mouse.move(start.x, start.y);
        await page.mouse.down();
        await page.mouse.move(end.x, end.y);
        await page.mouse.up();
      }
    }
  }

  const THREE_PASSES = [0.2, 0.5, 0.8];

  for (const site of SITES)
    for (const viewport of VIEWPORTS)
      describe(`site ${site.site} (${site.theme}) at ${viewport.name}`, () => {
        let context: BrowserContext;
        /** This page's index among the pages sharing its games: its own pool positions. */
        const slot =
          SITES.filter((s) => s.games.scratchcard === site.games.scratchcard).indexOf(site) * 2 +
          VIEWPORTS.indexOf(viewport);
        const name = (kind: string, state: string) => `route-${kind}-${state}-${site.theme}-${viewport.name}`;

        beforeAll(async () => {
          context = await platform.browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            deviceScaleFactor: 1,
          });
          await context.clock.setFixedTime(FIXED);
          // The player logs in once; the context's pages share the session.
          const page = await context.newPage();
          page.setDefaultTimeout(20_000);
          await page.goto(`${platform.url}/?login=true&site=${site.site}`);
          await submitLogin(page, site.login[0], site.login[1]);
          await page.getByTestId('header-balance').waitFor({ timeout: 20_000 });
          await page.close();
        });
        afterEach(async () => {
          // A failed test's page too: a stage left open would slow the next ones.
          for (const page of context.pages()) await page.close();
        });
        afterAll(async () => {
          await context?.close();
        });

        async function gamePage(kind: InstantKind): Promise<Page> {
          const page = await context.newPage();
          page.setDefaultTimeout(20_000);
          await page.goto(
            `${platform.url}/${kind}?gid=${site.games[kind]}&site=${site.site}&deterministic=1`,
          );
          await page.getByTestId('instant-buy-one').waitFor({ timeout: 30_000 });
          return page;
        }

        it('scratchcard: bought, half scratched, won, and a lost one', async () => {
          const gameId = site.games.scratchcard;
          const { won, lost } = positions.get(gameId)!;
          const page = await gamePage('scratchcard');
          const view = await buy(page, 'scratchcard', gameId, won[slot]);
          compare(name('scratchcard', 'start'), await steadyStageShot(page, view));

          // The top row scratched off, the middle one started.
          await scratchRows(page, view, [0], THREE_PASSES);
          await scratchRows(page, view, [1], [0.5], 0.04, 0.55);
          compare(name('scratchcard', 'midway'), await steadyStageShot(page, view));

          await scratchRows(page, view, [1, 2], THREE_PASSES);
          await finished(page, true);
          compare(name('scratchcard', 'won'), await steadyStageShot(page, view));

          const second = await buy(page, 'scratchcard', gameId, lost[slot]);
          await scratchRows(page, second, [0, 1, 2], THREE_PASSES);
          await finished(page, false);
          compare(name('scratchcard', 'lost'), await steadyStageShot(page, second));
          await page.close();
        });

        it('spinner: bought, turning, won at rest', async () => {
          const gameId = site.games.spinner;
          const page = await gamePage('spinner');
          const view = await buy(page, 'spinner', gameId, positions.get(gameId)!.won[slot]);
          compare(name('spinner', 'start'), await steadyStageShot(page, view));

          // The spin button, then 0.4 s of the spin (the wheel still turning).
          const { narrow, at } = await designToPage(view, spinnerLayout);
          const spin = at(...xy(actionButton(spinnerLayout(narrow).info, narrow)));
          await page.mouse.click(spin.x, spin.y);
          await page.evaluate(() => window.__drawhallStage!.step(400));
          compare(name('spinner', 'midway'), await stageShotNow(page, view));

          await page.evaluate(() => window.__drawhallStage!.settle());
          await finished(page, true);
          compare(name('spinner', 'won'), await steadyStageShot(page, view));
          await page.close();
        });

        it('crossword: bought, half the letters called, won', async () => {
          const gameId = site.games.crossword;
          const page = await gamePage('crossword');
          const view = await buy(page, 'crossword', gameId, positions.get(gameId)!.won[slot]);
          compare(name('crossword', 'start'), await steadyStageShot(page, view));

          // A tap on the board calls the next letter: half of them, one tap each.
          const ticketId = Number(await page.getByTestId('instant-stage').getAttribute('data-ticket-id'));
          const [row] = await platform.server.services.db.query<{
            presentation: { calledLetters: string[] };
          }>('SELECT presentation FROM instant_tickets WHERE id = $1', [ticketId]);
          const letters = row.presentation.calledLetters.length;
          const { narrow, at } = await designToPage(view, crosswordLayout);
          const layout = crosswordLayout(narrow);
          const board = at(
            layout.board.x + layout.grid.x + layout.grid.w / 2,
            layout.board.y + layout.grid.y + layout.grid.h / 2,
          );
          for (let i = 0; i < Math.ceil(letters / 2); i++) {
            await page.mouse.click(board.x, board.y);
            await page.evaluate(() => window.__drawhallStage!.step(100));
          }
          compare(name('crossword', 'half'), await steadyStageShot(page, view));

          // 'Reveal all' in the info panel calls the rest.
          const reveal = at(...xy(actionButton(layout.info, narrow)));
          await page.mouse.click(reveal.x, reveal.y);
          await finished(page, true);
          compare(name('crossword', 'won'), await steadyStageShot(page, view));
          await page.close();
        });
      });
});

/** A match-three card as the scratchcard's layout needs it (nine cells). */
const MATCH3 = { layout: 'matchThree', cells: Array.from({ length: 9 }) } as unknown as Parameters<
  typeof scratchLayout
>[0];

const xy = (p: { x: number; y: number }): [number, number] => [p.x, p.y];
