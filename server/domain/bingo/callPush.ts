import type { BingoCallPush } from '../../../protocol/bingo';
import { Topic } from '../../../protocol/events';

export const bingoTopic = (gameInstanceId: number) => Topic.bingoOf(gameInstanceId);

/** The push of one call: the number and only what changed (patterns won, the one now in play). */
export function bingoCallPush(c: {
  id: number;
  call: number;
  number: number;
  patternIndex: number;
  won: NonNullable<BingoCallPush['won']>;
  finished: boolean;
}): BingoCallPush {
  return {
    gameInstanceId: c.id,
    call: c.call,
    number: c.number,
    patternIndex: c.patternIndex,
    ...(c.won.length > 0 ? { won: c.won } : {}),
    ...(c.finished ? { finished: true } : {}),
  };
}
