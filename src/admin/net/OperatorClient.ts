import { decode, encode } from '../../../protocol/codec';
import type { RpcResponse } from '../../../protocol/envelope';
import { RpcFault } from '../../../protocol/faults';
import type { OperatorCallName, OperatorParams, OperatorResult } from '../../../protocol/operator/calls';
import { OPERATOR_RPC_PATH, OPERATOR_TOKEN_HEADER } from '../../../protocol/operator/envelope';

/**
 * The console's transport: one MessagePack envelope per call to POST /rpc/operator, the operator's
 * token in its own header (docs/operator-api.md). A fault comes back as a rejected RpcFault.
 */
export class OperatorClient {
  private nextId = 1;
  /** Called when the server says the session is gone (101), so the console shows its login. */
  onSessionLost: () => void = () => undefined;

  constructor(
    private token: string | null,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  get hasToken(): boolean {
    return this.token !== null;
  }

  /** The session's token, for the live socket's hello (OperatorLive.ts). */
  get currentToken(): string | null {
    return this.token;
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  async call<N extends OperatorCallName>(call: N, params: OperatorParams<N>): Promise<OperatorResult<N>> {
    const response = await this.fetchImpl(OPERATOR_RPC_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-msgpack',
        ...(this.token ? { [OPERATOR_TOKEN_HEADER]: this.token } : {}),
      },
      body: encode({ id: this.nextId++, call, params }) as BodyInit,
    });
    const reply = decode<RpcResponse>(new Uint8Array(await response.arrayBuffer()));
    if (reply.ok) return reply.result as OperatorResult<N>;
    if (reply.fault.code === '101' && call !== 'operatorLogin') this.onSessionLost();
    throw new RpcFault(reply.fault.code, reply.fault.message, reply.fault.detail);
  }
}
