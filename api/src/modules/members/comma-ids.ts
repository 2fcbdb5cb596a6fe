/**
 * SPEC §3 keeps some member fields as comma-joined id lists (contract types, desired areas): the one way to
 * read and write them, for every module that handles those fields.
 */

/** "3,1,3" → [1, 3]: without duplicates, in id order. */
export function splitIds(joined: string | undefined | null): number[] {
  if (!joined) return [];
  return [...new Set(joined.split(',').filter(Boolean).map(Number))].sort((a, b) => a - b);
}

export const joinIds = (ids: number[]) => ids.join(',');
