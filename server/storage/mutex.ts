/** A FIFO lock: each `run` waits for the previous one to settle, so work never interleaves. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn, fn);
    // The chain must survive a failed task, so the next waiter starts either way.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
