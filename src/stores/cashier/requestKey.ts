/** A fresh idempotency key for one money-moving request (protocol requestKey: 8 to 64 of [A-Za-z0-9_:-]). */
export function newRequestKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
