/** Japan has no daylight saving time: JST is always UTC+9. The site's "day" is Japan's. */
export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-23` for the Japanese calendar day of `now`, and the seconds left until that day ends. */
export function japaneseDay(now: Date): { day: string; secondsLeft: number } {
  const shifted = now.getTime() + JST_OFFSET_MS;
  const day = new Date(shifted).toISOString().slice(0, 10);
  const secondsLeft = Math.max(1, Math.ceil((DAY_MS - (shifted % DAY_MS)) / 1000));
  return { day, secondsLeft };
}
