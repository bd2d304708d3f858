import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTDOWN_DONE_BELOW_MS, REPLAY_START_DELAY_MS } from '../../../protocol/constants';
import { commitment, drawRaffle, seededSource } from '../../../server/domain/draw';
import {
  DRAW_SITES,
  expectBaseline,
  describeEachSite,
  sceneOf,
  siteWire,
  steadyShotFromTop,
  stepStageTo,
  until,
  startDrawPlatform,
  openInstanceOf,
} from '../support/drawRoutes';
import type { Platform } from '../support/platform';
import { stageShotNow } from '../support/steadyStageShot';
import { ROUTE_VIEWPORTS } from '../support/routeViewports';

/**
 * Visual baselines of a raffle where players meet it, in the built client against a real server,
 * for each demo site (its theme, language, ticket prefix and player) at phone and desktop width:
 * the drawn raffle's show on /playout (a raffle's stage plays once the server has drawn, so the
 * route shows its countdown, its tickets and its end in the replay, /playout?replay=1) counting
 * down, two of its three tickets drawn, all three drawn, and the game-over scene. The raffle has no
 * picking scene: /pick takes a raffle's tickets in the page's own dialog, not on a stage.
 *
 * Chance and time are fixed as in lotteryOnRoutes: each site's player buys two tickets of the
 * Weekend Raffle (a ticket is its play id, the same in every fresh database), and once
 * registration has closed the test replaces the committed seed with the first of a fixed list
 * of seeds whose draw gives site 1's player the first prize, site 2's another one and site 3's
 * none (worked out with the server's own drawRaffle). The server's and pages' clocks stand still;
 * the replay's stage is stepped to fixed times (?deterministic=1).
 */
const BASE = Date.UTC(2030, 0, 1, 11, 50, 0);
const RAFFLE = 201;
const TICKETS_EACH = 2;
/**
 * Each ticket's hold in a replay: RAFFLE_HOLD_MS of scenes/raffle/RafflePlayoutScene (a replay
 * keeps the fixed pace), written out because that module loads Pixi, which needs a browser. The
 * revealed-ticket checks below fail if the two part.
 */
const RAFFLE_HOLD_MS = 1_800;
/** The replay's stage time when its countdown is done and the first ticket (the lowest rank) drops. */
const FIRST_TICKET_MS = REPLAY_START_DELAY_MS - COUNTDOWN_DONE_BELOW_MS;
/** Mid-countdown; two tickets drawn, the second settled in the drum; all three drawn and settled. */
const COUNTDOWN_MS = 1_000;
const MID_DRAW_MS = FIRST_TICKET_MS + RAFFLE_HOLD_MS + 1_300;
const END_MS = FIRST_TICKET_MS + 2 * RAFFLE_HOLD_MS + 1_500;

describe('the raffle on the real routes', () => {
  let platform: Platform;
  let offset = 0;
  const now = () => BASE + offset;
  let raffleId = 0;

  beforeAll(async () => {
    platform = await startDrawPlatform(now);
    const db = platform.server.services.db;
    const call = await siteWire(platform.url, DRAW_SITES[0]);
    const game = await openInstanceOf(call, 1, RAFFLE);
    raffleId = game.gameInstanceId;
    // Tickets in site order: the draw runs over them in sale order.
    const siteOfPlay = new Map<number, number>();
    for (const site of DRAW_SITES) {
      await (
        await siteWire(platform.url, site)
      )('joinGame', {
        gameId: RAFFLE,
        gameInstanceId: raffleId,
        userPlays: Array.from({ length: TICKETS_EACH }, (_, i) => String(site.site * 100 + i)),
        userPlaysCount: TICKETS_EACH,
        currencyId: 'EUR',
      });
      const ids = await db.query<{ id: number }>('SELECT id FROM plays WHERE instance_id = $1 ORDER BY id', [
        raffleId,
      ]);
      for (const { id } of ids) if (!siteOfPlay.has(id)) siteOfPlay.set(id, site.site);
    }
    const playIds = [...siteOfPlay.keys()];
    expect(playIds).toHaveLength(DRAW_SITES.length * TICKETS_EACH);
    // Ranks 1 to 3: site 1 first, site 2 one of the others, site 3 none.
    const winnersOf = (seed: string) =>
      drawRaffle(seededSource(seed, String(raffleId)), playIds, [1, 1, 1]).map(([id]) => id);
    const seeds = Array.from({ length: 100 }, (_, i) =>
      createHash('sha256').update(`drawhall visual raffle ${i}`).digest('hex'),
    );
    const seed = seeds.find((s) => {
      const sites = winnersOf(s).map((id) => siteOfPlay.get(id));
      return sites[0] === 1 && sites.includes(2) && !sites.includes(3);
    })!;
    expect(seed, 'a seed for the story').toBeTruthy();

    const status = async () =>
      (await call<{ gameStatus: string }>('getGameResults', { gameInstanceId: raffleId }, 'anon')).gameStatus;
    offset += game.registrationEndTime - now() + 1_000;
    await until(async () => (await status()) !== 'OPEN', 'registration closing');
    await db.query('UPDATE game_instances SET seed = $2, seed_commitment = $3 WHERE id = $1', [
      raffleId,
      seed,
      commitment(seed),
    ]);
    offset += game.tournamentStartTime - now() + 60_000;
    await until(async () => (await status()) === 'ENDED', 'the draw');
    const results = await call<{ results: { draws: number[] } }>(
      'getGameResults',
      { gameInstanceId: raffleId },
      'anon',
    );
    expect(results.results.draws).toEqual(winnersOf(seed));
  });
  afterAll(async () => {
    await platform?.close();
  });

  const revealed = (page: Page) =>
    page.getByTestId('playout-page').getAttribute('data-revealed').then(Number);

  describeEachSite(
    () => platform,
    now,
    (site, tab) => {
      for (const viewport of ROUTE_VIEWPORTS)
        it(`at ${viewport.name}: countdown, mid-draw, result, game over`, async () => {
          const page = tab();
          const name = (state: string) => `route-raffle-${state}-${site.theme}-${viewport.name}`;
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(
            `${platform.url}/playout?id=${raffleId}&replay=1&site=${site.site}&deterministic=1`,
          );
          // My tickets arrive with the player's session: the show restarts with them, so wait for them first.
          await expect
            .poll(() => page.getByTestId('playout-page').getAttribute('data-plays'))
            .toBe(String(TICKETS_EACH));
          const stage = sceneOf(page, 'raffle');
          await stage.waitFor();
          await page.evaluate(() => document.fonts.ready);
          expect(await page.evaluate(() => window.__drawhallStage!.stats().now)).toBe(0);

          await stepStageTo(page, COUNTDOWN_MS);
          expect(await revealed(page)).toBe(0);
          expectBaseline(name('countdown'), await stageShotNow(page, stage));

          await stepStageTo(page, MID_DRAW_MS);
          await expect.poll(() => revealed(page)).toBe(2);
          expect(await page.getByTestId('playout-game-over').count()).toBe(0);
          expectBaseline(name('mid-draw'), await stageShotNow(page, stage));

          await stepStageTo(page, END_MS);
          await expect.poll(() => revealed(page)).toBe(3);
          await page.getByTestId('playout-game-over').waitFor();
          expectBaseline(name('result'), await stageShotNow(page, stage));

          await page.getByTestId('playout-game-over').click();
          await sceneOf(page, 'gameover').waitFor();
          expectBaseline(name('gameover'), await steadyShotFromTop(page, sceneOf(page, 'gameover')));
        });
    },
  );
});
