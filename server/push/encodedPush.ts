import type { PushEventName, PushMessage } from '../../protocol/events';
import { decode } from '../../protocol/codec';
import { binaryPushFrame } from '../transport/wsFrame';

const UNREAD = Symbol('unread');

/**
 * A push whose data came as MessagePack bytes (the Redis hub's): decoded the first time something
 * reads `data` (a listener on this server, a poll), never when a socket only needs the push
 * framed: the frame takes the bytes as they are (ws.ts). A class, not a plain object with a
 * WeakMap beside it: a busy hub makes thousands a second, and a WeakMap entry each cost more than
 * the decode it saves. Its data is shared, like any push's, and must not be changed.
 */
export class EncodedPush implements PushMessage {
  readonly #bytes: Uint8Array;
  #data: unknown = UNREAD;
  #frame: Buffer | null | undefined;

  constructor(
    readonly topic: string,
    readonly event: PushEventName,
    readonly seq: number,
    bytes: Uint8Array,
  ) {
    this.#bytes = bytes;
  }

  get data(): unknown {
    if (this.#data === UNREAD) this.#data = decode(this.#bytes);
    return this.#data;
  }

  /** The WebSocket frame of the push around the data's bytes (once); null: frame it whole. */
  frame(): Buffer | null {
    if (this.#frame === undefined)
      this.#frame = binaryPushFrame(this.topic, this.event, this.seq, this.#bytes);
    return this.#frame;
  }

  /** The push as a plain object (a poll's answer). */
  plain(): PushMessage {
    return { topic: this.topic, event: this.event, data: this.data, seq: this.seq };
  }
}
