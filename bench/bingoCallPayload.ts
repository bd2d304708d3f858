// Realistic bingo call pushes for the push bench, built by the caller's own bingoCallPush: most
// calls carry only the number; every 15th wins a pattern with three winners sharing the prize.
import { bingoCallPush } from '../server/domain/bingo/callPush';

export const BENCH_BINGO_GAME = 1;

export function bingoCallPayload(call: number) {
  const wins = call % 15 === 0;
  return bingoCallPush({
    id: BENCH_BINGO_GAME,
    call,
    number: ((call * 37) % 75) + 1,
    patternIndex: Math.floor(call / 15),
    won: wins
      ? [
          {
            patternIndex: Math.floor(call / 15) - 1,
            winners: [101, 202, 303].map((playId, i) => ({
              playId,
              screenName: `player${i + 1}`,
              prize: 33.34 - (i > 0 ? 0.01 : 0),
            })),
          },
        ]
      : [],
    finished: false,
  });
}
