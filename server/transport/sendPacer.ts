/**
 * Paces socket writes so that one push to thousands of sockets does not hold the event loop for
 * the whole fan-out: at most `perTurn` writes run in one turn of the loop, the rest wait in one
 * FIFO queue and go out `perTurn` at a time on the next turns (setImmediate), so calls, timers and
 * reads run between chunks. Once anything waits, every later write queues behind it, so each
 * socket still gets its frames in the order they were sent.
 */
export interface SendPacer {
  send(write: () => void): void;
  /** Writes waiting for a later turn. */
  readonly waiting: number;
}

export function createSendPacer(perTurn = 500): SendPacer {
  let queue: (() => void)[] = [];
  let head = 0;
  let sentThisTurn = 0;
  let turnScheduled = false;

  function nextTurn(): void {
    turnScheduled = false;
    sentThisTurn = 0;
    while (head < queue.length && sentThisTurn < perTurn) {
      const write = queue[head];
      queue[head++] = noop; // let the closure go
      sentThisTurn++;
      write();
    }
    if (head === queue.length) {
      queue = [];
      head = 0;
    }
    scheduleTurn();
  }

  function scheduleTurn(): void {
    if (turnScheduled || (sentThisTurn === 0 && head === queue.length)) return;
    turnScheduled = true;
    setImmediate(nextTurn);
  }

  return {
    send(write) {
      if (head === queue.length && sentThisTurn < perTurn) {
        sentThisTurn++;
        scheduleTurn(); // resets the count on the next turn
        write();
        return;
      }
      queue.push(write);
      scheduleTurn();
    },
    get waiting() {
      return queue.length - head;
    },
  };
}

function noop(): void {}
