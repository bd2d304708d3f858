import type { Db } from '../../storage/db';
import { transfer, transferBatch, type TransferRequest, type TransferResult } from './transfer';

export interface TransferCoalescerOptions {
  /** Batches in flight at once (each one statement on its own connection); default 4. */
  lanes?: number;
  /** Most transfers one batch takes; default 64. */
  maxBatch?: number;
}

export interface TransferCoalescer {
  /** Settles as transfer(db, request) would: the same result, or the same error for this one alone. */
  transfer(request: TransferRequest): Promise<TransferResult>;
}

interface Waiting {
  request: TransferRequest;
  resolve(result: TransferResult): void;
  reject(error: unknown): void;
}

/**
 * Group commit for transfers that need no other statement with them (not part of a caller's
 * transaction): those that arrive while `lanes` batches are in flight wait and go together in the
 * next one, a single autocommit ledger_transfer_batch call (migration 025). Per transfer, the
 * statement, the function call and the commit's WAL flush are shared by the whole batch: about a
 * third of the server CPU of one transfer per statement (issue 17). A lone transfer never waits
 * for company.
 *
 * The batch call is all or nothing: when it fails (an overdraw anywhere in it, a key twice in it,
 * anything else) each of its transfers is made again on its own, so each gets exactly the outcome
 * it would have had alone and one refusal never refuses its neighbours (a batch of one already
 * had: the batch function refuses one transfer as ledger_transfer does). The keys make this safe
 * even if the batch did commit and only its answer was lost: each transfer then finds its key used
 * and reports applied false with the batch's transaction, as any retry of a transfer would.
 */
export function createTransferCoalescer(db: Db, options: TransferCoalescerOptions = {}): TransferCoalescer {
  const lanes = options.lanes ?? 4;
  const maxBatch = options.maxBatch ?? 64;
  const queue: Waiting[] = [];
  let inFlight = 0;

  function pump(): void {
    while (inFlight < lanes && queue.length > 0) {
      const taken = queue.splice(0, maxBatch);
      inFlight++;
      void run(taken).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  async function run(taken: Waiting[]): Promise<void> {
    let results: TransferResult[];
    try {
      results = await transferBatch(
        db,
        taken.map((w) => w.request),
      );
    } catch (error) {
      if (taken.length === 1)
        taken[0].reject(error); // what it would have met alone
      else await Promise.all(taken.map((w) => transfer(db, w.request).then(w.resolve, w.reject)));
      return;
    }
    taken.forEach((w, i) => w.resolve(results[i]));
  }

  return {
    transfer(request) {
      return new Promise<TransferResult>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        // Transfers submitted in the same turn of the event loop start together.
        if (queue.length === 1) queueMicrotask(pump);
      });
    },
  };
}
