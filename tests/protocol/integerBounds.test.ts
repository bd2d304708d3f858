// Finding (issue 36): getFilteredGames with filter.memberId 2147483648 or filter.gameId 2**40
// reached the database and failed there ("out of range for type integer"). Every integer of every
// call's params, however deep, is bounded at the edge to the column it may reach: int4, or int8
// for the instants in milliseconds. This test walks every call's schema and names the stragglers.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../protocol/calls';
import { DB_INT_MAX, MAX_TIMESTAMP } from '../../protocol/calls/schemas';

const INT4 = { min: -(2 ** 31), max: DB_INT_MAX };

type JsonSchema = Record<string, unknown>;

/** Every integer in the JSON Schema, with its path and bounds. */
function integers(schema: unknown, path: string, out: { path: string; min: number; max: number }[]) {
  if (typeof schema !== 'object' || schema === null) return out;
  const node = schema as JsonSchema;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer')) {
    const min = (node.minimum ?? node.exclusiveMinimum ?? -Infinity) as number;
    const max = (node.maximum ?? node.exclusiveMaximum ?? Infinity) as number;
    out.push({ path, min, max });
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' || key === '$defs' || key === 'definitions')
      for (const [name, child] of Object.entries(value as JsonSchema))
        integers(child, `${path}.${name}`, out);
    else if (Array.isArray(value)) value.forEach((child, i) => integers(child, `${path}[${i}]`, out));
    else if (typeof value === 'object') integers(value, `${path}.${key === 'items' ? '[]' : key}`, out);
  }
  return out;
}

const fields = [...catalogue.values()].flatMap((spec) =>
  integers(z.toJSONSchema(spec.params, { unrepresentable: 'any', io: 'input' }), spec.name, []),
);

/**
 * The only integers allowed past int4: instants in milliseconds (int8 columns, `timestamp`, bounded
 * to what a Date holds) and the push cursor (compared in memory). A new one must be named here.
 */
const INT8_FIELDS = new Set([
  'poll.after',
  'searchGameHistory.gameEndedMin',
  'searchGameHistory.gameEndedMax',
  'searchTransactions.from',
  'searchTransactions.to',
  'searchPayGoSubscriptionTransactions.from',
  'searchPayGoSubscriptionTransactions.to',
  'updateSelfExclusion.until',
  'updateTimeout.until',
]);
const instantOk = (f: { path: string; min: number; max: number }) =>
  f.min >= 0 && f.max <= (f.path === 'poll.after' ? Number.MAX_SAFE_INTEGER : MAX_TIMESTAMP);

describe('integer bounds of every call', () => {
  it('finds the integers of the calls', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.map((f) => f.path)).toContain('getFilteredGames.filter.gameId');
  });

  it('bounds every integer to the database column it may reach', () => {
    const unbounded = fields.filter((f) =>
      INT8_FIELDS.has(f.path) ? !instantOk(f) : f.min < INT4.min || f.max > INT4.max,
    );
    expect(unbounded.map((f) => `${f.path} [${f.min}, ${f.max}]`)).toEqual([]);
  });
});
