import { RoaringArenaAllocator, type RoaringBitmap32 } from 'roaring-wasm';

/**
 * Bitmaps a query derives and the next one may ask again, kept until cleared (the index clears them on every
 * change), at most `limit` at once (then all are dropped and made again as asked). Read-only for the caller.
 */
export class KeptBitmaps<K> {
  private readonly kept = new Map<K, RoaringBitmap32>();

  constructor(private readonly limit: number) {}

  get(key: K, make: () => RoaringBitmap32): RoaringBitmap32 {
    let bitmap = this.kept.get(key);
    if (!bitmap) {
      if (this.kept.size >= this.limit) this.clear();
      bitmap = make();
      // Kept beyond the query: out of the query's arena.
      RoaringArenaAllocator.current?.unregister(bitmap);
      this.kept.set(key, bitmap);
    }
    return bitmap;
  }

  clear(): void {
    for (const bitmap of this.kept.values()) bitmap.dispose();
    this.kept.clear();
  }
}
