/**
 * The `k` smallest of `values`, in ascending order (what `values.sort().subarray(0, k)` gives), without sorting all
 * of them: a page of a search needs the first `offset + limit` places of its listings in the sort's order (60 for
 * page 3 of 20) of thousands. Kept in a sorted buffer of `k`: a value past the buffer's largest costs one
 * comparison, and few get in when the values come in no particular order. When a quarter or more of the values
 * are wanted they are sorted instead (in place); otherwise `values` is left as it was.
 */
export function smallestSorted(values: Uint32Array, k: number): Uint32Array {
  if (k <= 0) return new Uint32Array(0);
  if (k * 4 >= values.length) return values.sort().subarray(0, k);
  const kept = new Uint32Array(k);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (n === k) {
      if (value >= kept[k - 1]) continue;
      n--;
    }
    let j = n++;
    while (j > 0 && kept[j - 1] > value) {
      kept[j] = kept[j - 1];
      j--;
    }
    kept[j] = value;
  }
  return kept;
}
