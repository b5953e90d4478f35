/** See message-fifo.js. */
export declare class MessageFifo<T = unknown> {
  push(item: T): number;
  shift(): T | undefined;
  get length(): number;
}
