// The operator API straight from docs/operator-api.md: a MessagePack envelope POSTed to
// /rpc/operator with the token in x-operator-token, so tests check the wire, not the console.
import { decode, encode } from '../../../protocol/codec';
import type { RpcResponse } from '../../../protocol/envelope';
import { OPERATOR_RPC_PATH, OPERATOR_TOKEN_HEADER } from '../../../protocol/operator/envelope';

let nextId = 1;

export async function operatorCall(
  baseUrl: string,
  call: string,
  params: unknown = {},
  token?: string | null,
): Promise<RpcResponse & { status: number }> {
  const response = await fetch(`${baseUrl}${OPERATOR_RPC_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-msgpack',
      ...(token ? { [OPERATOR_TOKEN_HEADER]: token } : {}),
    },
    body: encode({ id: nextId++, call, params }) as unknown as BodyInit,
  });
  return { status: response.status, ...decode<RpcResponse>(new Uint8Array(await response.arrayBuffer())) };
}

/** The result of a call that must succeed; a fault fails the test with its code and message. */
export async function operatorOk<T = Record<string, unknown>>(
  baseUrl: string,
  call: string,
  params: unknown,
  token?: string | null,
): Promise<T> {
  const reply = await operatorCall(baseUrl, call, params, token);
  if (!reply.ok) throw new Error(`${call}: ${reply.fault.code} ${reply.fault.message}`);
  return reply.result as T;
}

export async function operatorLogin(baseUrl: string, username: string, password: string, totp?: string) {
  return (await operatorOk<{ token: string }>(baseUrl, 'operatorLogin', { username, password, totp })).token;
}
