import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSupportCases } from '../../../../scripts/support-cases';
import { UsageError } from '../../../../scripts/support/cli';
import { configSchema } from '../../../../server/config/schema';
import { createAttemptLimits } from '../../../../server/domain/limits';
import { createSupportCases } from '../../../../server/domain/support/cases';
import type { Db } from '../../../../server/storage/db';
import { migrate } from '../../../../server/storage/migrate';
import { openDb } from '../../../../server/storage/openDb';
import { readFileSync } from 'node:fs';

describe('scripts/support-cases.ts', () => {
  let db: Db;
  const clock = { now: () => Date.UTC(2030, 0, 1) };
  const site = configSchema.parse(JSON.parse(readFileSync('config/demo.json', 'utf8'))).sites[0];
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
  }, 180_000);
  afterAll(() => db.close());

  it('lists, shows and closes the cases the contact form opened', async () => {
    const sent: string[] = [];
    const cases = createSupportCases({
      db,
      clock,
      mailer: { send: async (m) => void sent.push(m.to) },
      limits: createAttemptLimits({ db, clock }),
    });
    const input = {
      name: 'Ann',
      email: 'ann@example.test',
      category: 'general',
      subject: 'Hi',
      message: 'Help',
    };
    const id = await cases.create(site, input, { sender: null, ip: '127.0.0.1' });
    expect(sent).toEqual([]); // a visitor is never mailed (issue 36)
    expect(await runSupportCases(['list', '--status', 'open'], { db, clock })).toContain(`#${id} [open]`);
    expect(await runSupportCases(['show', String(id)], { db, clock })).toContain(
      'from Ann <ann@example.test>, visitor',
    );
    expect(await runSupportCases(['close', String(id)], { db, clock })).toBe(`support case ${id}: closed`);
    await expect(runSupportCases(['close', String(id)], { db, clock })).rejects.toThrow(
      'no open support case',
    );
    expect(await runSupportCases(['list', '--status', 'open'], { db, clock })).toBe('no support cases');
    await expect(runSupportCases(['list', '--status', 'maybe'], { db, clock })).rejects.toBeInstanceOf(
      UsageError,
    );
    expect(await runSupportCases(['ads', '1'], { db, clock })).toBe('no ad shown yet');
  });
});
