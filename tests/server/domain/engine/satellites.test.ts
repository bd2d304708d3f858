import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { ledgerCheck } from '../../../../server/domain/ledger/check';
import { backends } from '../support/testDb';
import { balanceOf, houseBalance, openInstance, tinyGame, type World } from '../play/support/gameWorld';
import { openWorld } from './support/openWorld';
import { joinedPlayers } from '../play/support/joinedPlayers';

const TARGET = 902;

interface Seat {
  player_id: number;
  status: string;
  entries: number;
  value_minor: number;
  target_instance_id: number | null;
}

describe.each(backends)('satellite seats on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  const players: { id: number; cashId: number; play: string }[] = [];
  const seats = () =>
    w.db.query<Seat & Record<string, unknown>>(
      'SELECT player_id, status, entries, value_minor, target_instance_id FROM satellite_seats ORDER BY id',
    );

  beforeAll(async () => {
    // Rank 1 of the satellite also wins 2 plays in the target game (cost 100 + fee 10 each).
    ({ w, dispose } = await openWorld(
      backend,
      tinyGame({
        title: 'Satellite',
        payoutFormula: 'OneDraw10kSatellite',
        progressive: { enabled: false },
        ranks: [
          { rankNumber: 1, prizePercentage: 50, satellite: { gameId: TARGET, entries: 2 } },
          { rankNumber: 2, prizeMinor: 20 },
        ],
      }),
      { otherTypes: [tinyGame({ gameId: TARGET, title: 'Main Event', progressive: { enabled: false } })] },
    ));
    game = await openInstance(w);
    players.push(...(await joinedPlayers(w, game, ['1,2', '1,3', '2,3'])));
  });
  afterAll(() => dispose());

  it('shows the seat in the payout info: satelliteItems with entries and the target game title', async () => {
    const info = w.games.lobbyInfo(game.gameId)!;
    expect(info.gamePayoutInfo?.[0].satelliteItems).toEqual([{ entries: 2, gameTitle: 'Main Event' }]);
    expect(info.gamePayoutInfo?.[1].satelliteItems).toBeUndefined();
    const table = (await w.games.payoutInfo(game.gameId, game.gameInstanceId))!;
    expect(table[0].satelliteItems).toEqual([{ entries: 2, gameTitle: 'Main Event' }]);
  });

  it('gives the rank-1 winner a seat of 2 free plays in the next open target game, once', async () => {
    for (const at of [game.registrationEndTime, game.tournamentStartTime - 5000, game.tournamentStartTime]) {
      w.clock.set(at);
      await w.engine.tick();
    }
    const [row] = await w.db.query<{ draws: number[] }>('SELECT draws FROM game_instances WHERE id = $1', [
      game.gameInstanceId,
    ]);
    const winner = players.find((p) => p.play === [...row.draws].sort().join(','))!;
    const [seat] = await seats();
    expect(seat).toMatchObject({ player_id: winner.id, status: 'placed', entries: 2, value_minor: 220 });

    // Placed in the target's open instance as two lucky dips, paid by the seats account, not the winner.
    const [target] = await w.db.query<{ game_id: number; status: string; play_count: number }>(
      'SELECT game_id, status, play_count FROM game_instances WHERE id = $1',
      [seat.target_instance_id],
    );
    expect(target).toMatchObject({ game_id: TARGET, status: 'OPEN', play_count: 2 });
    const plays = await w.db.query<{ play: string }>(
      'SELECT play FROM plays WHERE instance_id = $1 AND player_id = $2',
      [seat.target_instance_id, winner.id],
    );
    expect(plays).toHaveLength(2);
    for (const p of plays) expect(p.play).toMatch(/^[1-3],[1-3]$/);
    // Rank 1 takes 50% of a 180 pool = 90 in cash besides the seat; rank 2 pays 20.
    expect(await balanceOf(w.db, winner.cashId)).toBe(1000 - 110 + 90);
    expect(await houseBalance(w.db, 'satellite_seats')).toBe(0);

    for (let i = 0; i < 3; i++) {
      w.clock.advance(1000);
      await w.engine.tick();
    }
    expect(await seats()).toHaveLength(1);
    const [{ n }] = await w.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM plays WHERE player_id = $1 AND instance_id <> $2',
      [winner.id, game.gameInstanceId],
    );
    expect(n).toBe(2);
    expect(await ledgerCheck(w.db)).toMatchObject({ ok: true });
  });
});
