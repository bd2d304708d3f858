// Finding (issue 36): a production server with the default config accepted the sandbox payment
// provider with its public default webhook secret, so test card 4111... gave real balance. The
// server now refuses to start with the sandbox provider or the default secret unless a demo says
// so (DRAWHALL_ALLOW_SANDBOX=1, which `npm start` sets).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../server/app';
import { paymentsRefusal } from '../../../server/domain/payments/sandboxGuard';
import { paymentsSchema } from '../../../server/config/moneySchema';

const QUIET = {
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  logLevel: 'silent' as const,
  startEngine: false,
};

describe('the sandbox payment provider in production', () => {
  it('refuses to start with the sandbox provider unless allowed', async () => {
    await expect(startServer(QUIET)).rejects.toThrow(/sandbox.*DRAWHALL_ALLOW_SANDBOX/s);
    const allowed = await startServer({ ...QUIET, allowSandboxPayments: true });
    await allowed.close();
  });

  it('names the default webhook secret as a reason of its own', () => {
    const defaults = paymentsSchema.parse({});
    expect(paymentsRefusal(defaults, false)).toMatch(/sandbox.*default webhook secret/s);
    const ownSecret = paymentsRefusal({ ...defaults, webhookSecret: 'a-secret-of-our-own-1234' }, false);
    expect(ownSecret).toMatch(/sandbox/);
    expect(ownSecret).not.toMatch(/default webhook secret/);
    expect(paymentsRefusal(defaults, true)).toBeNull();
  });

  it('is allowed by npm start (the local demo) and by nothing else', () => {
    expect(readFileSync('scripts/start.mjs', 'utf8')).toMatch(/DRAWHALL_ALLOW_SANDBOX: '1'/);
    expect(readFileSync('server/main.ts', 'utf8')).toMatch(/flag\(env\.DRAWHALL_ALLOW_SANDBOX, false\)/);
  });
});
