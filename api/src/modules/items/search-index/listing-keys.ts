import type { IndexedListing } from './catalog-index';

/**
 * Each listing's keys of the counted kinds — its tag ids, area ids, remote level, contract type and minimum weekly
 * days, each kind from its own offset — in one slot of `stride` entries by listing id, so the walk over a set's
 * listings reads one cache line each (two flat lists of 32-bit ids, tags and areas apart, cost it three or four
 * cache misses a listing: 0.10 ms a search of issue 14's mix at 100,000 listings, 0.055 ms with slots). Two layouts:
 * - `bytes`: every key below 255 and at most 16 keys a listing (the seeded catalog: 158 tags, 49 areas, up to 13
 *   keys): 16 one-byte entries a listing, the unused ones 255 (a spare counter), so the walk adds 16 counts
 *   without a loop of its own. Half the memory of the wide slots (16 MB at 1,000,000 listings) and no branch a
 *   listing: measured on random sets of 1,000,000 listings, 2.0-2.5 ms for 206,000 listings against 10.5 ms for
 *   the wide slots with their count loop, 4.1 against 9-12 ms for 485,000 (a variable-length loop a listing cost
 *   twice or three times a fixed sequence of 16, and the wide slots' 32 MB fit no cache).
 * - `wide`: 16-bit keys, `keys[id * stride] = n`, then n keys (stride up to 32 entries).
 *
 * The entries live in a SharedArrayBuffer, so a count worker (count-walkers.ts) walks them without a copy; they are
 * never written once made (a change to the catalog makes new ones with the next orders).
 */
export type ListingKeys = {
  offsets: Record<CountedKindName, number>;
  /** Past the largest key: the size of a counting array. */
  size: number;
} & ({ layout: 'bytes'; keys: Uint8Array } | { layout: 'wide'; stride: number; keys: Uint16Array });

export type CountedKindName = 'tag' | 'area' | 'remote' | 'contract' | 'weekly';

/** Slots wider than this, or keys past 16 bits, are not worth the memory: such a catalog is counted group by group. */
const MAX_KEYS_STRIDE = 32;
/** The byte layout's entries a listing, and its unused entry (a counter no key uses). */
export const BYTE_SLOT = 16;
const BYTE_UNUSED = 255;

export function listingKeys(listings: readonly IndexedListing[], maxId: number): ListingKeys | null {
  let maxTag = 0;
  let maxArea = 0;
  let maxRemote = 0;
  let maxContract = 0;
  let maxWeekly = 0;
  let most = 0;
  for (const l of listings) {
    for (const id of l.tagIds) if (id > maxTag) maxTag = id;
    for (const id of l.areaIds) if (id > maxArea) maxArea = id;
    maxRemote = Math.max(maxRemote, l.remoteLevel);
    maxContract = Math.max(maxContract, l.contractTypeId ?? 0);
    maxWeekly = Math.max(maxWeekly, l.weeklyDaysMin ?? 0);
    most = Math.max(most, l.tagIds.length + l.areaIds.length + 3);
  }
  const offsets = { tag: 0, area: maxTag + 1, remote: maxTag + maxArea + 2, contract: 0, weekly: 0 };
  offsets.contract = offsets.remote + maxRemote + 1;
  offsets.weekly = offsets.contract + maxContract + 1;
  const size = offsets.weekly + maxWeekly + 1;
  const fill = <T extends Uint8Array | Uint16Array>(keys: T, stride: number, counted: boolean): T => {
    for (const l of listings) {
      const first = l.id * stride;
      let at = counted ? first + 1 : first;
      for (const id of l.tagIds) keys[at++] = id;
      for (const id of l.areaIds) keys[at++] = offsets.area + id;
      keys[at++] = offsets.remote + l.remoteLevel;
      if (l.contractTypeId !== null) keys[at++] = offsets.contract + l.contractTypeId;
      if (l.weeklyDaysMin !== null) keys[at++] = offsets.weekly + l.weeklyDaysMin;
      if (counted) keys[first] = at - first - 1;
    }
    return keys;
  };
  if (size <= BYTE_UNUSED && most <= BYTE_SLOT) {
    return { layout: 'bytes', keys: fill(new Uint8Array(new SharedArrayBuffer((maxId + 1) * BYTE_SLOT)).fill(BYTE_UNUSED), BYTE_SLOT, false), offsets, size };
  }
  let stride = 4;
  while (stride < most + 1) stride *= 2;
  if (stride > MAX_KEYS_STRIDE || size > 0x10000) return null;
  return { layout: 'wide', stride, keys: fill(new Uint16Array(new SharedArrayBuffer((maxId + 1) * stride * 2)), stride, true), offsets, size };
}

