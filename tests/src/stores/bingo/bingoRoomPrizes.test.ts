import { describe, expect, it } from 'vitest';
import type { BingoGameView } from '../../../../protocol/bingo';
import {
  BingoRoomPrizes,
  ROOM_PRIZES_REFRESH_MS,
  roomPrizesOf,
} from '../../../../src/stores/bingo/bingoRoomPrizes';
import { RpcFault } from '../../../../protocol/faults';
import { FakeTransport } from '../../fakes/FakeTransport';

function view(prizes: number[], jackpotCalls = 0): BingoGameView {
  return {
    gameInstanceId: 7,
    format: 75,
    gameStatus: 'OPEN',
    callIntervalMs: 3000,
    calls: [],
    patternIndex: 0,
    patterns: prizes.map((prize) => ({ pattern: 'line', prize })),
    jackpot: 500,
    jackpotCalls,
    seedCommitment: null,
    seed: null,
    cards: [],
    finished: false,
  };
}

function setup(answer: () => BingoGameView) {
  let now = 1_000_000;
  const transport = new FakeTransport().respond('getBingoGame', answer);
  const prizes = new BingoRoomPrizes(transport, () => now);
  const asked = () => transport.calls.filter((c) => c.name === 'getBingoGame').length;
  return { prizes, asked, later: (ms: number) => (now += ms) };
}

describe('bingo room prizes', () => {
  it('takes the best pattern prize and the jackpot’s call limit from the room’s terms', () => {
    expect(roomPrizesOf(view([2, 0, 10], 45))).toEqual({ topPrize: 10, jackpotCalls: 45 });
    expect(roomPrizesOf(view([]))).toEqual({ topPrize: 0, jackpotCalls: 0 });
  });

  it('asks once per room, and again only after a sale and the wait', async () => {
    let top = 10;
    const { prizes, asked, later } = setup(() => view([2, top]));
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 0 });
    expect(prizes.of(7)).toEqual({ topPrize: 10, jackpotCalls: 0 });
    // No sale: no new look, however long it has been.
    later(ROOM_PRIZES_REFRESH_MS);
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 0 });
    expect(asked()).toBe(1);

    // A sale: looked at again, then not before the wait is over, whatever sells meanwhile.
    top = 12;
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 40 });
    expect(asked()).toBe(2);
    later(ROOM_PRIZES_REFRESH_MS - 1);
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 41 });
    expect(asked()).toBe(2);
    later(1);
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 42 });
    expect(asked()).toBe(3);
    expect(prizes.of(7)?.topPrize).toBe(12);
    expect(prizes.of(8)).toBeUndefined();
  });

  it('leaves a room it could not ask about unknown, and asks again after the wait', async () => {
    let fail = true;
    const { prizes, asked, later } = setup(() => {
      if (fail) throw new RpcFault('Server.Unavailable', 'down');
      return view([10]);
    });
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 0 });
    expect(prizes.of(7)).toBeUndefined();
    fail = false;
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 0 });
    expect(asked()).toBe(1);
    later(ROOM_PRIZES_REFRESH_MS);
    await prizes.load({ gameInstanceId: 7, gamePlayCurrent: 0 });
    expect(prizes.of(7)?.topPrize).toBe(10);
  });
});
