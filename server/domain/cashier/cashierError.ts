/**
 * A cashier request refused for a reason the player can act on (limits, verification, a pending
 * withdrawal, funds). `field` makes it a validation fault on that param; otherwise it is a
 * Server.Processing fault whose message says what, with `reason` as a stable key.
 */
export class CashierError extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CashierError';
  }
}