/** How many listing ids the slots cover (0 up to the largest id at the time they were made). */
export function slotsCovered(keys: ListingKeys): number {
  return keys.keys.length / (keys.layout === 'bytes' ? BYTE_SLOT : keys.stride);
}

/** The listings' keys counted into one array by key (the walk of listCounts, on the API's thread or a count worker's). */
export function countKeys(keys: ListingKeys, ids: Uint32Array): Int32Array {
  return keys.layout === 'bytes' ? countByteSlots(ids, keys.keys) : countWideSlots(ids, keys.keys, keys.stride, keys.size);
}

/**
 * Listings walked a block at a time, the next block's slots read first: a set of a few percent of a large catalog
 * has a listing every few cache lines, and the walk's loads of one listing (16 counts) wait on its line, one memory
 * miss at a time. Reading one entry of each of the next block's listings first puts their misses in flight
 * together. Measured in a plain script over 1,000,000 listings' byte slots: 19,000 listings 3.2 → 0.6 ms, 86,000
 * 8.9 → 3.8 ms, 291,000 6.7 → 6.4 ms (a dense set's lines come in order anyway); blocks of 16, 32 or 64 alike.
 */
const WALK_BLOCK = 32;

/** The byte layout's walk: each listing's 16 entries counted in a fixed sequence (see ListingKeys). */
function countByteSlots(ids: Uint32Array, slots: Uint8Array): Int32Array {
  const c = new Int32Array(BYTE_UNUSED + 1);
  let ahead = 0;
  for (let start = 0; start < ids.length; start += WALK_BLOCK) {
    const end = Math.min(ids.length, start + WALK_BLOCK);
    for (let j = end, last = Math.min(ids.length, end + WALK_BLOCK); j < last; j++) ahead += slots[ids[j] << 4];
    for (let i = start; i < end; i++) {
      const at = ids[i] << 4;
      c[slots[at]]++;
      c[slots[at + 1]]++;
      c[slots[at + 2]]++;
      c[slots[at + 3]]++;
      c[slots[at + 4]]++;
      c[slots[at + 5]]++;
      c[slots[at + 6]]++;
      c[slots[at + 7]]++;
      c[slots[at + 8]]++;
      c[slots[at + 9]]++;
      c[slots[at + 10]]++;
      c[slots[at + 11]]++;
      c[slots[at + 12]]++;
      c[slots[at + 13]]++;
      c[slots[at + 14]]++;
      c[slots[at + 15]]++;
    }
  }
  // The reads ahead are used (a test the compiler cannot decide: a sum of bytes is never negative), so they are kept.
  if (ahead < 0) c[BYTE_UNUSED]++;
  return c;
}

/** The wide layout's walk: each listing's n keys after its count, a block at a time as the byte walk. */
function countWideSlots(ids: Uint32Array, slots: Uint16Array, stride: number, size: number): Int32Array {
  const counts = new Int32Array(size);
  let ahead = 0;
  for (let start = 0; start < ids.length; start += WALK_BLOCK) {
    const end = Math.min(ids.length, start + WALK_BLOCK);
    for (let j = end, last = Math.min(ids.length, end + WALK_BLOCK); j < last; j++) ahead += slots[ids[j] * stride];
    for (let i = start; i < end; i++) {
      const at = ids[i] * stride;
      for (let k = at + 1, stop = at + 1 + slots[at]; k < stop; k++) counts[slots[k]]++;
    }
  }
  if (ahead < 0) counts[0]++;
  return counts;
}
