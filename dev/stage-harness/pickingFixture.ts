import type { GameInstance } from '../../protocol/types';
import type { RpcClient } from '../../src/net/RpcClient';
import { PickingStore } from '../../src/stores/picking/PickingStore';
import { RootStore } from '../../src/stores/RootStore';
import { seededRandom } from '../../scenes/engine/determinism';

/** A 6/49 game with one bonus ball of 10, as the lobby would hold it. */
const game = {
  gameInstanceId: 1,
  gameId: 1,
  gameRule: 'regularGame',
  gamePlayout: 'lottery',
  gameTitle: 'Daily Draw 6/49',
  gameStatus: 'OPEN',
  gamePlaySize: 6,
  gamePlaySize2nd: 1,
  drawRange: 49,
  drawRange2nd: 10,
  playerPlayMax: 10,
  gamePlayMax: 1000,
  gamePlayCurrent: 0,
  playerPlaysInGame: 0,
  gamePlayCost: 2,
  gameFeePerPlay: 0,
  currencyId: 'USD',
  timeStamp: 1,
} as GameInstance;

/** A transport that is never connected: the harness has no server, and the board calls none. */
const offline: RpcClient = {
  kind: 'http',
  call: () => Promise.reject(new Error('the harness is offline')),
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  onPush: () => () => undefined,
  onState: () => () => undefined,
  start: () => undefined,
  stop: () => undefined,
  clearToken: () => undefined,
  hasToken: false,
  authHeaders: () => ({}),
};

/**
 * The real picking store (the one the DOM picker uses) in a real root store over an offline
 * transport, holding just the lobby's game, so the harness shows the board exactly as the app would.
 * Seeded lucky dips.
 */
export function pickingStoreWithTwoLines(): PickingStore {
  const root = new RootStore({ transport: offline, memberId: 1 });
  root.lobby.add(game);
  const picking = new PickingStore(root, seededRandom(7));
  picking.open(game.gameInstanceId);
  for (const n of [3, 11, 19, 22, 35, 41]) picking.toggle(n);
  picking.toggle(4, 2);
  for (const n of [1, 8, 27, 30, 44, 49]) picking.toggle(n);
  picking.toggle(9, 2);
  picking.toggle(5);
  picking.toggle(12);
  return picking;
}
