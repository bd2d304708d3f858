import { decode, encode } from '../../../protocol/codec';
import type { SocketLike } from '../../../src/net/WsRpcClient';

/** A WebSocket stand-in: records decoded frames sent, lets the test deliver server frames. */
export class FakeSocket implements SocketLike {
  binaryType = 'blob';
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  closed = false;

  send(data: Uint8Array) {
    this.sent.push(decode(data));
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.({});
  }
  open() {
    this.onopen?.({});
  }
  deliver(frame: unknown) {
    const bytes = encode(frame);
    this.onmessage?.({ data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  }
  welcome() {
    this.deliver({ t: 'welcome', serverTimeMillis: Date.now(), authenticated: false });
  }
  framesOf(t: string) {
    return this.sent.filter((f) => f.t === t);
  }
}
