import { cashierHandlers } from './cashier';
import { contentHandlers } from './content';
import { gamesHandlers } from './games';
import { geoHandlers } from './geo';
import type { HandlerTable } from './handler';
import { instantHandlers } from './instant';
import { playHandlers } from './play';
import { playersHandlers } from './players';
import { referralsHandlers } from './referrals';
import { responsibleGamingHandlers } from './responsibleGaming';
import { sessionHandlers } from './session';
import { verificationHandlers } from './verification';
import { pollHandlers } from './poll';

/** Every implemented call; a name appears in one module only (checked at load). */
const accountTables = [playersHandlers, verificationHandlers, geoHandlers];
export const allHandlers: HandlerTable = mergeTables(
  sessionHandlers,
  ...accountTables,
  gamesHandlers,
  cashierHandlers,
  playHandlers,
  instantHandlers,
  responsibleGamingHandlers,
  contentHandlers,
  referralsHandlers,
  pollHandlers,
);

type HandlerOf<T> = T extends ReadonlyMap<string, infer H> ? H : never;

function mergeTables(...tables: HandlerTable[]): HandlerTable {
  const merged = new Map<string, HandlerOf<HandlerTable>>();
  for (const table of tables) {
    for (const [name, handler] of table) {
      if (merged.has(name)) throw new Error(`call ${name} has two handlers`);
      merged.set(name, handler);
    }
  }
  return merged;
}
