/** Where the last session token seen from the server is kept; sent with every request. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return { get: () => token, set: (t) => void (token = t) };
}

/** Kept in local storage per site so a reload resumes the session (init returns the player). */
export function localTokenStore(storage: Storage | null, memberId: number): TokenStore {
  const key = `drawhall.token.${memberId}`;
  const memory = memoryTokenStore(safe(() => storage?.getItem(key) ?? null));
  return {
    get: memory.get,
    set(token) {
      memory.set(token);
      safe(() => (token ? storage?.setItem(key, token) : storage?.removeItem(key)));
    },
  };
}

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null; // storage disabled (private mode); memory still works
  }
}
