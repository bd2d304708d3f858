import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../../server/createServices';
import { outboxRepo } from '../../../../server/domain/messaging/outbox';
import { createSmtpMailer, defaultSender, smtpTarget } from '../../../../server/domain/messaging/smtpMailer';
import { tokenFromMessage } from '../../../../server/domain/messaging/templates';
import { callHandler, demoServices, handlerContext } from '../../rpc/support/handlerRig';
import { FakeClock } from '../support/fakeClock';
import { capturedLog } from './support/capturedLog';
import { startSmtpListener, type SmtpListener } from './support/smtpListener';

const credentials = { user: 'mailer', pass: 's3cret-Pa55' };

/** The message body as sent (quoted-printable soft breaks joined, =3D decoded). */
const bodyOf = (data: string) =>
  data.split('\r\n\r\n').slice(1).join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=3D/g, '=');

describe('SMTP mailer', () => {
  let listener: SmtpListener;
  beforeEach(async () => {
    listener = await startSmtpListener();
  });
  afterEach(() => listener.close());

  it('hands the mail to the SMTP server, logging in with the URL credentials', async () => {
    const { log, lines } = capturedLog();
    const mailer = createSmtpMailer(
      { url: listener.url(credentials), from: 'Ops <ops@example.test>' },
      { site: () => undefined, log },
    );
    await mailer.send({
      memberId: 1,
      to: 'ann@example.test',
      subject: 'Hello Ann',
      text: 'Line one\nkey=abc',
    });
    mailer.close();

    expect(listener.received).toHaveLength(1);
    const [mail] = listener.received;
    expect(mail.auth).toEqual(credentials);
    expect(mail.from).toBe('ops@example.test');
    expect(mail.to).toEqual(['ann@example.test']);
    expect(mail.data).toMatch(/^Subject: Hello Ann$/m);
    expect(bodyOf(mail.data)).toContain('key=abc');
    expect(lines).toEqual([]);
  });

  it("sends from the player's site when no sender is configured", async () => {
    const clock = new FakeClock();
    const services = await demoServices(clock, { smtp: { url: listener.url() } });
    try {
      const site = services.config.sites[0];
      await services.mailer.send({ memberId: site.memberId, to: 'bo@example.test', subject: 's', text: 't' });
      expect(listener.received[0].from).toBe(`no-reply@${new URL(site.siteUrl).hostname}`);
      const sender = defaultSender(site);
      expect(listener.received[0].data).toMatch(
        new RegExp(`^From: "?${sender.name}"? <${sender.address}>$`, 'm'),
      );
    } finally {
      await services.close();
    }
  });

  it('logs a refused delivery without the credentials or the message, and does not throw', async () => {
    const { log, lines } = capturedLog();
    listener.refuseRecipients();
    const mailer = createSmtpMailer({ url: listener.url(credentials) }, { site: () => undefined, log });
    await expect(
      mailer.send({ memberId: 7, to: 'x@example.test', subject: 'Reset', text: 'key=live-token-123' }),
    ).resolves.toBeUndefined();
    mailer.close();

    expect(listener.received).toHaveLength(0);
    const logged = lines.join('');
    expect(logged).toContain('mail delivery failed');
    expect(logged).toContain(smtpTarget(listener.url()));
    expect(logged).not.toContain(credentials.pass);
    expect(logged).not.toContain(credentials.user);
    expect(logged).not.toContain('live-token-123');
    expect(logged).not.toContain('x@example.test');
  });

  it('shows only protocol, host and port of the URL', () => {
    expect(smtpTarget('smtps://u:p@mail.example.test:465')).toBe('smtps://mail.example.test:465');
    expect(smtpTarget('not a url')).not.toContain('not a url');
  });
});

describe('password reset over SMTP', () => {
  let listener: SmtpListener;
  let services: AppServices;
  const clock = new FakeClock();
  beforeEach(async () => {
    listener = await startSmtpListener();
    services = await demoServices(clock, { smtp: { url: listener.url(credentials) } });
  });
  afterEach(async () => {
    await services.close();
    await listener.close();
  });

  it('mails a working reset link to the player and stores nothing in the outbox', async () => {
    const ctx = handlerContext(services);
    const player = services.config.seed.players.find((p) => p.email)!;
    await callHandler(ctx, 'requestResetPassword', {
      memberId: player.memberId,
      usernameOrEmail: player.username,
    });

    expect(listener.received.map((m) => m.to)).toEqual([[player.email]]);
    const token = tokenFromMessage(bodyOf(listener.received[0].data));
    expect(token).toBeTruthy();
    expect(await outboxRepo.list(services.db, {})).toEqual([]);

    expect(await callHandler(ctx, 'resetPassword', { token, newPassword: 'newpass77' })).toBe(1);
    expect(await callHandler(ctx, 'resetPassword', { token, newPassword: 'other88' })).not.toBe(1);
  });
});
