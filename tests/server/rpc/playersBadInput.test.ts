import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../protocol/calls';
import { FaultCode } from '../../../protocol/faults';
import type { SessionInfo } from '../../../server/ports/session';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

// Every call of the players, verification and geo areas plus the session calls this issue owns.
const CALLS = [...catalogue.values()]
  .filter(
    (spec) =>
      ['players', 'verification', 'geo'].includes(spec.area) ||
      ['login', 'loginWhitelabel', 'checkToken'].includes(spec.name),
  )
  .map((spec) => spec.name)
  .filter(
    (name) =>
      !['registerAndLoginBeforeDeposit', 'registerAndTrackPendingJoin', 'isEligibleLocation'].includes(name),
  );

const TABLES = ['players', 'sessions', 'player_tokens', 'outbox', 'verification_requests', 'pending_forms'];

/** Values that must never be accepted for a field that expects something else. */
const POISON: [label: string, value: unknown][] = [
  ['a huge string', 'a'.repeat(200_000)],
  ['a NUL byte', 'abc\u0000def'],
  ['an RTL override', 'abc\u202Efed'],
  ['a nested object', { $gt: '' }],
  ['an array', ['x']],
  ['NaN', Number.NaN],
  ['null', null],
];

/** Faults a bad input may answer: anything but a crash (Server.Processing) or a success. */
const CLEAR = new Set<string>([
  FaultCode.Validation,
  FaultCode.BadRequest,
  FaultCode.NotLoggedIn,
  FaultCode.IncorrectCredentials,
]);

describe('bad input to every players call answers a clear fault and writes nothing', () => {
  let rig: Rig;
  let session: SessionInfo;
  const counts = async () => Promise.all(TABLES.map((t) => rig.count(t)));

  beforeAll(async () => {
    rig = await createRig();
    const p = quickRegistration();
    await rig.ok('playerRegistration', p, { ip: freshIp() });
    ({ session } = await rig.login(p.username, 'abc123'));
  });
  afterAll(() => rig.close());

  it.each(CALLS)('%s', async (call) => {
    const before = await counts();
    // A call whose params are all optional may accept some of these as valid (and act on them).
    let accepted = false;
    // Missing everything, and a non-object.
    for (const params of [{ memberId: 'one' }, { requestId: -1, token: 5, phone: 7 }]) {
      const outcome = await rig.call(call, params, { session });
      if (outcome.ok) {
        accepted = true;
        continue;
      }
      expect(CLEAR, `${call} ${JSON.stringify(params)} -> ${outcome.fault.code}`).toContain(
        outcome.fault.code,
      );
    }
    expect((await rig.call(call, 'not an object' as never, { session })).ok).toBe(false);

    // Each field of a shape the schema knows, poisoned in turn.
    const shape = (catalogue.get(call)!.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    for (const field of Object.keys(shape)) {
      for (const [label, value] of POISON) {
        const outcome = await rig.call(call, { memberId: 1, [field]: value }, { session });
        if (outcome.ok) continue;
        expect(
          CLEAR,
          `${call}.${field} with ${label} -> ${outcome.fault.code} ${outcome.fault.message}`,
        ).toContain(outcome.fault.code);
      }
    }
    if (!accepted) expect(await counts()).toEqual(before);
  });
});
