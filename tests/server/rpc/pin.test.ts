import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../server/app';
import type { SandboxProvider } from '../../../server/domain/payments/sandbox';
import { TestCards } from '../../../server/domain/payments/testCards';
import { DEMO_LOGIN, startTestServer } from '../support/testServer';
import { httpCall } from '../support/wire';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The demo configuration with site 1 asking for a PIN before money leaves an account. */
function pinRequiredConfig(): string {
  const config = JSON.parse(readFileSync('config/demo.json', 'utf8'));
  config.sites[0].pinRequired = true;
  config.geo.ipTableFile = resolve('config', config.geo.ipTableFile);
  const path = join(mkdtempSync(join(tmpdir(), 'drawhall-pin-')), 'config.json');
  writeFileSync(path, JSON.stringify(config));
  return path;
}

const WITHDRAWAL = { amount: 20, currencyId: 'USD', method: 'card' };
/** A first card deposit: a withdrawal needs one before it. */
const CARD_DEPOSIT = { method: 'card', amount: 25, currencyId: 'USD', paymentId: TestCards.success };

async function deposit(server: RunningServer, call: (name: string, params: unknown) => Promise<Any>) {
  expect((await call('getDepositStep', CARD_DEPOSIT)).result).toMatchObject({ step: 'pending' });
  await (server.services.cashier.provider as SandboxProvider).idle();
}

describe('pinRequired: withdrawals need the PIN the player set (spec section 6)', () => {
  let server: RunningServer;
  let token: string;
  const call = async (name: string, params: unknown = {}) =>
    (await httpCall(server.url, name, params, { token })).body as Any;
  const faultOf = async (name: string, params: unknown) => (await call(name, params)).fault?.code;

  beforeAll(async () => {
    server = await startTestServer({ configPath: pinRequiredConfig() });
    token = (await httpCall(server.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    await deposit(server, call);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('tells the player the site requires a PIN and that none is set yet', async () => {
    expect((await call('getPlayerPinStatus')).result).toEqual({ required: true, set: false });
  });

  it('refuses a withdrawal before a PIN is set, and setting one needs the account password', async () => {
    expect(await faultOf('payoutSubmit', WITHDRAWAL)).toBe('Player.PinNotSet');
    expect(await faultOf('setPlayerPin', { password: 'wrong-one', pin: '1234' })).toBe('103');
    expect(await faultOf('setPlayerPin', { password: 'demo1234', pin: '12a4' })).toBe('Server.Validation');
    expect((await call('setPlayerPin', { password: 'demo1234', pin: '2468' })).result).toBe(1);
    expect((await call('getPlayerPinStatus')).result).toEqual({ required: true, set: true });
    const [row] = await server.services.db.query<{ pin_hash: string }>('SELECT pin_hash FROM player_pins');
    expect(row!.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('asks for the PIN, refuses a wrong one, and withdraws with the right one', async () => {
    expect(await faultOf('payoutSubmit', WITHDRAWAL)).toBe('Player.PinRequired');
    expect(await faultOf('payoutSubmit', { ...WITHDRAWAL, pin: '1357' })).toBe('Player.PinIncorrect');
    expect((await call('getPendingWithdrawals')).result).toEqual([]);
    const done = await call('payoutSubmit', { ...WITHDRAWAL, pin: '2468' });
    expect(done.result).toMatchObject({ success: 1, withdrawal: { amount: 20 } });
  });

  it('stops guessing after pinPerAccount attempts, even the right PIN', async () => {
    // Two checks counted above; three more wrong ones fill the window of five.
    for (let i = 0; i < 3; i++)
      expect(await faultOf('payoutSubmit', { ...WITHDRAWAL, pin: '0000' })).toBe('Player.PinIncorrect');
    expect(await faultOf('payoutSubmit', { ...WITHDRAWAL, pin: '2468' })).toBe('Server.RateLimited');
  });
});

describe('a site without pinRequired', () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.close();
  });

  it('withdraws without a PIN and reports none required', async () => {
    server = await startTestServer();
    const token = (await httpCall(server.url, 'login', DEMO_LOGIN, { endpoint: 'anon' })).token!;
    const call = async (name: string, params: unknown = {}) =>
      (await httpCall(server.url, name, params, { token })).body as Any;
    expect((await call('getPlayerPinStatus')).result).toEqual({ required: false, set: false });
    await deposit(server, call);
    const done = await call('payoutSubmit', WITHDRAWAL);
    expect(done.fault).toBeUndefined();
    expect(done.result).toMatchObject({ success: 1 });
  });
});
