import type { OperatorConfig } from '../../config/schema';
import type { Queryable } from '../../storage/db';
import { convert } from '../cashier/conversion';
import type { InstanceRow } from '../games/instancesRepo';
import { transfer } from '../ledger';
import { currencyValues, type CurrencyValues } from '../responsibleGaming/currencyValues';
import { cashAccountsOf, GameAccount, houseAccount } from './houseAccounts';

/** The house account a game's prizes change currency through (one per currency, like the others). */
export const PAYOUT_EXCHANGE = 'payout_exchange';

/**
 * A prize computed in the game's currency (sales, pool, odds are all in it) as credited in the
 * payout currency: the cashier's conversion at the configured values, without the deposit and
 * withdrawal margin, rounded down (the house never gives away a fraction of a minor unit).
 */
export function prizeInPayoutCurrency(
  values: CurrencyValues,
  from: string,
  to: string,
  prizeMinor: number,
): number {
  if (from === to) return prizeMinor;
  const a = values.get(from);
  const b = values.get(to);
  if (!a || !b) throw new Error(`no configured value for ${a ? to : from}`);
  // convert() reads only the currencies' ids, values and decimal places from the config.
  const currencies = [
    { id: from, value: a.value, decimalPlaces: a.decimalPlaces },
    { id: to, value: b.value, decimalPlaces: b.decimalPlaces },
  ];
  const r = convert({ currencies } as unknown as OperatorConfig, {
    fromCurrency: from,
    toCurrency: to,
    amount: prizeMinor / 10 ** a.decimalPlaces,
    purpose: 'display',
    marginPercent: 0,
  });
  return Math.round(r!.converted * 10 ** b.decimalPlaces); // converted is already whole minor units
}

/**
 * Pays a batch of winners of a game whose payoutCurrencyId differs from its currency, in one
 * database transaction (the caller's): the prize pool gives up the prizes in the game currency to
 * the exchange account, and the exchange account pays each winner's cash account in the payout
 * currency. Two balanced transfers, because one ledger transaction never mixes currencies; both
 * keyed by the batch, so a repeated batch moves nothing. Returns the credited accounts.
 */
export async function creditInPayoutCurrency(
  q: Queryable,
  row: InstanceRow,
  wins: readonly { id: number; player_id: number; prize_minor: number }[],
  key: string,
  now: number,
): Promise<number[]> {
  const from = row.currency;
  const to = row.snapshot.payoutCurrency;
  const values = await currencyValues(q);
  const cash = await cashAccountsOf(
    q,
    wins.map((w) => w.player_id),
    to,
    now,
  );
  const perAccount = new Map<number, number>();
  let paidIn = 0;
  let paidOut = 0;
  for (const w of wins) {
    const converted = prizeInPayoutCurrency(values, from, to, w.prize_minor);
    const account = cash.get(w.player_id)!;
    perAccount.set(account, (perAccount.get(account) ?? 0) + converted);
    paidIn += w.prize_minor;
    paidOut += converted;
  }
  const meta = { gameId: row.game_id, gameInstanceId: row.id, plays: wins.length, from, to };
  await transfer(q, {
    key: `${key}:exchange`,
    kind: 'prize',
    entries: [
      { accountId: await houseAccount(q, GameAccount.prizePool, from, now), amountMinor: -paidIn },
      { accountId: await houseAccount(q, PAYOUT_EXCHANGE, from, now), amountMinor: paidIn },
    ],
    meta,
    now,
  });
  const credits = [...perAccount].filter(([, amount]) => amount !== 0);
  if (paidOut > 0)
    await transfer(q, {
      key,
      kind: 'prize',
      entries: [
        { accountId: await houseAccount(q, PAYOUT_EXCHANGE, to, now), amountMinor: -paidOut },
        ...credits.map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
      ],
      meta,
      now,
    });
  return credits.map(([accountId]) => accountId);
}
