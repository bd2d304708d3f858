import { runInAction } from 'mobx';

/** What a console store shows of its last action: the server's refusal, or the notice of success. */
export interface ActionOutcome {
  error: string | null;
  notice: string | null;
}

/**
 * Runs an operator action and then the reload of what it changed; true when done. The server's
 * refusal is shown as it said it (its message names the rule), success as the given notice.
 */
export async function runAction(
  state: ActionOutcome,
  run: () => Promise<unknown>,
  reload: () => Promise<void>,
  notice: string,
): Promise<boolean> {
  runInAction(() => {
    state.notice = null;
    state.error = null;
  });
  try {
    await run();
    await reload();
    runInAction(() => (state.notice = notice));
    return true;
  } catch (error) {
    runInAction(() => (state.error = (error as Error).message));
    return false;
  }
}
