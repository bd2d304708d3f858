import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode, RpcFault } from '../../../../protocol/faults';
import { createSessionService } from '../../../../server/domain/sessions/service';
import {
  ID_REQUEST_WINDOW_MS,
  ID_REQUESTS_PER_WINDOW,
} from '../../../../server/domain/verification/idVerification';
import { createVerificationService } from '../../../../server/domain/verification/service';
import type { Db } from '../../../../server/storage/db';
import { openDb } from '../../../../server/storage/openDb';
import { FakeClock } from '../support/fakeClock';
import { makePlayer } from '../support/fixtures';
import { backends } from '../support/testDb';

const PDF = Buffer.from('%PDF-1.4\n% test document\n').toString('base64');
const doc = (n: number) => ({
  documentType: 'passport' as const,
  documentNumber: `P-${n}`,
  documentImage: PDF,
});

/** The outcome of one request: 'ok', or the fault code it was refused with. */
async function outcome(request: Promise<number>): Promise<string> {
  try {
    await request;
    return 'ok';
  } catch (error) {
    if (error instanceof RpcFault) return error.code;
    throw error;
  }
}

describe.each(backends)('identity document limit on $name', (backend) => {
  let dispose: () => Promise<void>;
  let db: Db;
  /** A second connection to the same database, as another server process has (its own pool on PostgreSQL). */
  let other: Db;
  const clock = new FakeClock();
  const serviceOn = (on: Db) =>
    createVerificationService({ db: on, clock, sessions: createSessionService({ db: on, clock }) });

  beforeAll(async () => {
    ({ db, dispose } = await backend.open());
    if (backend.name === 'postgres') {
      const [{ schema }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      other = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    } else other = db; // PGlite is one process's own database
  });
  afterAll(async () => {
    if (other !== db) await other.close();
    await dispose();
  });

  it('counts the documents in storage, so two server processes share one limit of 10 an hour', async () => {
    const player = await makePlayer(db);
    const [a, b] = [serviceOn(db), serviceOn(other)];
    for (let i = 0; i < ID_REQUESTS_PER_WINDOW; i++)
      await (i % 2 ? a : b).requestIdVerification(player.id, doc(i));
    expect(await outcome(a.requestIdVerification(player.id, doc(98)))).toBe(FaultCode.RateLimited);
    expect(await outcome(b.requestIdVerification(player.id, doc(99)))).toBe(FaultCode.RateLimited);
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM verification_requests WHERE player_id = $1',
      [player.id],
    );
    expect(n).toBe(ID_REQUESTS_PER_WINDOW);
    // Another player has their own 10.
    const second = await makePlayer(db);
    expect(await outcome(b.requestIdVerification(second.id, doc(1)))).toBe('ok');
  });

  it('lets exactly 10 of many simultaneous uploads through', async () => {
    const player = await makePlayer(db);
    const [a, b] = [serviceOn(db), serviceOn(other)];
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => outcome((i % 2 ? a : b).requestIdVerification(player.id, doc(i)))),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(ID_REQUESTS_PER_WINDOW);
    expect(outcomes.filter((o) => o === FaultCode.RateLimited)).toHaveLength(16 - ID_REQUESTS_PER_WINDOW);
  });

  it('counts the last hour only, and not refused documents', async () => {
    const player = await makePlayer(db);
    const service = serviceOn(db);
    const notADocument = { ...doc(0), documentImage: Buffer.from('plain text').toString('base64') };
    for (let i = 0; i < 3; i++)
      expect(await outcome(service.requestIdVerification(player.id, notADocument))).toBe(
        FaultCode.Validation,
      );
    for (let i = 0; i < ID_REQUESTS_PER_WINDOW; i++) await service.requestIdVerification(player.id, doc(i));
    expect(await outcome(service.requestIdVerification(player.id, doc(10)))).toBe(FaultCode.RateLimited);
    clock.advance(ID_REQUEST_WINDOW_MS - 1);
    expect(await outcome(service.requestIdVerification(player.id, doc(11)))).toBe(FaultCode.RateLimited);
    clock.advance(1); // the first ten are an hour old now
    expect(await outcome(service.requestIdVerification(player.id, doc(12)))).toBe('ok');
  });
});
