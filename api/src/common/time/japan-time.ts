import { JST_OFFSET_MS } from './japan-day';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether year-month-day names a real day (no 2026-02-30). */
function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant a Japanese calendar day (`2026-11-26`) starts, or null for anything else. */
export function japanDayStart(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = match.slice(1, 4).map(Number);
  if (!realDay(y, m, d)) return null;
  return new Date(Date.UTC(y, m - 1, d) - JST_OFFSET_MS);
}

/** The instant the Japanese calendar day after `day` starts (the exclusive end of `day`), or null. */
export function japanDayEnd(day: string): Date | null {
  const start = japanDayStart(day);
  return start && new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/**
 * An instant written by staff: ISO 8601 with a zone (`…Z`, `…+09:00`), or without one — a date
 * (`2026-12-01`) or a date and time (`2026-12-01T10:00`, what a datetime-local field sends) — which is
 * Japan time, whatever the server's zone. Null for anything else.
 */
export function parseJapanDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const ms = match[7] ? Number(match[7].padEnd(3, '0')) : 0;
  if (!realDay(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
  const zone = match[8];
  const offsetMs = !zone ? JST_OFFSET_MS : zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))) * 60_000;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms) - offsetMs);
}
