import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultCode } from '../../../protocol/faults';
import { ValidationKey } from '../../../protocol/validation';
import { outboxRepo } from '../../../server/domain/messaging/outbox';
import { createVerificationService } from '../../../server/domain/verification/service';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

const MINUTE = 60_000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

describe('profile, password, tokens and verification', () => {
  let rig: Rig;
  beforeAll(async () => {
    rig = await createRig();
  });
  afterAll(() => rig.close());

  const newPlayer = async (over: Record<string, unknown> = {}) => {
    const params = quickRegistration(over);
    const { playerId } = await rig.ok<{ playerId: number }>('playerRegistration', params, { ip: freshIp() });
    const { session } = await rig.login(params.username, 'abc123');
    return { ...params, playerId, session };
  };
  const player = (id: number) => rig.services.players.byId(id);

  it('confirms the email with the mailed token once; the token is stored hashed', async () => {
    const p = await newPlayer();
    rig.listen(`cashier.${p.playerId}`);
    const token = await rig.mailedToken(p.email);
    expect(
      await rig.services.db.query('SELECT 1 FROM player_tokens WHERE token_hash = $1', [token]),
    ).toHaveLength(0);
    expect(await rig.ok('checkToken', { token })).toBe(1);
    expect(await rig.ok('submitEmailConfirmation', { token })).toBe(1);
    expect((await player(p.playerId))?.verification).toMatchObject({
      emailVerified: true,
      emailVerifiedDate: rig.clock.now(),
    });
    expect(
      rig.pushes.some((push) => push.topic === `cashier.${p.playerId}` && push.event === 'emailVerification'),
    ).toBe(true);
    expect(await rig.ok('submitEmailConfirmation', { token })).toBe(0);
    expect(await rig.ok('checkToken', { token })).toBe(0);
  });

  it('lets a confirmation link expire and retires older links when a new one is sent', async () => {
    const p = await newPlayer();
    const first = await rig.mailedToken(p.email);
    expect(await rig.ok('requestEmailConfirmation', {}, { session: p.session })).toBe(1);
    const second = await rig.mailedToken(p.email);
    expect(await rig.ok('submitEmailConfirmation', { token: first })).toBe(0);
    rig.clock.advance(48 * 60 * MINUTE);
    expect(await rig.ok('submitEmailConfirmation', { token: second })).toBe(0);
  });

  it('resets a password through the mailed link: single use, expiring, ending every session', async () => {
    const p = await newPlayer();
    expect(await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: p.username })).toBe(1);
    // Unknown players get the same answer and no mail.
    const mails = await rig.count('outbox');
    expect(
      await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: 'nobody@example.test' }),
    ).toBe(1);
    expect(await rig.count('outbox')).toBe(mails);
    const [mail] = await outboxRepo.list(rig.services.db, { recipient: p.email, limit: 1 });
    expect(mail.body).toMatch(/\/password\?site=\d+&key=/);
    const token = await rig.mailedToken(p.email);
    expect(await rig.ok('resetPassword', { token, newPassword: 'fresh99' })).toBe(1);
    expect(await rig.ok('resetPassword', { token, newPassword: 'again99' })).toBe(0);
    const [live] = await rig.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE player_id = $1 AND NOT revoked',
      [p.playerId],
    );
    expect(live.n).toBe(0);
    expect(
      (await rig.call('login', { memberId: 1, username: p.username, password: 'fresh99' }, { ip: freshIp() }))
        .ok,
    ).toBe(true);

    await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: p.email });
    const late = await rig.mailedToken(p.email);
    rig.clock.advance(61 * MINUTE);
    expect(await rig.ok('checkToken', { token: late })).toBe(0);
    expect(await rig.ok('resetPassword', { token: late, newPassword: 'late999' })).toBe(0);
  });

  it('mails at most 3 reset links per player per 10 minutes, answering 1 all the same', async () => {
    const p = await newPlayer();
    const mails = await rig.count('outbox');
    for (let i = 0; i < 5; i++)
      expect(await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: p.username })).toBe(1);
    expect(await rig.count('outbox')).toBe(mails + 3);
    rig.clock.advance(10 * MINUTE);
    await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: p.username });
    expect(await rig.count('outbox')).toBe(mails + 4);
  });

  it('validates the new password of a reset and of a change with the spec keys', async () => {
    const p = await newPlayer();
    expect(await rig.fault('resetPassword', { token: 't', newPassword: 'short' })).toMatchObject({
      code: FaultCode.Validation,
      detail: { newPassword: ValidationKey.password },
    });
    expect(
      await rig.fault(
        'changePassword',
        { oldPassword: 'abc123', newPassword: 'new123', confirmPassword: 'new124' },
        { session: p.session },
      ),
    ).toMatchObject({ detail: { confirmPassword: ValidationKey.noMatch } });
  });

  it('changes the password with the old one (103 when it is wrong) and checkPassword answers 1', async () => {
    const p = await newPlayer();
    const s = { session: p.session };
    expect(
      await rig.fault(
        'changePassword',
        { oldPassword: 'nope12', newPassword: 'new123', confirmPassword: 'new123' },
        s,
      ),
    ).toMatchObject({
      code: FaultCode.IncorrectCredentials,
    });
    expect(
      await rig.ok(
        'changePassword',
        { oldPassword: 'abc123', newPassword: 'new123', confirmPassword: 'new123' },
        s,
      ),
    ).toBe(1);
    expect(await rig.ok('checkPassword', { password: 'new123' }, s)).toBe(1);
    expect(await rig.ok('checkPassword', { password: 'abc123' }, s)).toBe(0);
    expect((await player(p.playerId))?.statistics.lastPasswordChangeDate).toBe(rig.clock.now());
    // changePassword2 is only for a player flagged to change it.
    expect(
      await rig.fault('changePassword2', { newPassword: 'new456', confirmPassword: 'new456' }, s),
    ).toMatchObject({
      code: FaultCode.NotAuthorised,
    });
  });

  it('updates the email (unverified again, new link), phones, address, locale and contact preference', async () => {
    const p = await newPlayer();
    const s = { session: p.session };
    const other = await newPlayer();
    expect(await rig.fault('updatePlayerEmail', { email: other.email, password: 'abc123' }, s)).toMatchObject(
      {
        detail: { email: ValidationKey.exists },
      },
    );
    expect(await rig.ok('updatePlayerEmail', { email: `new.${p.email}`, password: 'abc123' }, s)).toBe(1);
    expect(await rig.mailedToken(`new.${p.email}`)).toBeTruthy();
    expect(
      await rig.ok(
        'updatePlayerPhones',
        { phoneMobile: '555-777-0001', phoneHome: '555-777-0002', password: 'abc123' },
        s,
      ),
    ).toBe(1);
    const address = {
      address: '1 Main St',
      city: 'Springfield',
      province: 'IL',
      postCode: '62701',
      country: 'US',
    };
    expect(await rig.ok('updatePlayerAddress', { ...address, password: 'abc123' }, s)).toBe(1);
    expect(await rig.ok('updatePlayerLocale', { languageId: 'es_ES' }, s)).toBe(1);
    const prefs = {
      contactByEmail: true,
      contactEmailNews: false,
      contactEmailDeposits: true,
      contactEmailWithdrawals: true,
      contactEmailWins: false,
    };
    expect(await rig.ok('updateContactPreference', prefs, s)).toBe(1);
    const updated = await player(p.playerId);
    expect(updated?.details).toMatchObject({
      primaryEmail: `new.${p.email}`,
      phoneMobile: '555-777-0001',
      primaryAddressStreet: '1 Main St',
      primaryAddressCity: 'Springfield',
      primaryAddressState: 'IL',
      primaryAddressPostalcode: '62701',
      languageId: 'es_ES',
    });
    expect(updated?.verification.emailVerified).toBe(false);
    expect(
      await rig.fault(
        'updatePlayerAddress',
        { ...address, city: 'Spring\u202Efield', password: 'abc123' },
        s,
      ),
    ).toMatchObject({
      detail: { city: 'validation.invalid' },
    });
    expect(
      await rig.fault('updatePlayerEmail', { email: 'x@y.z', password: 'abc123' }, { session: null }),
    ).toMatchObject({
      code: FaultCode.NotLoggedIn,
    });
  });

  it("validates a phone by SMS code: the request answers with '#', the right code '1' once", async () => {
    const p = await newPlayer();
    const s = { session: p.session };
    const answer = await rig.ok<string>('requestPhoneValidation', { phone: '555-888-0001' }, s);
    expect(answer).toContain('#');
    const [sms] = await outboxRepo.list(rig.services.db, { recipient: '555-888-0001', limit: 1 });
    const code = /(\d{6})/.exec(sms.body)![1];
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await rig.ok('submitPhoneValidation', { phone: '555-888-0001', code: wrong }, s)).toBe('0');
    expect(await rig.ok('submitPhoneValidation', { phone: '555-888-0001', code }, s)).toBe('1');
    expect(await rig.ok('submitPhoneValidation', { phone: '555-888-0001', code }, s)).toBe('0');
    const details = (await player(p.playerId))?.details;
    expect(details).toMatchObject({
      phoneMobile: '555-888-0001',
      mobilePhoneVerified: true,
      phoneVerifiedDate: rig.clock.now(),
    });
  });

  it('limits SMS requests and code guesses per player', async () => {
    const p = await newPlayer();
    const s = { session: p.session };
    for (let i = 0; i < 3; i++)
      expect(await rig.ok('requestPhoneValidation', { phone: '555-999-0001' }, s)).toContain('#');
    expect(await rig.fault('requestPhoneValidation', { phone: '555-999-0001' }, s)).toMatchObject({
      code: FaultCode.RateLimited,
    });
    const [sms] = await outboxRepo.list(rig.services.db, { recipient: '555-999-0001', limit: 1 });
    const code = /(\d{6})/.exec(sms.body)![1];
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect(await rig.ok('submitPhoneValidation', { phone: '555-999-0001', code: wrong }, s)).toBe('0');
    // The right code is refused too once the guesses are used up.
    expect(await rig.fault('submitPhoneValidation', { phone: '555-999-0001', code }, s)).toMatchObject({
      code: FaultCode.RateLimited,
    });
    // The window is 10 minutes (and so is the code's life): then a new code may be sent and tried.
    rig.clock.advance(9 * MINUTE);
    expect(await rig.fault('requestPhoneValidation', { phone: '555-999-0001' }, s)).toMatchObject({
      code: FaultCode.RateLimited,
    });
    // The number itself has 3 SMS an hour (site limits.smsPerNumber; tests/server/security/abuse).
    rig.clock.advance(1 * MINUTE);
    expect(await rig.fault('requestPhoneValidation', { phone: '555-999-0001' }, s)).toMatchObject({
      code: FaultCode.RateLimited,
    });
    rig.clock.advance(50 * MINUTE);
    expect(await rig.ok('requestPhoneValidation', { phone: '555-999-0001' }, s)).toContain('#');
    const [fresh] = await outboxRepo.list(rig.services.db, { recipient: '555-999-0001', limit: 1 });
    const freshCode = /(\d{6})/.exec(fresh.body)![1];
    expect(await rig.ok('submitPhoneValidation', { phone: '555-999-0001', code: freshCode }, s)).toBe('1');
  });

  it('counts the phone limits in storage, so a second server process sees the same count', async () => {
    const p = await newPlayer();
    // A second verification service over the same database stands in for another process.
    const { db, sessions, clock, config } = rig.services;
    const other = createVerificationService({
      db,
      sessions,
      clock,
      site: (memberId) => config.sites.find((site) => site.memberId === memberId),
    });
    const s = { session: p.session };
    for (let i = 0; i < 2; i++)
      expect(await rig.ok('requestPhoneValidation', { phone: '555-999-0002' }, s)).toContain('#');
    expect(await other.requestPhoneValidation(p.playerId, '555-999-0002', '127.0.0.1')).toContain('#');
    await expect(other.requestPhoneValidation(p.playerId, '555-999-0002', '127.0.0.1')).rejects.toMatchObject(
      {
        code: FaultCode.RateLimited,
      },
    );
    expect(await rig.fault('requestPhoneValidation', { phone: '555-999-0002' }, s)).toMatchObject({
      code: FaultCode.RateLimited,
    });
  });

  it('files an identity document (type and size checked) and the operator review sets the flags and pushes', async () => {
    const p = await newPlayer();
    const s = { session: p.session };
    rig.listen(`cashier.${p.playerId}`);
    const before = await rig.count('verification_requests');
    expect(
      await rig.fault(
        'requestIdVerification',
        {
          documentType: 'passport',
          documentNumber: 'P123',
          documentImage: Buffer.from('hello').toString('base64'),
        },
        s,
      ),
    ).toMatchObject({ code: FaultCode.Validation, detail: { documentImage: 'verification.document.type' } });
    expect(await rig.count('verification_requests')).toBe(before);
    const png = `data:image/png;base64,${PNG.toString('base64')}`;
    expect(
      await rig.ok(
        'requestIdVerification',
        { documentType: 'passport', documentNumber: 'P123', documentImage: png },
        s,
      ),
    ).toBe(1);
    const last = await rig.ok<{ id: number; status: string }>('getLastVerificationRequest', {}, s);
    expect(last).toMatchObject({ status: 'PENDING' });
    expect(await rig.call('getLastVerificationRequest', {})).toMatchObject({
      ok: false,
      fault: { code: FaultCode.NotLoggedIn },
    });
    const [stored] = await rig.services.db.query<{ document_mime: string; document: Uint8Array }>(
      'SELECT document_mime, document FROM verification_requests WHERE id = $1',
      [last.id],
    );
    expect(stored.document_mime).toBe('image/png');
    expect(Buffer.from(stored.document).equals(PNG)).toBe(true);

    expect(await rig.ok('postVerificationRequestReply', { requestId: last.id, reply: 'It is me' }, s)).toBe(
      1,
    );
    expect(await rig.ok('postVerificationRequestSubmit', { requestId: last.id }, s)).toBe(1);
    const other = await newPlayer();
    expect(
      await rig.ok(
        'postVerificationRequestReply',
        { requestId: last.id, reply: 'not mine' },
        { session: other.session },
      ),
    ).toBe(0);

    expect(await rig.services.verification.review(last.id, 'VERIFIED')).toBe(true);
    expect((await player(p.playerId))?.verification).toMatchObject({
      idVerified: true,
      idVerifiedDate: rig.clock.now(),
      verificationStatus: 'VERIFIED',
    });
    expect(
      rig.pushes.filter((push) => push.topic === `cashier.${p.playerId}`).map((push) => push.event),
    ).toContain('idVerification');
    expect(await rig.services.verification.review(last.id, 'REJECTED')).toBe(false); // decided already
  });

  it('rejects an oversized document', async () => {
    const p = await newPlayer();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(46_000)]).toString('base64');
    const fault = await rig.fault(
      'requestIdVerification',
      { documentType: 'idCard', documentNumber: 'ID99', documentImage: big },
      { session: p.session },
    );
    expect(fault).toMatchObject({
      detail: { documentImage: expect.stringMatching(/verification\.document\.size|validation\.maxlength/) },
    });
  });
});
