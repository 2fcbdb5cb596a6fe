/** The p-th percentile (nearest rank, exact) of ascending `sorted`; NaN when it is empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
