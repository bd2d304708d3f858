/**
 * Pushed event names this client handles (spec section 7, Pushed events handled).
 * TODO(protocol/events.ts): only `gamesBatch` is in the shared module so far; move the rest there
 * once the server helpers fix their names and payloads.
 */
export const ClientPushEvent = {
  gamesBatch: 'gamesBatch',
  gameUpdate: 'gameUpdate',
  gameCreate: 'create',
  gameDelete: 'delete',
  gameRefunded: 'refunded',
  balanceUpdate: 'balanceUpdate',
  maintenance: 'maintenance',
  banned: 'banned',
  loginFromAnotherPlace: 'loginFromAnotherPlace',
  newVersion: 'newVersion',
} as const;
