/** The smallest buffer made (4,096 ids): walks of fewer ids stay on the API thread anyway (WALK_IN_IDLE_WORKER_FROM). */
const MIN_BYTES = 16_384;

/**
 * SharedArrayBuffers for the ids a facet walk hands to a count worker, reused walk after walk rather than made for
 * each: external memory V8 counts towards starting a full collection, and the worker's isolate holds each one too until
 * it collects. Looking for why a fresh 1,000,000-listing process marked its whole heap for "external memory pressure",
 * these were suspected first; they were not the trigger (the bitmaps' WebAssembly memory growing was, see
 * reserveBitmapMemory), and what reusing them saves was not measured apart. A buffer is taken for a walk and given back
 * once its counts are in; at most `keep` wait to be taken again, the smallest dropped first.
 */
export class SharedIds {
  private readonly free: SharedArrayBuffer[] = [];

  constructor(private readonly keep = 16) {}

  /** A view of `size` ids over a free buffer large enough, or over a new one (a power of two of bytes). */
  take(size: number): Uint32Array {
    const bytes = size * 4;
    let best = -1;
    for (let i = 0; i < this.free.length; i++) {
      const length = this.free[i].byteLength;
      if (length >= bytes && (best < 0 || length < this.free[best].byteLength)) best = i;
    }
    const buffer = best >= 0 ? this.free.splice(best, 1)[0] : new SharedArrayBuffer(Math.max(MIN_BYTES, 2 ** Math.ceil(Math.log2(Math.max(bytes, 1)))));
    return new Uint32Array(buffer, 0, size);
  }

  /** Gives a taken view's buffer back (its walk is over: nobody reads it any more). */
  give(ids: Uint32Array): void {
    const buffer = ids.buffer;
    if (!(buffer instanceof SharedArrayBuffer) || this.free.includes(buffer)) return;
    this.free.push(buffer);
    if (this.free.length > this.keep) {
      let smallest = 0;
      for (let i = 1; i < this.free.length; i++) if (this.free[i].byteLength < this.free[smallest].byteLength) smallest = i;
      this.free.splice(smallest, 1);
    }
  }

  /** Buffers waiting to be taken (tests). */
  get waiting(): number {
    return this.free.length;
  }
}
