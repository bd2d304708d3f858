import { describe, expect, it } from 'vitest';
import { catalogue, calls } from '../../protocol/calls';
import { validationDetail } from '../../protocol/validation/params';

/** Parses params for a call and returns the validation detail (field -> key), or null when valid. */
function check(name: string, params: unknown): Record<string, string> | null {
  const spec = catalogue.get(name);
  if (!spec) throw new Error(`no call ${name}`);
  const r = spec.params.safeParse(params);
  return r.success ? null : validationDetail(r.error);
}

const goodJoin = {
  gameId: 3,
  gameInstanceId: 77,
  userPlays: ['3,11,19,27,35,41', '4,9,17,28,33#6'],
  userPlaysCount: 2,
  currencyId: 'USD',
  subscriptions: 0,
};

describe('joinGame params', () => {
  it('accepts the PROTOCOL.md shape', () => expect(check('joinGame', goodJoin)).toBeNull());
  it('defaults subscriptions to 0', () => {
    const { subscriptions: _drop, ...rest } = goodJoin;
    expect(calls.joinGame.params.parse(rest).subscriptions).toBe(0);
  });
  it('rejects malformed plays', () =>
    expect(check('joinGame', { ...goodJoin, userPlays: ['3,,4'] })).toEqual({
      'userPlays.0': 'validation.play',
    }));
  it('rejects more plays than userPlaysCount', () =>
    expect(check('joinGame', { ...goodJoin, userPlaysCount: 1 })).toEqual({
      userPlays: 'validation.plays.count',
    }));
  it('rejects a fractional instance id and a missing currency', () => {
    const { currencyId: _c, ...rest } = goodJoin;
    expect(check('joinGame', { ...rest, gameInstanceId: 1.5 })).toEqual({
      gameInstanceId: 'validation.type',
      currencyId: 'registration.quick.errors.required',
    });
  });
});

describe('getDepositStep params', () => {
  const good = { method: 'card', amount: 25, currencyId: 'USD' };
  it('accepts a card deposit', () => expect(check('getDepositStep', good)).toBeNull());
  it('needs a coupon code for a coupon deposit', () =>
    expect(check('getDepositStep', { ...good, method: 'coupon' })).toEqual({
      couponCode: 'deposit.coupon.required',
    }));
  it('rejects a negative or infinite amount with the coupon amount key', () => {
    expect(check('getDepositStep', { ...good, amount: -1 })).toEqual({
      amount: 'deposit.coupon.amount.required',
    });
    expect(check('getDepositStep', { ...good, amount: Infinity })).toEqual({
      amount: 'deposit.coupon.amount.required',
    });
  });
  it('rejects unknown methods', () =>
    expect(check('getDepositStep', { ...good, method: 'cash' })).toEqual({ method: 'validation.invalid' }));
});

describe('updateSelfLimits params', () => {
  const off = {
    dailyEnabled: false,
    dailyLimit: 0,
    weeklyEnabled: false,
    weeklyLimit: 0,
    monthlyEnabled: false,
    monthlyLimit: 0,
    weeklyBetEnabled: false,
    weeklyBetLimit: 0,
  };
  it('accepts all limits off', () => expect(check('updateSelfLimits', off)).toBeNull());
  it('requires a positive amount for an enabled limit', () =>
    expect(check('updateSelfLimits', { ...off, weeklyBetEnabled: true })).toEqual({
      weeklyBetLimit: 'respgaming.amount.required',
    }));
  it('keeps daily not above weekly among enabled limits', () =>
    expect(
      check('updateSelfLimits', {
        ...off,
        dailyEnabled: true,
        dailyLimit: 100,
        weeklyEnabled: true,
        weeklyLimit: 50,
      }),
    ).toEqual({ dailyLimit: 'respgaming.limits.order' }));
});

