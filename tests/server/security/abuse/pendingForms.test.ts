// Finding (issue 36): anonymous postPendingForm stored 16 KiB a call without a cap, and form ids
// were sequential, so anyone knowing an id and the email could overwrite the form. Now each form
// has a random key only its creator is given, a resave without it overwrites nothing, and size,
// count (per client address, per email, per site) and age are capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRig, freshIp, type Rig } from '../../rpc/support/playersRig';

describe('pending forms are capped and writable only by their creator', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const form = (over: Record<string, unknown> = {}) => ({
    emailAddress: 'guest@example.test',
    formType: 'oneClickCheckout',
    formIndex: 1,
    formData: '{"step":1}',
    formCompleted: false,
    memberId: 1,
    ...over,
  });
  const stored = (id: number) =>
    rig.services.db.query<{ form_data: string }>('SELECT form_data FROM pending_forms WHERE id = $1', [id]);

  it('gives the creator a random key; a resave without it overwrites nothing', async () => {
    const ip = freshIp();
    const first = await rig.ok<{ id: number; key: string }>('postPendingForm', form(), { ip });
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const attacker = await rig.ok<{ id: number; key: string }>(
      'postPendingForm',
      form({ id: first.id, formData: '{"evil":1}' }),
      { ip: freshIp() },
    );
    expect(attacker.id).not.toBe(first.id);
    expect(await stored(first.id)).toEqual([{ form_data: '{"step":1}' }]);
    const guessed = await rig.fault('postPendingForm', form({ id: first.id, key: 'A'.repeat(32) }), {
      ip: freshIp(),
    });
    expect(guessed.code).toBe('Server.Validation');
    expect(await stored(first.id)).toEqual([{ form_data: '{"step":1}' }]);

    const resaved = await rig.ok('postPendingForm', form({ ...first, formData: '{"step":2}' }), { ip });
    expect(resaved).toEqual(first);
    expect(await stored(first.id)).toEqual([{ form_data: '{"step":2}' }]);
  });

  it('refuses a form larger than the site allows, storing nothing', async () => {
    const before = await rig.count('pending_forms');
    const fault = await rig.fault('postPendingForm', form({ formData: 'x'.repeat(9 * 1024) }), {
      ip: freshIp(),
    });
    expect(fault).toMatchObject({
      code: 'Server.Validation',
      detail: { formData: 'validation.maxlength.8192' },
    });
    expect(await rig.count('pending_forms')).toBe(before);
  });

  it('caps new forms per client address and per email address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      await rig.ok('postPendingForm', form({ emailAddress: `c${i}@example.test` }), { ip });
    const before = await rig.count('pending_forms');
    expect(
      await rig.fault('postPendingForm', form({ emailAddress: 'c20@example.test' }), { ip }),
    ).toMatchObject({
      code: 'Server.RateLimited',
    });
    for (let i = 0; i < 5; i++)
      await rig.ok('postPendingForm', form({ emailAddress: `e+${i}@example.test` }), { ip: freshIp() });
    expect(
      await rig.fault('postPendingForm', form({ emailAddress: 'E+5@example.test' }), { ip: freshIp() }),
    ).toMatchObject({ code: 'Server.RateLimited' });
    expect(await rig.count('pending_forms')).toBe(before + 5);
  });

  it('expires forms after the site keeps them', async () => {
    const { id } = await rig.ok<{ id: number }>(
      'postPendingForm',
      form({ emailAddress: 'old@example.test' }),
      {
        ip: freshIp(),
      },
    );
    rig.clock.advance(8 * 24 * 3_600_000);
    await rig.ok('postPendingForm', form({ emailAddress: 'new@example.test' }), { ip: freshIp() });
    expect(await stored(id)).toEqual([]);
  });
});
