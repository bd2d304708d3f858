import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, PlayerOverview } from '../../../protocol/operator/calls';
import type { RunningServer } from '../../../server/app';
import { operatorCall, operatorLogin, operatorOk } from '../support/operatorWire';
import { operatorWith, playerOn, startBackOfficeServer } from './support';

describe('notes on a player (addPlayerNote, getPlayer)', () => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let url: string;
  let nora: number;

  beforeAll(async () => {
    ({ server, close: stop } = await startBackOfficeServer());
    url = server.url;
    nora = await playerOn(server, 1, {
      username: 'nora',
      email: 'nora@example.com',
      phone: '+15550004444',
      firstName: 'Nora',
      lastName: 'Noted',
    });
  }, 120_000);
  afterAll(() => stop?.());

  it('keeps notes with their author, newest first, audited, for the roles that may', async () => {
    const support = await operatorWith(server, 'support');
    const finance = await operatorWith(server, 'finance');
    await operatorOk(
      url,
      'addPlayerNote',
      { playerId: nora, text: 'Called about a late prize.' },
      support.token,
    );
    await operatorOk(url, 'addPlayerNote', { playerId: nora, text: 'Card refund promised.' }, finance.token);
    const seen = await operatorOk<PlayerOverview>(url, 'getPlayer', { playerId: nora }, support.token);
    expect(seen.notes!.map((n) => [n.operator, n.text])).toEqual([
      [finance.username, 'Card refund promised.'],
      [support.username, 'Called about a late prize.'],
    ]);

    const readonly = await operatorWith(server, 'readonly');
    expect(
      await operatorCall(url, 'addPlayerNote', { playerId: nora, text: 'hello' }, readonly.token),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.Forbidden' },
    });
    expect(
      (await operatorOk<PlayerOverview>(url, 'getPlayer', { playerId: nora }, readonly.token)).notes,
    ).toBeNull();

    const otherSite = await operatorWith(server, 'support', [2]);
    expect(
      await operatorCall(url, 'addPlayerNote', { playerId: nora, text: 'hello' }, otherSite.token),
    ).toMatchObject({
      ok: false,
      fault: { code: 'Operator.NotFound' },
    });

    // The other site's operator met a NotFound, as for an id that does not exist: nothing written.
    const admin = await operatorLogin(url, 'admin', 'admin1234');
    const { entries } = await operatorOk<{ entries: AuditEntry[] }>(
      url,
      'getAuditLog',
      { action: 'addPlayerNote' },
      admin,
    );
    expect(entries.map((e) => [e.operator, e.outcome, e.siteId])).toEqual([
      [readonly.username, 'refused', null],
      [finance.username, 'done', 1],
      [support.username, 'done', 1],
    ]);
  });
});
