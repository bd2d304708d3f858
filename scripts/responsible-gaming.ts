// Customer-service limits (spec section 6) and a player's responsible-gaming record:
//   npx tsx scripts/responsible-gaming.ts set <playerId> <daily|weekly|monthly|weeklyBet> <amount> [--currency USD] [--by name] [--reason text]
//   npx tsx scripts/responsible-gaming.ts clear <playerId> <daily|weekly|monthly|weeklyBet> [--by name] [--reason text]
//   npx tsx scripts/responsible-gaming.ts show <playerId>
// A customer-service limit takes effect at once, in either direction, and overrides the player's own:
// the lower applies, and the player cannot set a self limit above it. Amounts are in major units of
// the currency (default: the player's site's default currency). Every change is recorded with the
// operator (--by, default $USER) and reason. Storage and config as for the server (DATABASE_URL or
// DRAWHALL_DATA_DIR, DRAWHALL_CONFIG).
import { configPathFrom, loadConfig } from '../server/config/loader';
import { createCustomerServiceLimits } from '../server/domain/responsibleGaming/customerService';
import { LIMIT_KINDS, type LimitKind } from '../server/domain/responsibleGaming/limits';
import { toMajor, toMinor } from '../server/domain/money';
import { migrate } from '../server/storage/migrate';
import { systemClock } from '../server/ports/clock';
import { openServerStore } from './support/serverStore';
import { runWhenMain, UsageError } from './support/cli';

export const USAGE = `usage:
  npx tsx scripts/responsible-gaming.ts set <playerId> <daily|weekly|monthly|weeklyBet> <amount> [--currency USD] [--by name] [--reason text]
  npx tsx scripts/responsible-gaming.ts clear <playerId> <daily|weekly|monthly|weeklyBet> [--by name] [--reason text]
  npx tsx scripts/responsible-gaming.ts show <playerId>`;

function positiveId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`not an id: ${text ?? '(missing)'}`);
  return id;
}

function kindOf(text: string | undefined): LimitKind {
  if (!LIMIT_KINDS.includes(text as LimitKind))
    throw new UsageError(`not a limit kind: ${text ?? '(missing)'}`);
  return text as LimitKind;
}

/** Positional arguments and --name value options. */
function parseArgs(args: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      options.set(arg.slice(2), value);
    } else positional.push(arg);
  }
  return { positional, options };
}

const when = (t: number | null) => (t === null ? '-' : new Date(t).toISOString());

export async function main(args: string[]): Promise<string> {
  const { positional, options } = parseArgs(args);
  const [command, ...rest] = positional;
  if (!command || command === 'help') return USAGE;
  if (!['set', 'clear', 'show'].includes(command)) throw new UsageError(`unknown command ${command}`);
  const playerId = positiveId(rest[0]);
  const config = loadConfig(configPathFrom());
  const db = await openServerStore();
  try {
    await migrate(db);
    const cs = createCustomerServiceLimits({ db, clock: systemClock });
    const operator = options.get('by') ?? process.env.USER ?? 'operator';
    const reason = options.get('reason') ?? '';
    const players = await db.query<{ member_id: number }>('SELECT member_id FROM players WHERE id = $1', [
      playerId,
    ]);
    const player = players[0];
    if (!player) throw new Error(`no player ${playerId}`);
    if (command === 'set') {
      const kind = kindOf(rest[1]);
      const amount = Number(rest[2]);
      if (!Number.isFinite(amount) || amount < 0)
        throw new UsageError(`not an amount: ${rest[2] ?? '(missing)'}`);
      const site = config.sites.find((s) => s.memberId === player.member_id);
      const currency = options.get('currency') ?? site?.currencies[0] ?? 'USD';
      if (!config.currencies.some((c) => c.id === currency))
        throw new UsageError(`unknown currency ${currency}`);
      await cs.set(playerId, { kind, amountMinor: toMinor(amount, currency), currency, operator, reason });
      return `player ${playerId}: customer-service ${kind} limit ${amount} ${currency} (by ${operator})`;
    }
    if (command === 'clear') {
      const kind = kindOf(rest[1]);
      const removed = await cs.clear(playerId, kind, operator, reason);
      return removed
        ? `player ${playerId}: customer-service ${kind} limit cleared (by ${operator})`
        : `player ${playerId}: no customer-service ${kind} limit`;
    }
    const report = (await cs.report(playerId))!;
    const lines = [`player ${playerId}`];
    lines.push(`  time-out until ${when(report.restrictions.timeoutUntil)}`);
    lines.push(`  self-excluded until ${when(report.restrictions.selfExcludedUntil)}`);
    for (const kind of LIMIT_KINDS) {
      const own = report.own.get(kind);
      const ownText = own?.enabled ? `${toMajor(own.amountMinor, own.currency)} ${own.currency}` : 'none';
      const pending = own?.pending
        ? `, pending ${own.pending.enabled ? toMajor(own.pending.amountMinor, own.currency) : 'none'} from ${when(own.pending.at)}`
        : '';
      const csLimit = report.cs.get(kind);
      const csText = csLimit
        ? `${toMajor(csLimit.amountMinor, csLimit.currency)} ${csLimit.currency} by ${csLimit.setBy}`
        : 'none';
      lines.push(`  ${kind}: own ${ownText}${pending}; customer service ${csText}`);
    }
    lines.push('  actions:');
    for (const a of report.actions)
      lines.push(`    ${when(a.at)} ${a.actor} ${a.action} ${JSON.stringify(a.detail)}`);
    lines.push('  refusals:');
    for (const r of report.refusals)
      lines.push(`    ${when(r.at)} ${r.action} ${r.rule} ${JSON.stringify(r.detail)}`);
    return lines.join('\n');
  } finally {
    await db.close();
  }
}

runWhenMain(import.meta.url, USAGE, main);
