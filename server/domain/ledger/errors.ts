/** A transfer that would take a player account below zero (the accounts CHECK refused it). */
export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFundsError';
  }
}

/** A transfer that breaks double entry: fewer than two legs, a zero leg, mixed currencies, no balance. */
export class UnbalancedTransferError extends Error {
  constructor(reason: string) {
    super(`unbalanced transfer: ${reason}`);
    this.name = 'UnbalancedTransferError';
  }
}
