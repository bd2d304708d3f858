import { CONNECTION_FAULTS, toRpcFault } from '../../net/clientFaults';
import { newRequestKey } from '../cashier/requestKey';

/** The calls that buy plays under a joinKey (a paper ticket is a join too). */
export type JoinCallName = 'joinGame' | 'joinGamePerm' | 'purchaseTicket';

export interface InDoubtJoin {
  call: JoinCallName;
  params: Record<string, unknown> & { joinKey: string };
}

/**
 * Join keys that survive a lost answer. A join whose answer was lost with the connection may or
 * may not have been taken; sending the same entries again must not take them twice, so they go
 * again under the same joinKey (the server answers a repeated key with the first outcome and moves
 * no money). A definite answer, of any kind, settles the key.
 */
export class JoinKeys {
  private inDoubt: (InDoubtJoin & { signature: string; key: string }) | null = null;

  /** The params with a joinKey: the key in doubt for these very entries, else a new one. */
  keyed<P extends Record<string, unknown>>(call: JoinCallName, params: P): P & { joinKey: string } {
    const signature = JSON.stringify([call, params]);
    const joinKey = this.inDoubt?.signature === signature ? this.inDoubt.key : newRequestKey();
    return { ...params, joinKey };
  }

  /** After an attempt: a channel fault leaves it in doubt; anything else settles it. */
  settle(call: JoinCallName, params: InDoubtJoin['params'], error?: unknown): void {
    if (error !== undefined && CONNECTION_FAULTS.has(toRpcFault(error).code)) {
      const { joinKey, ...rest } = params;
      this.inDoubt = { call, params, key: joinKey, signature: JSON.stringify([call, rest]) };
    } else if (this.inDoubt?.key === params.joinKey) {
      this.inDoubt = null;
    }
  }

  get pending(): InDoubtJoin | null {
    return this.inDoubt ? { call: this.inDoubt.call, params: this.inDoubt.params } : null;
  }
}
