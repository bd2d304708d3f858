import { describe, expect, it } from 'vitest';
import {
  connectionFaultAction,
  couponErrors,
  joinErrorOf,
  joinErrors,
  joinFailureCode,
  loginErrorCode,
  loginErrors,
  registrationErrors,
} from '../../protocol/errors';
import { PushEvent, eventTopic, topicKindOf, Topic } from '../../protocol/events';

describe('error catalogue', () => {
  it('join codes 1..10 with keys', () => {
    expect([...joinErrors.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(joinErrors.get(2)).toEqual({ code: 2, key: 'errors.join.2', message: 'Insufficient funds' });
  });
  it('234 and 300 stand for join errors 9 and 10', () => {
    expect(joinErrorOf(234)?.code).toBe(9);
    expect(joinErrorOf(300)?.code).toBe(10);
    expect(joinErrorOf(11)).toBeUndefined();
  });
  it('stored join code: exit code, else fault code, else -1; a full bulkhead is 300', () => {
    expect(joinFailureCode({ exitCode: 2 })).toBe(2);
    expect(joinFailureCode({ code: '234' })).toBe(234);
    expect(joinFailureCode({ code: 'Server.Processing' })).toBe(-1);
    expect(joinFailureCode({})).toBe(-1);
    expect(
      joinFailureCode({ code: 'Server.Processing', message: 'Bulkhead is full: server overloaded' }),
    ).toBe(300);
  });
  it('coupon, login and registration families', () => {
    expect([...couponErrors.keys()]).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 60, 61, 62]);
    expect(loginErrors.get(106)?.key).toBe('errors.login.106');
    expect([...registrationErrors.keys()].sort((a, b) => a - b)).toEqual([20, 28, 113]);
  });
  it('password-must-change processing fault becomes 115', () => {
    expect(loginErrorCode({ code: 'Server.Processing', message: 'Password must be changed!' })).toBe('115');
    expect(loginErrorCode({ code: '103', message: 'bad' })).toBe('103');
  });
  it('connection faults', () => {
    expect(connectionFaultAction('Channel.Connect.Failed')).toEqual({ kind: 'reconnect', delayMs: 1000 });
    expect(connectionFaultAction('34')).toEqual({ kind: 'reconnect', delayMs: 1000 });
    expect(connectionFaultAction('101')).toEqual({ kind: 'reloadRoot', delayMs: 3000 });
    expect(connectionFaultAction('Server.Validation')).toBeNull();
  });
});

describe('push events', () => {
  it('every event has a topic family', () => {
    for (const name of Object.values(PushEvent))
      expect(['lobby', 'cashier', 'player', 'bingo']).toContain(eventTopic[name]);
  });
  it('money and session-ending events go to the cashier topic', () => {
    for (const e of [
      PushEvent.balanceUpdate,
      PushEvent.order,
      PushEvent.couponApplied,
      PushEvent.banned,
      PushEvent.loginFromAnotherPlace,
      PushEvent.idVerification,
    ])
      expect(eventTopic[e]).toBe('cashier');
    expect(eventTopic[PushEvent.gamesBatch]).toBe('lobby');
    expect(eventTopic[PushEvent.privateMessage]).toBe('player');
  });
  it('classifies concrete topic names', () => {
    expect(topicKindOf(Topic.lobby)).toBe('lobby');
    expect(topicKindOf(Topic.lobbyOf(4))).toBe('lobby');
    expect(topicKindOf(Topic.cashierOf(9))).toBe('cashier');
    expect(topicKindOf(Topic.playerOf(9))).toBe('player');
    expect(topicKindOf('cashier.x')).toBeNull();
  });
});
