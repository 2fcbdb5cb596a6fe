/** A value observed `weight` times (weight > 0). */
export interface Weighted {
  value: number;
  weight: number;
}

/**
 * The weighted q-quantile (0 ≤ q ≤ 1), interpolation-free: the smallest value whose cumulative weight
 * reaches q of the total (the lower median for q = 0.5 when the weights split evenly). Used for the
 * member's market rate (median and quartiles of the listings needing their skills, weighted by fit).
 * Null when nothing carries weight.
 */
export function weightedQuantile(rows: readonly Weighted[], q: number): number | null {
  const sorted = rows.filter((r) => r.weight > 0 && Number.isFinite(r.value) && Number.isFinite(r.weight)).sort((a, b) => a.value - b.value);
  if (sorted.length === 0) return null;
  const total = sorted.reduce((sum, r) => sum + r.weight, 0);
  const target = Math.min(Math.max(q, 0), 1) * total;
  let cumulative = 0;
  for (const r of sorted) {
    cumulative += r.weight;
    if (cumulative >= target) return r.value;
  }
  return sorted[sorted.length - 1].value;
}
