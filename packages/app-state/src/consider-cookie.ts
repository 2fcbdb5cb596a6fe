// SPEC §3/§9: before login the shortlist lives in the cookie `consider` (path /), a
// comma-separated list of item ids without duplicates. Pure functions, property-tested.

export const CONSIDER_COOKIE = 'consider';

/** Ids from the cookie value: positive integers, first occurrence kept, garbage skipped. */
export function parseConsiderIds(value: string | undefined | null): number[] {
  if (!value) return [];
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // keep the raw value
  }
  const seen = new Set<number>();
  for (const part of decoded.split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && id > 0) seen.add(id);
  }
  return [...seen];
}

export function serializeConsiderIds(ids: readonly number[]): string {
  return [...new Set(ids)].join(',');
}

export function addConsiderId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

/** Removal leaves the remaining ids, in order (SPEC §4). */
export function removeConsiderId(ids: readonly number[], id: number): number[] {
  return ids.filter((x) => x !== id);
}

