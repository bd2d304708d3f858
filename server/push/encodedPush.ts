import type { PushEventName, PushMessage } from '../../protocol/events';
import { decode } from '../../protocol/codec';

/** The MessagePack bytes of the data of pushes that arrived encoded (the Redis hub's). */
const encodedData = new WeakMap<PushMessage, Uint8Array>();

/**
 * A push whose data came as MessagePack bytes (from Redis): decoded the first time something reads
 * `data` (a listener on this server, a poll), never when a socket only needs the push framed: the
 * frame takes the bytes as they are (encodedDataOf, ws.ts). Its data is shared, like any push's,
 * and must not be changed.
 */
export function pushFromEncoded(topic: string, event: string, seq: number, bytes: Uint8Array): PushMessage {
  let data: unknown;
  let decoded = false;
  const push = {
    topic,
    event: event as PushEventName,
    seq,
    get data(): unknown {
      if (!decoded) {
        data = decode(bytes);
        decoded = true;
      }
      return data;
    },
  };
  encodedData.set(push, bytes);
  return push;
}

/** The data's MessagePack bytes where the push arrived encoded, else undefined. */
export function encodedDataOf(push: PushMessage): Uint8Array | undefined {
  return encodedData.get(push);
}
