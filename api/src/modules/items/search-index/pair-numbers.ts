/**
 * Dense numbers for pairs of small integers (each below 65,536), as a Map<number, number> keyed by a·65536 + b
 * would give them, in an open-addressing table of typed arrays. The index build asks it once per character of
 * the catalog's text (25 million times at 100,000 listings); a Map lookup there was the build's largest single
 * cost (measured: about 1.5 s of an 11 s build on the 2-core bench machine).
 */
export class PairNumbers {
  /** The pair a·65536 + b in each slot; meaningful where `numbers` is not -1. */
  private keys: Uint32Array;
  private numbers: Int32Array;
  private mask: number;
  private count = 0;

  constructor(capacity = 1 << 16) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(16, capacity)));
    this.keys = new Uint32Array(size);
    this.numbers = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  get size(): number {
    return this.count;
  }

  /** The number of the pair (a, b), or -1 when it has none yet. */
  get(a: number, b: number): number {
    const key = ((a << 16) | b) >>> 0;
    for (let slot = hash(key) & this.mask; ; slot = (slot + 1) & this.mask) {
      const number = this.numbers[slot];
      if (number === -1 || this.keys[slot] === key) return number;
    }
  }

  /** Gives the pair (a, b), which has no number yet, the number `number`. */
  set(a: number, b: number, number: number): void {
    // Half full at most, so a probe meets an empty slot soon.
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    this.place(((a << 16) | b) >>> 0, number);
    this.count++;
  }

  private place(key: number, number: number): void {
    let slot = hash(key) & this.mask;
    while (this.numbers[slot] !== -1) slot = (slot + 1) & this.mask;
    this.keys[slot] = key;
    this.numbers[slot] = number;
  }

  private grow(): void {
    const { keys, numbers } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.numbers = new Int32Array(keys.length * 2).fill(-1);
    this.mask = this.keys.length - 1;
    for (let slot = 0; slot < keys.length; slot++) if (numbers[slot] !== -1) this.place(keys[slot], numbers[slot]);
  }
}

/** Fibonacci hashing: the key's bits spread over the slot number's (the table size is a power of two). */
function hash(key: number): number {
  const mixed = Math.imul(key, 0x9e3779b1);
  return (mixed ^ (mixed >>> 15)) >>> 0;
}
