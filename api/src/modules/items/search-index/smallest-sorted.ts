/**
 * The `k` smallest of `values`, in ascending order (what `values.sort().subarray(0, k)` gives), without sorting all
 * of them: a page of a search needs the first `offset + limit` places of its listings in the sort's order (60 for
 * page 3 of 20) of thousands. Kept in a max-heap of `k`: a value at or past the heap's largest costs one comparison,
 * a smaller one replaces it in about log2 k steps — whatever the order the values come in. They come in listing id
 * order, and ids grow with publication, so newest-first places mostly fall as ids rise: a sorted buffer (this
 * function until 2026-12-03) took every one of them in with a shift of the whole buffer (a result of 16,000–32,000
 * of 1,000,000 listings: 0.7 ms a page). Read from the last value back, those come rising, and most are turned away
 * by the one comparison. When a quarter or more of the values are wanted they are sorted instead (in place);
 * otherwise `values` is left as it was.
 */
export function smallestSorted(values: Uint32Array, k: number): Uint32Array {
  if (k <= 0) return new Uint32Array(0);
  if (k * 4 >= values.length) return values.sort().subarray(0, k);
  const heap = new Uint32Array(k);
  let n = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    const value = values[i];
    if (n < k) {
      // Filling: sift up.
      let j = n++;
      while (j > 0) {
        const parent = (j - 1) >> 1;
        if (heap[parent] >= value) break;
        heap[j] = heap[parent];
        j = parent;
      }
      heap[j] = value;
      continue;
    }
    if (value >= heap[0]) continue;
    // Replaces the largest: sift down from the root.
    let j = 0;
    for (;;) {
      let child = 2 * j + 1;
      if (child >= k) break;
      if (child + 1 < k && heap[child + 1] > heap[child]) child++;
      if (heap[child] <= value) break;
      heap[j] = heap[child];
      j = child;
    }
    heap[j] = value;
  }
  return heap.sort();
}
