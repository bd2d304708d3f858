import { randomUUID } from 'node:crypto';
import type { InstantTicket } from '../../../protocol/instant/wire';
import type { GameInstance } from '../../../protocol/types';
import type { RunningServer } from '../../../server/app';
import { httpCall } from './wire';

/**
 * Plays a draw and an instant pool to the end over the real server, for the fairness tests
 * (tests/server/transport/evidence.test.ts and the browser test of /verify): a guest ticket in a
 * Fast 5/35 instance, the server's clock moved through its close and its draw; spinner tickets
 * bought by the demo player, then the pool retired (its seed revealed, as when sold out).
 */
export const FAST_5_35 = 102;
export const SPINNER = 603;

export async function login(url: string, memberId: number, username: string, password: string) {
  const reply = await httpCall(url, 'login', { memberId, username, password }, { endpoint: 'anon' });
  if (!reply.token) throw new Error(`login ${username}: ${JSON.stringify(reply.body)}`);
  const token = reply.token;
  return async <T>(name: string, params: unknown = {}): Promise<T> => {
    const r = await httpCall(url, name, params, { token });
    if (!r.body.ok) throw new Error(`${name}: ${JSON.stringify(r.body.fault)}`);
    return r.body.result as T;
  };
}

export async function until(done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`set-up: ${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Evidence is open JSON; each test reads the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Json = any;

export const evidenceOf = async (url: string, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/api/evidence/${path}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
};

/** An open Fast 5/35 instance with one ticket in it, bought by the logged-in caller. */
export async function openDrawWithAPlay(
  url: string,
  call: <T>(name: string, params?: unknown) => Promise<T>,
): Promise<GameInstance> {
  const { result } = (
    await httpCall(url, 'getFilteredGames', { filter: { memberId: 1 } }, { endpoint: 'anon' })
  ).body as { result: { games: GameInstance[] } };
  const game = result.games
    .filter((g) => g.gameId === FAST_5_35 && g.gameStatus === 'OPEN')
    .sort((a, b) => b.registrationEndTime - a.registrationEndTime)[0];
  const bought = await call<{ exitCode: number }>('purchaseTicket', {
    ticketRequest: {
      gameId: FAST_5_35,
      gameInstanceId: game.gameInstanceId,
      userPlays: ['1,2,3,4,5'],
      userPlaysCount: 1,
      currencyId: 'USD',
    },
    playerInfo: { firstName: 'Ada', lastName: 'Holder', email: 'ada@example.com', country: 'US' },
  });
  if (bought.exitCode !== 0) throw new Error(`purchaseTicket: ${JSON.stringify(bought)}`);
  return game;
}

/** Moves the server clock past the instance's close (the commitment), then past its draw. */
export async function driveDraw(
  server: RunningServer,
  game: GameInstance,
  advanceTo: (at: number) => void,
  step: 'closed' | 'ended',
): Promise<void> {
  const url = server.url;
  const status = async () => (await evidenceOf(url, `draw/${game.gameInstanceId}`)).body.status as string;
  advanceTo(game.registrationEndTime + 1_000);
  await until(async () => (await status()) !== 'OPEN', 'the close');
  if (step === 'closed') return;
  advanceTo(game.tournamentStartTime + 3 * 60_000);
  await until(async () => (await status()) === 'ENDED', 'the draw');
}

export async function buySpinnerTickets(
  call: <T>(name: string, params?: unknown) => Promise<T>,
  tickets: number,
): Promise<InstantTicket[]> {
  const bought = await call<{ exitCode: number; tickets: InstantTicket[] }>('buyInstantTickets', {
    gameId: SPINNER,
    currencyId: 'USD',
    tickets,
    purchaseKey: randomUUID(),
  });
  if (bought.exitCode !== 0) throw new Error(`buyInstantTickets: ${JSON.stringify(bought)}`);
  return bought.tickets;
}
