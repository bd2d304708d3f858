import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ageInYears,
  checkBirthDate,
  checkCoupon,
  checkDepositAmount,
  checkEmail,
  checkLimitAmount,
  checkMaxLength,
  checkMinLength,
  checkPassword,
  checkPhone,
  checkTerms,
  checkUsername,
  firstError,
  normalizePhone,
  rules,
  validationDetail,
  withConfirmation,
  addMonthsUtc,
} from '../../protocol/validation';

describe('field rules return the spec keys', () => {
  it('password: 6..20 with a letter and a digit', () => {
    expect(checkPassword('abc123')).toBeNull();
    expect(checkPassword('a1'.repeat(10))).toBeNull();
    for (const bad of ['ab12', 'abcdefgh', '12345678', 'a1'.repeat(10) + 'x', ''])
      expect(checkPassword(bad), bad).toBe('registration.quick.errors.password');
  });
  it('username: letters, digits, underscore', () => {
    expect(checkUsername('Lucky_7')).toBeNull();
    expect(checkUsername('lucky-7')).toBe('registration.quick.errors.username');
  });
  it('email: basic pattern', () => {
    expect(checkEmail('a.b@c.org')).toBeNull();
    expect(checkEmail('a@b')).toBe('registration.quick.errors.email');
    expect(checkEmail('a b@c.org')).toBe('registration.quick.errors.email');
  });
  it('phone: digits with single hyphens', () => {
    expect(checkPhone('555-123-4567')).toBeNull();
    for (const bad of ['555--1', '-555', '555-', '++44 20', '+44 abc', '44+20'])
      expect(checkPhone(bad), bad).toBe('registration.quick.errors.phone');
  });
  it('phone: accepts a number typed with spaces and a country code, and sends it normalised', () => {
    expect(checkPhone('+44 7700 900598')).toBeNull();
    expect(checkPhone(' (555) 123.4567 ')).toBeNull();
    expect(normalizePhone('+44 7700 900598')).toBe('+447700900598');
    expect(rules.phone.parse('+44 7700 900598')).toBe('+447700900598');
    expect(rules.phone.safeParse('+44 77OO').success).toBe(false);
  });
  it('terms: zero or empty is not accepted', () => {
    expect(checkTerms(1)).toBeNull();
    expect(checkTerms(true)).toBeNull();
    for (const bad of [0, '', false, undefined])
      expect(checkTerms(bad)).toBe('registration.quick.errors.tandc');
  });
  it('lengths', () => {
    expect(checkMinLength(6)('abc')).toBe('validation.minlength.6');
    expect(checkMaxLength(24)('x'.repeat(25))).toBe('validation.maxlength.24');
    expect(checkMaxLength(24)('x'.repeat(24))).toBeNull();
  });
  it('deposit and coupon', () => {
    expect(checkDepositAmount(0)).toBeNull();
    expect(checkDepositAmount(-0.01)).toBe('deposit.coupon.amount.required');
    expect(checkDepositAmount(NaN)).toBe('deposit.coupon.amount.required');
    expect(checkCoupon('', 1)).toBe('deposit.coupon.required');
    expect(checkCoupon('', 0)).toBeNull();
  });
  it('responsible-gaming amount only when enabled', () => {
    expect(checkLimitAmount(false, 0)).toBeNull();
    expect(checkLimitAmount(1, 0)).toBe('respgaming.amount.required');
    expect(checkLimitAmount(true, 50)).toBeNull();
  });
  it('firstError reports only the first failing check', () =>
    expect(firstError('ab', checkMinLength(3), checkUsername, checkMaxLength(1))).toBe(
      'validation.minlength.3',
    ));
});

describe('birth date and age', () => {
  const today = { year: 2024, month: 6, day: 15 };
  it('any part -1 is required', () => {
    expect(checkBirthDate({ year: 1990, month: -1, day: 1 }, today)).toBe(
      'registration.quick.errors.required',
    );
    expect(checkBirthDate({ year: -1, month: 1, day: 1 }, today)).toBe('registration.quick.errors.required');
  });
  it('18 on the birthday, not the day before', () => {
    expect(checkBirthDate({ year: 2006, month: 6, day: 15 }, today)).toBeNull();
    expect(checkBirthDate({ year: 2006, month: 6, day: 16 }, today)).toBe('registration.quick.errors.young');
  });
  it('a 29 February birthday comes on 1 March in common years', () => {
    const born = { year: 2004, month: 2, day: 29 };
    expect(ageInYears(born, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageInYears(born, { year: 2022, month: 3, day: 1 })).toBe(18);
    expect(ageInYears(born, { year: 2024, month: 2, day: 29 })).toBe(20);
    expect(checkBirthDate(born, { year: 2022, month: 2, day: 28 })).toBe('registration.quick.errors.young');
    expect(checkBirthDate(born, { year: 2022, month: 3, day: 1 })).toBeNull();
  });
  it('an impossible day (29 Feb of a common year, 31 April) is not a date', () => {
    expect(checkBirthDate({ year: 2001, month: 2, day: 29 }, today)).toBe(
      'registration.quick.errors.required',
    );
    expect(checkBirthDate({ year: 1990, month: 4, day: 31 }, today)).toBe(
      'registration.quick.errors.required',
    );
    expect(checkBirthDate({ year: 2000, month: 2, day: 29 }, today)).toBeNull();
  });
});

describe('zod forms and validationDetail', () => {
  const form = withConfirmation(
    z.object({
      username: rules.username,
      password: rules.password,
      confirm: z.string(),
      country: rules.country,
    }),
    'password',
    'confirm',
  );
  it('maps each field to its first key', () => {
    const input = { username: 'a b', password: 'short', confirm: 'other', country: 'XX' };
    const r = form.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success)
      expect(validationDetail(r.error, input)).toEqual({
        username: 'registration.quick.errors.username',
        password: 'registration.quick.errors.password',
        confirm: 'registration.quick.errors.no_match',
        country: 'registration.quick.errors.country',
      });
  });
  it('tells a missing field (required) from a wrong type', () => {
    const s = z.object({ n: z.number(), m: z.number() });
    const input = { m: 'x' };
    const r = s.safeParse(input);
    if (r.success) throw new Error('should fail');
    expect(validationDetail(r.error, input)).toEqual({
      n: 'registration.quick.errors.required',
      m: 'validation.type',
    });
    expect(validationDetail(r.error)).toEqual({
      n: 'registration.quick.errors.required',
      m: 'validation.type',
    });
  });
  it('string length failures map to the length keys', () => {
    const r = z
      .object({ a: z.string().min(2), b: z.string().max(64) })
      .safeParse({ a: 'x', b: 'y'.repeat(65) });
    if (r.success) throw new Error('should fail');
    expect(validationDetail(r.error)).toEqual({ a: 'validation.minlength.2', b: 'validation.maxlength.64' });
  });
});

describe('calendar months for self-exclusion', () => {
  it('clamps to the end of a shorter month', () => {
    expect(new Date(addMonthsUtc(Date.UTC(2023, 7, 31), 6)).toISOString().slice(0, 10)).toBe('2024-02-29');
    expect(new Date(addMonthsUtc(Date.UTC(2023, 0, 15), 6)).toISOString().slice(0, 10)).toBe('2023-07-15');
  });
});
