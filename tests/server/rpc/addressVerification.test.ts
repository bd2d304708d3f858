import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

const PDF = Buffer.from('%PDF-1.4\n% a utility bill\n').toString('base64');

describe('address verification (proof of address reviewed by the operator)', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const newPlayer = async () => {
    const params = quickRegistration({});
    const { playerId } = await rig.ok<{ playerId: number }>('playerRegistration', params, { ip: freshIp() });
    const { session } = await rig.login(params.username, 'abc123');
    return { playerId, session };
  };
  const verificationOf = async (id: number) => (await rig.services.players.byId(id))?.verification;
  const upload = (session: Awaited<ReturnType<typeof newPlayer>>['session'], documentType: string) =>
    rig.ok<number>(
      'requestIdVerification',
      { documentType, documentNumber: 'ACC-7781', documentImage: PDF },
      { session },
    );

  it('files a utility bill as a proof-of-address request, which only the address review decides', async () => {
    const p = await newPlayer();
    rig.listen(`cashier.${p.playerId}`);
    expect(await upload(p.session, 'utilityBill')).toBe(1);
    const last = await rig.ok<{ id: number; status: string; question: string }>(
      'getLastVerificationRequest',
      {},
      { session: p.session },
    );
    expect(last).toMatchObject({ status: 'PENDING', question: 'Proof of address' });

    // verify-id does not accept a proof of address, nor verify-address an identity document.
    expect(await rig.services.verification.review(last.id, 'VERIFIED', 'id')).toBe(false);
    expect(await verificationOf(p.playerId)).not.toMatchObject({ idVerified: true });

    expect(await rig.services.verification.review(last.id, 'VERIFIED', 'address')).toBe(true);
    expect(await verificationOf(p.playerId)).toMatchObject({
      addressVerified: true,
      addressVerifiedDate: rig.clock.now(),
    });
    expect((await verificationOf(p.playerId))?.idVerified).not.toBe(true);
    const events = rig.pushes.filter((push) => push.topic === `cashier.${p.playerId}`);
    expect(events.find((push) => push.event === 'addressVerification')?.data).toEqual({
      verified: true,
      verifiedDate: rig.clock.now(),
    });
    expect(await rig.services.verification.review(last.id, 'REJECTED', 'address')).toBe(false);
  });

  it('keeps identity documents for the id review', async () => {
    const p = await newPlayer();
    await upload(p.session, 'passport');
    const last = await rig.ok<{ id: number; question: string }>(
      'getLastVerificationRequest',
      {},
      {
        session: p.session,
      },
    );
    expect(last.question).toBe('Identity document');
    expect(await rig.services.verification.review(last.id, 'VERIFIED', 'address')).toBe(false);
    expect(await rig.services.verification.review(last.id, 'REJECTED', 'id')).toBe(true);
    expect(await verificationOf(p.playerId)).toMatchObject({
      idVerified: false,
      verificationStatus: 'REJECTED',
    });
  });

  it('refuses an unknown document kind', async () => {
    const p = await newPlayer();
    const outcome = await rig.call(
      'requestIdVerification',
      { documentType: 'horoscope', documentNumber: 'X-123', documentImage: PDF },
      { session: p.session },
    );
    expect(outcome).toMatchObject({ ok: false, fault: { code: 'Server.Validation' } });
  });
});
