import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpTexter, smsTarget } from '../../../../server/domain/messaging/httpTexter';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { demoServices } from '../../rpc/support/handlerRig';
import { FakeClock } from '../support/fakeClock';
import { capturedLog } from './support/capturedLog';
import { startSmsListener, type SmsListener } from './support/smsListener';

const credentials = { user: 'gateway', pass: 'k3y-S3cret' };
const sms = { memberId: 3, to: '555-0142', text: 'Drawhall code: 428913' };

/** What the log must never hold: the number, the code, the credentials. */
function expectNothingSecret(logged: string) {
  for (const secret of ['555-0142', '428913', credentials.user, credentials.pass])
    expect(logged).not.toContain(secret);
}

describe('HTTP SMS gateway', () => {
  let listener: SmsListener;
  beforeEach(async () => {
    listener = await startSmsListener();
  });
  afterEach(() => listener.close());

  it('POSTs { to, body } as JSON, with the URL credentials as Basic auth', async () => {
    const { log, lines } = capturedLog();
    await createHttpTexter({ url: listener.url(credentials) }, { log }).send(sms);
    expect(listener.received).toEqual([
      {
        method: 'POST',
        path: '/sms/send',
        contentType: 'application/json',
        authorization: `Basic ${Buffer.from('gateway:k3y-S3cret').toString('base64')}`,
        body: { to: '555-0142', body: 'Drawhall code: 428913' },
      },
    ]);
    expect(lines).toEqual([]);
  });

  it('sends no authorization header when the URL has no credentials', async () => {
    await createHttpTexter({ url: listener.url() }, { log: capturedLog().log }).send(sms);
    expect(listener.received[0].authorization).toBeUndefined();
  });

  it('logs a refused delivery with the status, without the number, the body or the credentials, and does not throw', async () => {
    const { log, lines } = capturedLog();
    listener.answerWith(503);
    await expect(
      createHttpTexter({ url: listener.url(credentials) }, { log }).send(sms),
    ).resolves.toBeUndefined();
    expect(listener.received).toHaveLength(1);
    const logged = lines.join('');
    expect(JSON.parse(logged)).toMatchObject({
      msg: 'sms delivery failed',
      sms: smsTarget(listener.url()),
      memberId: 3,
      status: 503,
    });
    expectNothingSecret(logged);
  });

  it('gives up on a gateway that does not answer within the timeout', async () => {
    const { log, lines } = capturedLog();
    listener.answerWith('hang');
    const started = Date.now();
    await createHttpTexter({ url: listener.url(credentials), timeoutMs: 300 }, { log }).send(sms);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(listener.received).toHaveLength(1);
    expect(JSON.parse(lines.join(''))).toMatchObject({ msg: 'sms delivery failed', reason: 'timeout' });
    expectNothingSecret(lines.join(''));
  });

  it('logs an unreachable gateway and does not throw', async () => {
    const url = listener.url(credentials);
    await listener.close();
    const { log, lines } = capturedLog();
    await expect(createHttpTexter({ url }, { log }).send(sms)).resolves.toBeUndefined();
    expect(JSON.parse(lines.join(''))).toMatchObject({ msg: 'sms delivery failed', reason: 'ECONNREFUSED' });
    expectNothingSecret(lines.join(''));
    listener = await startSmsListener(); // for afterEach
  });

  it('refuses a URL that is not http or https, without repeating it', () => {
    const log = capturedLog().log;
    expect(() => createHttpTexter({ url: 'smtp://u:p@host' }, { log })).toThrow(
      /^SMS_URL is not an http or https URL$/,
    );
    expect(() => createHttpTexter({ url: 'not a url u:p' }, { log })).toThrow(/^SMS_URL is not/);
    expect(smsTarget('https://u:p@sms.example.test:8443/x?k=1')).toBe('https://sms.example.test:8443');
  });
});

describe('phone codes through the gateway', () => {
  let listener: SmsListener;
  beforeEach(async () => {
    listener = await startSmsListener();
  });
  afterEach(() => listener.close());

  it(
    'texts the code through the gateway and, in development mode, keeps it in the dev outbox',
    { timeout: 120_000 },
    async () => {
      const services = await demoServices(new FakeClock(), {
        seed: true,
        dev: true,
        sms: { url: listener.url() },
      });
      try {
        const { player } = await services.players.login(1, 'demo', 'demo1234');
        expect(await services.verification.requestPhoneValidation(player.id, '555-0177', '127.0.0.1')).toBe(
          'sent#0177',
        );
        expect(listener.received).toHaveLength(1);
        const sent = listener.received[0].body as { to: string; body: string };
        expect(sent.to).toBe('555-0177');
        const [stored] = await outboxRepo.list(services.db, { recipient: '555-0177' });
        expect(stored).toMatchObject({ channel: 'sms', body: sent.body });
        expect(sent.body).toMatch(/\d{6}/);
      } finally {
        await services.close();
      }
    },
  );

  it(
    'outside development mode (even seeded), texts through the gateway only: the outbox stays empty',
    { timeout: 120_000 },
    async () => {
      const services = await demoServices(new FakeClock(), { seed: true, sms: { url: listener.url() } });
      try {
        await services.texter.send({ memberId: 1, to: '555-0188', text: 'code 123456' });
        expect(listener.received.map((r) => r.body)).toEqual([{ to: '555-0188', body: 'code 123456' }]);
        expect(await outboxRepo.list(services.db, {})).toEqual([]);
      } finally {
        await services.close();
      }
    },
  );
});
