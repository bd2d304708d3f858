// Finding (issue 36): anonymous createSupportCase mailed any address, quoting the caller's subject
// and message word for word, and a+1@x, a+2@x got round the per-address limit. Now a visitor's
// case is stored but mailed to nobody; a player is acknowledged at their own address only, the
// free text quoted only once that address is confirmed; limits count per normalised address,
// per client address and per site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { createRig, freshIp, quickRegistration, type Rig } from '../../rpc/support/playersRig';

describe('support cases are no mail relay', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const form = (over: Record<string, unknown> = {}) => ({
    memberId: 1,
    name: 'Sam Smith',
    email: 'victim@example.test',
    category: 'payments',
    subject: 'Your account is locked',
    message: 'Log in at https://phish.example to unlock it.',
    ...over,
  });
  const mailsTo = (recipient: string) => outboxRepo.list(rig.services.db, { recipient, limit: 10 });

  it("stores a visitor's case but mails the address nothing", async () => {
    const id = await rig.ok<number>('createSupportCase', form(), { ip: freshIp() });
    expect(id).toBeGreaterThan(0);
    expect(await rig.services.content.support.byId(id)).toMatchObject({ subject: 'Your account is locked' });
    expect(await mailsTo('victim@example.test')).toEqual([]);
  });

  it('acknowledges a player at their own address, quoting the text only once it is confirmed', async () => {
    const params = quickRegistration();
    await rig.ok('playerRegistration', params, { ip: freshIp() });
    const { session, playerId } = await rig.login(params.username, params.password);
    const before = (await mailsTo(params.email)).length;
    const id = await rig.ok<number>('createSupportCase', form({ email: 'other@example.test' }), {
      session,
      ip: freshIp(),
    });
    expect(await mailsTo('other@example.test')).toEqual([]);
    const unconfirmed = await mailsTo(params.email);
    expect(unconfirmed).toHaveLength(before + 1);
    expect(unconfirmed[0].subject).toContain(`case ${id}`);
    expect(unconfirmed[0].body).not.toContain('phish');

    await rig.services.db.query(
      `UPDATE players SET verification = verification || '{"emailVerified": true}' WHERE id = $1`,
      [playerId],
    );
    await rig.ok<number>('createSupportCase', form(), { session, ip: freshIp() });
    const [confirmed] = await mailsTo(params.email);
    expect(confirmed.body).toContain('phish.example');
  });

  it('counts plus-tagged and dotted spellings of one mailbox as one address', async () => {
    const spellings = ['a.b+1@gmail.com', 'ab+2@gmail.com', 'A.B@googlemail.com', 'a.b+4@gmail.com'];
    const answers = [];
    for (const email of spellings)
      answers.push(await rig.ok('createSupportCase', form({ email }), { ip: freshIp() }));
    expect(answers.slice(0, 3).every((id) => Number(id) > 0)).toBe(true);
    expect(answers[3]).toBe(-1);
  });

  it('answers -1 past the per-client limit, storing nothing', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect(
        await rig.ok('createSupportCase', form({ email: `c${i}@example.test` }), { ip }),
      ).toBeGreaterThan(0);
    const before = await rig.count('support_cases');
    expect(await rig.ok('createSupportCase', form({ email: 'c10@example.test' }), { ip })).toBe(-1);
    expect(await rig.count('support_cases')).toBe(before);
  });

  it('answers -1 past the per-site limit', async () => {
    const site = rig.services.config.sites.find((s) => s.memberId === 15)!;
    site.limits.supportCasePerSite = { max: 2, windowMinutes: 60 };
    const post = (i: number) =>
      rig.ok('createSupportCase', form({ memberId: 15, email: `s${i}@example.test` }), { ip: freshIp() });
    expect(await post(1)).toBeGreaterThan(0);
    expect(await post(2)).toBeGreaterThan(0);
    expect(await post(3)).toBe(-1);
    expect(
      await rig.ok('createSupportCase', form({ email: 's4@example.test' }), { ip: freshIp() }),
    ).toBeGreaterThan(0);
  });
});
