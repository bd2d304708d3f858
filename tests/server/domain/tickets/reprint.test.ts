import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameInstance } from '../../../../protocol/types';
import { runTickets } from '../../../../scripts/tickets';
import { UsageError } from '../../../../scripts/support/cli';
import { reprintTicket } from '../../../../server/domain/tickets/reprint';
import type { TicketsService } from '../../../../server/domain/tickets/service';
import { backends } from '../support/testDb';
import { openTicketsWorld } from './support/ticketsWorld';
import { balanceOf, fundedPlayer, ledgerBalances, type World } from '../play/support/gameWorld';

const holder = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test', country: 'US' };

describe.each(backends)('ticket reprints on $name', (backend) => {
  let dispose: () => Promise<void>;
  let w: World;
  let tickets: TicketsService;
  let game: GameInstance;

  beforeAll(async () => {
    ({ dispose, w, tickets, game } = await openTicketsWorld(backend));
  });
  afterAll(() => dispose());

  const buy = async (play: string) => {
    const p = await fundedPlayer(w.db, 1000);
    const r = await tickets.purchase(
      p.id,
      1,
      { gameId: game.gameId, userPlays: [play], userPlaysCount: 1, currencyId: 'USD', subscriptions: 0 },
      holder,
    );
    expect(r.exitCode, r.exitDescription).toBe(0);
    return { player: p, ticketId: r.ticketId!, secureKey: r.secureKey! };
  };
  const reprint = async (ticketId: string) => {
    const r = await reprintTicket(w.db, w.clock, ticketId);
    if (!r.ok) throw new Error(r.reason);
    return r;
  };

  it('issues a new id and key for the same join; the old ticket then checks as reprinted', async () => {
    const bought = await buy('1,2');
    const before = await balanceOf(w.db, bought.player.cashId);
    const r = await reprint(bought.ticketId.toLowerCase()); // as typed from paper
    expect(r).toMatchObject({ holder, instanceId: game.gameInstanceId });
    expect(r.ticketId).not.toBe(bought.ticketId);
    expect(r.secureKey).not.toBe(bought.secureKey);

    expect(await tickets.check(r.ticketId, r.secureKey)).toEqual({
      status: 'notStarted',
      gameInstanceId: game.gameInstanceId,
    });
    expect(await tickets.check(bought.ticketId, bought.secureKey)).toEqual({
      status: 'reprinted',
      gameInstanceId: game.gameInstanceId,
    });
    // Each key opens only its own ticket.
    expect(await tickets.check(r.ticketId, bought.secureKey)).toEqual({ status: 'invalid' });
    const rows = await w.db.query<{ id: string; join_id: number; holder_email: string }>(
      'SELECT id, join_id, holder_email FROM tickets WHERE id = ANY($1::text[]) ORDER BY created_at, id',
      [[bought.ticketId, r.ticketId]],
    );
    expect(new Set(rows.map((row) => Number(row.join_id))).size).toBe(1);
    expect(rows.map((row) => row.holder_email)).toEqual([holder.email, holder.email]);
    // Nothing about the plays or the money changed.
    expect(await balanceOf(w.db, bought.player.cashId)).toBe(before);
    expect(await ledgerBalances(w.db)).toEqual({ total: 0, drift: 0 });
  });

  it('refuses an unknown ticket and one already replaced, naming the replacement', async () => {
    expect(await reprintTicket(w.db, w.clock, 'T000000000000')).toEqual({
      ok: false,
      reason: 'no ticket T000000000000',
    });
    const bought = await buy('1,3');
    const first = await reprint(bought.ticketId);
    expect(await reprintTicket(w.db, w.clock, bought.ticketId)).toEqual({
      ok: false,
      reason: `ticket ${bought.ticketId} was already reprinted as ${first.ticketId}`,
    });
    // The replacement can be reprinted in turn.
    const second = await reprint(first.ticketId);
    expect((await tickets.check(first.ticketId, first.secureKey)).status).toBe('reprinted');
    expect((await tickets.check(second.ticketId, second.secureKey)).status).toBe('notStarted');
  });

  it('lets only one of two simultaneous reprints of a ticket through', async () => {
    const bought = await buy('2,3');
    const both = await Promise.all([
      reprintTicket(w.db, w.clock, bought.ticketId),
      reprintTicket(w.db, w.clock, bought.ticketId),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    const [{ live }] = await w.db.query<{ live: number }>(
      `SELECT count(*)::integer AS live FROM tickets
       WHERE join_id = (SELECT join_id FROM tickets WHERE id = $1) AND reprinted_as IS NULL`,
      [bought.ticketId],
    );
    expect(live).toBe(1);
  });

  it('keeps one live ticket per join in storage', async () => {
    const bought = await buy('1,2');
    await expect(
      w.db.query(
        `INSERT INTO tickets (id, secure_key_hash, join_id, instance_id, player_id, created_at)
         SELECT 'TDUPLICATE', secure_key_hash, join_id, instance_id, player_id, created_at
         FROM tickets WHERE id = $1`,
        [bought.ticketId],
      ),
    ).rejects.toThrow(/tickets_live_per_join/);
  });

  describe('scripts/tickets.ts', () => {
    const cli = (...args: string[]) => runTickets(args, { db: w.db, clock: w.clock });

    it('shows a ticket with its state and holder, and reprints it', async () => {
      const bought = await buy('1,3');
      const shown = await cli('show', bought.ticketId);
      expect(shown).toContain(`ticket ${bought.ticketId}: notStarted`);
      expect(shown).toContain(`game instance ${game.gameInstanceId}`);
      expect(shown).toContain('holder: Grace Hopper, grace@example.test, US');
      expect(shown).not.toContain(bought.secureKey);

      const printed = await cli('reprint', bought.ticketId);
      const newId = /new ticket id: (\S+)/.exec(printed)![1];
      const newKey = /new secure key: (\S+)/.exec(printed)![1];
      expect((await tickets.check(newId, newKey)).status).toBe('notStarted');
      expect(await cli('show', bought.ticketId)).toContain(`reprinted as ${newId}`);
      expect(await cli('show', bought.ticketId)).toContain(`ticket ${bought.ticketId}: reprinted`);
    });

    it('refuses bad input: usage errors for bad commands and ids, errors for unknown tickets', async () => {
      expect(await cli()).toContain('usage:');
      await expect(cli('burn', 'T1')).rejects.toBeInstanceOf(UsageError);
      await expect(cli('reprint')).rejects.toBeInstanceOf(UsageError);
      await expect(cli('show', '12; DROP TABLE tickets')).rejects.toBeInstanceOf(UsageError);
      await expect(cli('show', 'T000000000000')).rejects.toThrow('no ticket T000000000000');
    });
  });
});