describe('registration params', () => {
  const good = {
    memberId: 1,
    username: 'lucky_7',
    email: 'a@b.co',
    password: 'abc123',
    country: 'GB',
    termsAccepted: true,
    birthdate: '1990-05-01',
  };
  it('accepts a quick registration', () => expect(check('playerRegistration', good)).toBeNull());
  it('reports the spec key for each bad field, one per field', () =>
    expect(
      check('playerRegistration', {
        ...good,
        username: 'no spaces',
        email: 'nope',
        password: 'abcdef',
        country: 'XX',
        termsAccepted: false,
      }),
    ).toEqual({
      username: 'registration.quick.errors.username',
      email: 'registration.quick.errors.email',
      password: 'registration.quick.errors.password',
      country: 'registration.quick.errors.country',
      termsAccepted: 'registration.quick.errors.tandc',
    }));
  it('reports length keys for a short username', () =>
    expect(check('playerRegistration', { ...good, username: 'ab' })).toEqual({
      username: 'validation.minlength.3',
    }));
  it('rejects a mismatched confirmation', () =>
    expect(check('playerRegistration', { ...good, confirmPassword: 'abc124' })).toEqual({
      confirmPassword: 'registration.quick.errors.no_match',
    }));
  it('rejects an under-age birth date', () =>
    expect(check('playerRegistration', { ...good, birthdate: '2020-01-01' })).toEqual({
      birthdate: 'registration.quick.errors.young',
    }));
  it('reports a missing password with the password key', () => {
    const { password: _p, ...rest } = good;
    expect(check('playerRegistration', rest)).toEqual({ password: 'registration.quick.errors.password' });
  });
});

describe('other calls', () => {
  it('changePassword confirms the new password', () => {
    expect(
      check('changePassword', { oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc123' }),
    ).toBeNull();
    expect(
      check('changePassword', { oldPassword: 'x', newPassword: 'abc123', confirmPassword: 'abc12' }),
    ).toEqual({ confirmPassword: 'registration.quick.errors.no_match' });
  });
  it('updateTimeout accepts up to 6 weeks ahead and not the past', () => {
    const now = Date.now();
    expect(check('updateTimeout', { until: now + 7 * 86_400_000 })).toBeNull();
    expect(check('updateTimeout', { until: now - 1000 })).toEqual({ until: 'respgaming.timeout.date' });
    expect(check('updateTimeout', { until: now + 43 * 86_400_000 })).toEqual({
      until: 'respgaming.timeout.date',
    });
  });
  it('updateSelfExclusion needs 6 months or more', () => {
    const now = Date.now();
    expect(check('updateSelfExclusion', { until: now + 200 * 86_400_000 })).toBeNull();
    expect(check('updateSelfExclusion', { until: now + 90 * 86_400_000 })).toEqual({
      until: 'respgaming.exclusion.date',
    });
  });
  it('bounds string lengths with the maxlength key', () =>
    expect(
      check('createSupportCase', {
        memberId: 1,
        name: 'A',
        email: 'a@b.co',
        category: 'x',
        subject: 'y'.repeat(145),
        message: 'z',
      }),
    ).toEqual({ subject: 'validation.maxlength.144' }));
  it('directDebitRequest checks holder length and sort code', () => {
    const good = {
      accountHolder: 'Jane Doe',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      amount: 10,
      currencyId: 'GBP',
    };
    expect(check('directDebitRequest', good)).toBeNull();
    expect(check('directDebitRequest', { ...good, sortCode: '123456' })).toBeNull();
    expect(check('directDebitRequest', { ...good, accountHolder: 'Jo', sortCode: '12-3456' })).toEqual({
      accountHolder: 'validation.minlength.3',
      sortCode: 'deposit.directdebit.sortcode',
    });
  });
  it('getMainAds upper-cases the screen size and defaults to ALL', () => {
    expect(calls.getMainAds.params.parse({ deviceKind: 'WEB', memberId: 1 }).screenSize).toBe('ALL');
    expect(
      calls.getMainAds.params.parse({ deviceKind: 'MOBILE', screenSize: 'small', memberId: 1 }).screenSize,
    ).toBe('SMALL');
    expect(check('getMainAds', { deviceKind: 'TV', memberId: 1 })).toEqual({
      deviceKind: 'validation.invalid',
    });
  });
  it('no-params calls tolerate extra keys', () => expect(check('ping', { extra: 1 })).toBeNull());
});
