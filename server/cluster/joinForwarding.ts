import { randomUUID } from 'node:crypto';
import type { JoinResult } from '../../protocol/calls/play';
import type { JoinRequest, JoinRouter } from '../domain/play/joinService';
import { createRedisCalls } from './redisCalls';
import { createWriterLeases } from './writerLeases';

export interface JoinForwardingOptions {
  redisUrl: string;
  /** The deployment's Redis prefix (keys and channels). */
  prefix?: string;
  /** How long a forwarded join may take before this process makes it itself. */
  timeoutMs?: number;
  /** The writer's lease on an instance (writerLeases.ts). */
  leaseMs?: number;
  onError?: (error: unknown) => void;
  /** Told of each join sent and answered, made here after no answer, or made for another (metrics). */
  onOutcome?: (outcome: ForwardingOutcome) => void;
}

export type ForwardingOutcome = 'forwarded' | 'fellBack' | 'served';

export interface JoinForwarding extends JoinRouter {
  /** Joins sent to their writer and answered by it; made here after no answer; made for others. */
  readonly counts: Record<ForwardingOutcome, number>;
  close(): Promise<void>;
}

interface Forwarded {
  req: JoinRequest;
  key: string;
}

/**
 * One writer per game instance across server processes (issue 17). Every process groups the
 * joins into an instance into batches that lock its row once (joinBatcher.ts); two processes
 * selling the same hot instance would take turns on that lock with half-size batches. So a join
 * received here goes to the instance's writer (writerLeases.ts) and is batched there with the
 * others. Only an optimisation: the join key is fixed before the join leaves, so when the writer
 * does not answer in time (or Redis fails) this process makes the join itself under the same key,
 * and the row lock and the key make that safe whether or not the writer's batch commits too;
 * the later of the two answers the stored result. The writer makes the join in full, its
 * after-commit pushes (lobby, the player's join, balances) included; they go through the Redis
 * hub, so every process delivers them. A join carrying functions (a subscription bought with
 * it, a promotion's share) cannot travel and is always made where it was received.
 */
export async function createJoinForwarding(options: JoinForwardingOptions): Promise<JoinForwarding> {
  const self = randomUUID();
  const prefix = options.prefix ?? 'drawhall';
  const calls = await createRedisCalls<Forwarded, JoinResult>({
    redisUrl: options.redisUrl,
    prefix,
    self,
    timeoutMs: options.timeoutMs ?? 2000,
    onError: options.onError,
  });
  const leases = createWriterLeases({ redis: calls.redis, prefix, self, leaseMs: options.leaseMs });
  const counts = { forwarded: 0, fellBack: 0, served: 0 };
  const count = (outcome: ForwardingOutcome) => {
    counts[outcome]++;
    options.onOutcome?.(outcome);
  };

  return {
    counts,
    async route(req, key, here) {
      if (!plainData(req)) return here();
      const writer = await leases.writerOf(req.gameInstanceId);
      if (writer === null || writer === self) return here();
      let answer: JoinResult;
      try {
        answer = await calls.call(writer, { req, key });
      } catch {
        count('fellBack');
        leases.writerSilent(req.gameInstanceId, writer);
        return here();
      }
      count('forwarded');
      return answer;
    },
    serve(make) {
      calls.serve(({ req, key }) => {
        count('served');
        // Joins made for others keep this process's lease too (writerLeases renews what is used).
        void leases.writerOf(req.gameInstanceId);
        return make(req, key);
      });
    },
    async close() {
      await leases.close();
      await calls.close();
    },
  };
}

/** Whether the request survives the trip: no functions (withJoin, promotionMinor), only data. */
function plainData(req: JoinRequest): boolean {
  return Object.values(req).every((v) => typeof v !== 'function');
}
