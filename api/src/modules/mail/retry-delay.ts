/** The wait after the `attempt`-th failed send (1-based): doubling from `baseMs`, never more than `maxMs`. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.min(attempt - 1, 40), maxMs);
}
