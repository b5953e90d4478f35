// A first-in, first-out queue whose shift costs the same however long it is. Plain JavaScript, as
// broker-worker.js that uses it.
//
// The embedded broker's message emitter (mqemitter) queues the messages past its concurrency in
// arrays it takes from with `shift()`, and V8 copies an array's whole backing store on a shift
// once it holds more than about 16,000 items (22 µs a shift at 16,000, 137 µs at 100,000): under a
// flood of device messages the broker's thread spent most of its time there (decision 0024,
// session 17).
export class MessageFifo {
  #items = [];
  #head = 0;

  push(item) {
    this.#items.push(item);
    return this.length;
  }

  shift() {
    if (this.#head === this.#items.length) return undefined;
    const item = this.#items[this.#head];
    this.#items[this.#head] = undefined;
    this.#head++;
    // Drop the taken front once it is most of the array: each item is copied at most once more.
    if (this.#head >= 1024 && this.#head * 2 >= this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return item;
  }

  get length() {
    return this.#items.length - this.#head;
  }
}
