import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalogue } from '../../../protocol/calls';
import { FaultCode } from '../../../protocol/faults';
import type { SessionInfo } from '../../../server/ports/session';
import { createRig, freshIp, quickRegistration, type Rig } from './support/playersRig';

// Each call starts from params it would accept, then one field at a time gets a wrong type, a
// huge string, a unicode trick or goes missing. The poisoned field is then the only thing wrong,
// so a success means the server let that input through. Every answer must be a clear fault and
// no table may gain or lose a row.

const TABLES = [
  'players',
  'sessions',
  'player_tokens',
  'outbox',
  'verification_requests',
  'pending_forms',
  'accounts',
  'favorites',
];

/** Faults a bad input may answer: anything but a crash (Server.Processing) or a success. */
const CLEAR = new Set<string>([
  FaultCode.Validation,
  FaultCode.BadRequest,
  FaultCode.NotLoggedIn,
  FaultCode.IncorrectCredentials,
]);

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64');

/** Inserted into the middle of a valid text (so the rest of the value stays plausible). */
const TRICKS: [label: string, insert: string][] = [
  ['an RTL override', '\u202E'],
  ['a zero-width space', '\u200B'],
  ['a zero-width joiner', '\u200D'],
  ['a NUL byte', '\u0000'],
  ['a BOM', '\uFEFF'],
  ['an escape', '\u001B[2J'],
];

const WRONG_TYPES: [label: string, value: unknown][] = [
  ['an object', { $gt: '' }],
  ['an array', ['x']],
  ['null', null],
  ['NaN', Number.NaN],
  ['a boolean', true],
  ['a number', 12345],
  ['a string', 'abc'],
];

interface Case {
  call: string;
  params: Record<string, unknown>;
  /** Log in as the player (default) or call as a visitor. */
  visitor?: boolean;
  /** Fields that are free text by design (a base64 document), with no character rule. */
  opaque?: string[];
}

