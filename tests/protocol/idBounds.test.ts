// Finding: out-of-range integers (memberId 1e15) passed validation and failed in the database with
// a stack. Every call's id parameter is bounded at the protocol schema, so the dispatcher answers
// Server.Validation before any handler or query runs.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
const DB_INT_MAX = 2 ** 31 - 1;
const MAX_AMOUNT = 1e12;
import { catalogue } from '../../protocol/calls';
import { amount, id } from '../../protocol/calls/schemas';

/** The number schema under optional/default/nullable wrappers, if the field is a number. */
function numberField(schema: z.ZodType): z.ZodType | undefined {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 5; depth++) {
    if (current instanceof z.ZodNumber) return schema;
    const inner = (current as unknown as { unwrap?: () => z.ZodType }).unwrap?.();
    if (!inner) return undefined;
    current = inner;
  }
  return undefined;
}

const idFields = [...catalogue.values()].flatMap((spec) => {
  if (!(spec.params instanceof z.ZodObject)) return [];
  return Object.entries(spec.params.shape as Record<string, z.ZodType>)
    .filter(([key]) => key === 'id' || /Id$/.test(key))
    .flatMap(([key, schema]) =>
      numberField(schema) ? [{ call: spec.name, key, schema: numberField(schema)! }] : [],
    );
});

describe('id and amount bounds at the protocol', () => {
  it('finds the id parameters of the calls', () => {
    expect(idFields.length).toBeGreaterThan(20);
    expect(idFields.map((field) => `${field.call}.${field.key}`)).toContain('login.memberId');
  });

  it.each([1e15, -1, 2 ** 53, DB_INT_MAX + 1])('refuses %s for every id parameter', (value) => {
    const accepted = idFields.filter((field) => field.schema.safeParse(value).success);
    expect(accepted.map((field) => `${field.call}.${field.key}`)).toEqual([]);
  });

  it('still takes the largest id the database holds', () => {
    expect(id.safeParse(DB_INT_MAX).success).toBe(true);
    const refused = idFields.filter((field) => !field.schema.safeParse(1).success);
    expect(refused.map((field) => `${field.call}.${field.key}`)).toEqual([]);
  });

  it('bounds amounts to what minor units hold exactly', () => {
    expect(amount.safeParse(MAX_AMOUNT).success).toBe(true);
    expect(amount.safeParse(MAX_AMOUNT + 1).success).toBe(false);
    expect(amount.safeParse(1e300).success).toBe(false);
    expect(Number.isSafeInteger(MAX_AMOUNT * 100)).toBe(true);
  });
});
