// Finding: the development outbox (live reset and confirmation tokens) was public on a default
// deployment. Development aids are off unless asked for, and even then answer loopback only.
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { devOutboxPlugin } from '../../../server/transport/devOutbox';
import { capturedLog } from '../domain/messaging/support/capturedLog';
import { FakeClock } from '../domain/support/fakeClock';
import { demoServices } from '../rpc/support/handlerRig';

const QUIET = {
  allowSandboxPayments: true,
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  logLevel: 'silent',
  startEngine: false,
} as const;

// Each case starts a server or services on fresh storage: slow on a loaded machine.
describe('development aids', { timeout: 240_000 }, () => {
  let server: RunningServer | undefined;
  const saved = { seed: process.env.DRAWHALL_SEED, dev: process.env.DRAWHALL_DEV };
  beforeEach(() => {
    delete process.env.DRAWHALL_SEED;
    delete process.env.DRAWHALL_DEV;
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    for (const [key, value] of [
      ['DRAWHALL_SEED', saved.seed],
      ['DRAWHALL_DEV', saved.dev],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  });

  it('serves no outbox unless in development mode, even with the demo seed on', async () => {
    server = await startServer({ ...QUIET, seed: true });
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
  });

  it('in development mode serves the outbox to loopback requests only, never through a proxy', async () => {
    server = await startServer({ ...QUIET, seed: true, dev: true });
    const direct = await fetch(`${server.url}/dev/outbox`);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual({ messages: [] });
    const proxied = await fetch(`${server.url}/dev/outbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.status).toBe(404);
  });

  it('refuses a request from another address', async () => {
    const app = Fastify();
    await app.register(devOutboxPlugin(async () => [{ body: 'token' }]));
    const remote = await app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('token');
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await app.inject({ url: '/dev/outbox', remoteAddress: address });
      expect(local.statusCode).toBe(200);
    }
    await app.close();
  });

  it('logs mailed links in development mode only', async () => {
    for (const dev of [false, true]) {
      const { log, lines } = capturedLog();
      const services = await demoServices(new FakeClock(), { dev, log });
      try {
        await services.mailer.send({
          memberId: 1,
          to: 'x@drawhall.test',
          subject: 's',
          text: 'open /password?t=SECRET1',
        });
        expect(lines.join('').includes('SECRET1')).toBe(dev);
      } finally {
        await services.close();
      }
    }
  });
});