describe('each players, verification and session call refuses a bad field and writes nothing', () => {
  let rig: Rig;
  let session: SessionInfo;
  const player = quickRegistration({ phone: '555-0100' });
  const cases: Case[] = [];

  beforeAll(async () => {
    rig = await createRig();
    await rig.ok('playerRegistration', player, { ip: freshIp() });
    ({ session } = await rig.login(player.username, 'abc123'));
    await rig.ok('requestResetPassword', { memberId: 1, usernameOrEmail: player.username });
    const resetToken = await rig.mailedToken(player.email);
    await rig.ok('requestEmailConfirmation', {}, { session });
    const confirmToken = await rig.mailedToken(player.email);
    await rig.ok('requestIdVerification', { documentType: 'passport', documentNumber: 'P777' }, { session });
    const request = await rig.ok<{ id: number }>('getLastVerificationRequest', {}, { session });

    cases.push(
      {
        call: 'login',
        params: { memberId: 1, username: player.username, password: 'abc123', clientIp: '10.0.0.1' },
        visitor: true,
      },
      { call: 'checkToken', params: { token: resetToken }, visitor: true },
      { call: 'checkUsername', params: { value: 'someone_new', memberId: 1 }, visitor: true },
      { call: 'checkEmail', params: { value: 'someone@example.test', memberId: 1 }, visitor: true },
      { call: 'checkPhone', params: { value: '555-0199', memberId: 1 }, visitor: true },
      { call: 'checkGovernmentID', params: { value: 'GOV123', memberId: 1 }, visitor: true },
      { call: 'checkPassword', params: { password: 'abc123' } },
      { call: 'checkPostalCode', params: { postalCode: '10001', country: 'US' } },
      { call: 'getAddressByPostalCode', params: { postalCode: '10001', country: 'US' } },
      {
        call: 'playerRegistration',
        params: {
          ...quickRegistration({ phone: '555-0142' }),
          confirmPassword: 'abc123',
          birthdate: '1990-01-01',
          refStr: 'FRIEND1',
          languageId: 'en_US',
        },
        visitor: true,
      },
      {
        call: 'playerRegistrationFull',
        params: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthdate: '1990-12-10',
          gender: 'F',
          occupation: 'Engineer',
          country: 'US',
          state: 'NY',
          city: 'New York',
          address: '1 Broadway',
          postalCode: '10001',
          governmentId1: 'GOV-1',
          governmentId2: 'GOV-2',
        },
      },
      {
        call: 'postPendingForm',
        params: {
          emailAddress: 'form@example.test',
          formType: 'oneClick',
          formIndex: 1,
          formData: '{"step":1}',
          formCompleted: false,
          memberId: 1,
        },
        visitor: true,
      },
      {
        call: 'requestResetPassword',
        params: { memberId: 1, usernameOrEmail: player.username },
        visitor: true,
      },
      {
        call: 'resetPassword',
        params: { token: resetToken, newPassword: 'new123abc', clientIp: '10.0.0.2' },
        visitor: true,
      },
      {
        call: 'changePassword',
        params: { oldPassword: 'abc123', newPassword: 'xyz789', confirmPassword: 'xyz789' },
      },
      {
        call: 'updateContactPreference',
        params: {
          contactByEmail: true,
          contactEmailNews: false,
          contactEmailDeposits: true,
          contactEmailWithdrawals: false,
          contactEmailWins: true,
        },
      },
      {
        call: 'updatePlayerAddress',
        params: {
          address: '1 Main St',
          city: 'Albany',
          province: 'NY',
          postCode: '12207',
          country: 'US',
          password: 'abc123',
        },
      },
      { call: 'updatePlayerEmail', params: { email: 'changed@example.test', password: 'abc123' } },
      { call: 'updatePlayerLocale', params: { languageId: 'es_ES' } },
      {
        call: 'updatePlayerPhones',
        params: { phoneMobile: '555-0177', phoneHome: '555-0178', password: 'abc123' },
      },
      { call: 'requestEmailConfirmation', params: { email: player.email, memberId: 1 } },
      { call: 'submitEmailConfirmation', params: { token: confirmToken }, visitor: true },
      {
        call: 'requestIdVerification',
        params: { documentType: 'passport', documentNumber: 'P1234567', documentImage: JPEG },
        opaque: ['documentImage'],
      },
      { call: 'postVerificationRequestReply', params: { requestId: request.id, reply: 'Here it is' } },
      {
        call: 'postVerificationRequestSubmit',
        params: { requestId: request.id, attachment: JPEG },
        opaque: ['attachment'],
      },
      { call: 'requestPhoneValidation', params: { phone: '555-0100' } },
      { call: 'submitPhoneValidation', params: { phone: '555-0100', code: '123456' } },
    );
  });
  afterAll(() => rig.close());

  const counts = async () =>
    Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rig.count(t)])));

  /** A field the call's schema cannot do without (an optional one may go missing). */
  const required = (call: string, field: string) => {
    const shape = (catalogue.get(call)!.params as unknown as { shape: Record<string, z.ZodType> }).shape;
    return !shape[field].safeParse(undefined).success;
  };

  /** Every poisoned variant of a case: [what, params]. */
  function variants(c: Case): [string, Record<string, unknown>][] {
    const anyRequired = Object.keys(c.params).some((field) => required(c.call, field));
    const out: [string, Record<string, unknown>][] = anyRequired ? [['no params at all', {}]] : [];
    for (const [field, good] of Object.entries(c.params)) {
      const rest = { ...c.params };
      delete rest[field];
      if (required(c.call, field)) out.push([`${field} missing`, rest]);
      for (const [label, value] of WRONG_TYPES) {
        if (typeof value === typeof good && !Number.isNaN(value)) continue;
        out.push([`${field} as ${label}`, { ...c.params, [field]: value }]);
      }
      if (typeof good === 'string') {
        out.push([`${field} huge`, { ...c.params, [field]: good + 'x'.repeat(100_000) }]);
        if (c.opaque?.includes(field)) continue;
        const middle = Math.max(1, Math.floor(good.length / 2));
        for (const [label, insert] of TRICKS)
          out.push([
            `${field} with ${label}`,
            { ...c.params, [field]: good.slice(0, middle) + insert + good.slice(middle) },
          ]);
      }
      if (typeof good === 'number') {
        for (const bad of [-1, 1.5, Number.MAX_SAFE_INTEGER * 4])
          out.push([`${field} = ${bad}`, { ...c.params, [field]: bad }]);
      }
    }
    return out;
  }

  const CALLS = [
    'login',
    'checkToken',
    'checkUsername',
    'checkEmail',
    'checkPhone',
    'checkGovernmentID',
    'checkPassword',
    'checkPostalCode',
    'getAddressByPostalCode',
    'playerRegistration',
    'playerRegistrationFull',
    'postPendingForm',
    'requestResetPassword',
    'resetPassword',
    'changePassword',
    'updateContactPreference',
    'updatePlayerAddress',
    'updatePlayerEmail',
    'updatePlayerLocale',
    'updatePlayerPhones',
    'requestEmailConfirmation',
    'submitEmailConfirmation',
    'requestIdVerification',
    'postVerificationRequestReply',
    'postVerificationRequestSubmit',
    'requestPhoneValidation',
    'submitPhoneValidation',
  ];

  it.each(CALLS)('%s', async (call) => {
    const c = cases.find((x) => x.call === call)!;
    const before = await counts();
    const accepted: string[] = [];
    for (const [what, params] of variants(c)) {
      const outcome = await rig.call(call, params, { session: c.visitor ? null : session, ip: freshIp() });
      if (outcome.ok) {
        accepted.push(`${what} -> ${JSON.stringify(outcome.result)}`);
        continue;
      }
      expect(CLEAR, `${call}: ${what} -> ${outcome.fault.code} ${outcome.fault.message}`).toContain(
        outcome.fault.code,
      );
    }
    expect(accepted.join('\n'), `${call} accepted bad input`).toBe('');
    expect(await counts(), `${call} changed row counts`).toEqual(before);
  });
});
