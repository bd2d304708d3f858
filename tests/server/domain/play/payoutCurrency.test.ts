import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { convert } from '../../../../server/domain/cashier/conversion';
import { prizeInPayoutCurrency } from '../../../../server/domain/play/payoutCredit';
import { syncCurrencyValues } from '../../../../server/domain/responsibleGaming/currencyValues';
import type { OperatorConfig } from '../../../../server/config/schema';
import { backends } from '../support/testDb';
import { ledgerBalances, makeWorld, openInstance, tinyGame, type World } from './support/gameWorld';
import { joinedPlayers } from './support/joinedPlayers';

// EUR is worth 1.25 base units, USD 1: a prize of $10.00 is paid as €8.00.
const VALUES = [
  { id: 'USD', value: 1, decimalPlaces: 2 },
  { id: 'EUR', value: 1.25, decimalPlaces: 2 },
  { id: 'JPY', value: 0.0067, decimalPlaces: 0 },
];
const valueMap = new Map(VALUES.map((c) => [c.id, { value: c.value, decimalPlaces: c.decimalPlaces }]));

describe('prizes in the payout currency', () => {
  it('converts like the cashier at the configured values, rounding down, by hand', () => {
    expect(prizeInPayoutCurrency(valueMap, 'USD', 'EUR', 1000)).toBe(800);
    expect(prizeInPayoutCurrency(valueMap, 'USD', 'EUR', 999)).toBe(799); // 799.2
    expect(prizeInPayoutCurrency(valueMap, 'EUR', 'USD', 800)).toBe(1000);
    expect(prizeInPayoutCurrency(valueMap, 'USD', 'JPY', 1000)).toBe(1492); // $10 / 0.0067 = 1492.5
    expect(prizeInPayoutCurrency(valueMap, 'USD', 'USD', 1234)).toBe(1234);
    expect(() => prizeInPayoutCurrency(valueMap, 'USD', 'XXX', 1)).toThrow(/XXX/);
    const cashier = convert({ currencies: VALUES } as unknown as OperatorConfig, {
      fromCurrency: 'USD',
      toCurrency: 'EUR',
      amount: 12.34,
      purpose: 'display',
      marginPercent: 5,
    });
    expect(prizeInPayoutCurrency(valueMap, 'USD', 'EUR', 1234) / 100).toBe(cashier!.converted);
  });
});

describe.each(backends)('a game paying out in another currency on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let game: GameInstance;
  const players: { id: number; play: string }[] = [];

  beforeAll(async () => {
    const opened = await backend.open();
    dispose = opened.dispose;
    await opened.db.tx((q) => syncCurrencyValues(q, VALUES));
    w = await makeWorld(opened.db, tinyGame({ payoutCurrency: 'EUR', progressive: { enabled: false } }), {
      payBatch: 2,
    });
    game = await openInstance(w);
    players.push(...(await joinedPlayers(w, game, ['1,2', '1,3', '2,3'])));
  });
  afterAll(() => dispose());

  const eurCash = async (playerId: number) =>
    (
      await w.db.query<{ balance_minor: number }>(
        "SELECT balance_minor FROM accounts WHERE player_id = $1 AND currency = 'EUR' AND type = 'cash'",
        [playerId],
      )
    )[0]?.balance_minor ?? 0;

  it('credits each winner in the payout currency, converted once, and balances both currencies', async () => {
    expect(game.payoutCurrencyId).toBe('EUR');
    w.clock.set(game.tournamentStartTime);
    await w.engine.tick();
    const prizes = await w.db.query<{ player_id: number; prize_minor: number; paid: boolean }>(
      `SELECT w.player_id, w.prize_minor, w.player_id <= i.paid_through_player_id AS paid
       FROM play_wins w JOIN game_instances i ON i.id = w.instance_id WHERE w.instance_id = $1`,
      [game.gameInstanceId],
    );
    expect(prizes.every((p) => p.paid)).toBe(true);
    // 3 plays of 100: pool 180; rank 1 takes 50% = 90 USD cents, rank 2 pays 20 each.
    for (const p of players) {
      const won = prizes.find((x) => Number(x.player_id) === p.id)!.prize_minor;
      expect([90, 20]).toContain(Number(won));
      expect(await eurCash(p.id), p.play).toBe(Math.floor((Number(won) * 1) / 1.25));
    }
    const house = async (currency: string) =>
      (
        await w.db.query<{ balance_minor: number }>(
          "SELECT balance_minor FROM accounts WHERE house_code = 'payout_exchange' AND currency = $1",
          [currency],
        )
      )[0].balance_minor;
    expect(await house('USD')).toBe(130); // 90 + 20 + 20 changed out of dollars
    expect(await house('EUR')).toBe(-(72 + 16 + 16)); // and paid in euros
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });

    const before = await Promise.all(players.map((p) => eurCash(p.id)));
    w.clock.advance(5 * 60_000);
    await w.engine.tick();
    expect(await Promise.all(players.map((p) => eurCash(p.id)))).toEqual(before);
  });

  it('shows the winners’ prizes as paid, in the payout currency', async () => {
    const results = await w.games.results(game.gameInstanceId, false);
    expect(results!.results.winners.map((x) => x.prize).sort()).toEqual([0.16, 0.16, 0.72]);
  });
});
