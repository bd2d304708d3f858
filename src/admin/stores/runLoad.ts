import { runInAction } from 'mobx';

/** What a console store shows while it reads: busy, and the server's refusal if any. */
export interface LoadState {
  loading: boolean;
  error: string | null;
}

/**
 * Reads from the server with the store's loading flag up, and hands the result to `apply` inside
 * an action; a refusal is shown as the server said it. Only the latest read of a store applies, so
 * a slow answer to an old filter never overwrites the answer to the new one.
 */
export async function runLoad<T>(
  state: LoadState,
  read: () => Promise<T>,
  apply: (result: T) => void,
): Promise<void> {
  const ticket = (latest.get(state) ?? 0) + 1;
  latest.set(state, ticket);
  runInAction(() => (state.loading = true));
  try {
    const result = await read();
    if (latest.get(state) !== ticket) return;
    runInAction(() => {
      apply(result);
      state.error = null;
    });
  } catch (error) {
    if (latest.get(state) === ticket) runInAction(() => (state.error = (error as Error).message));
  } finally {
    if (latest.get(state) === ticket) runInAction(() => (state.loading = false));
  }
}

const latest = new WeakMap<object, number>();
