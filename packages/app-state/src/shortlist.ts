import { readCookie } from '@er/api-client';
import { useSyncExternalStore } from 'react';
import { createStore } from './store';
import {
  CONSIDER_COOKIE,
  addConsiderId,
  parseConsiderIds,
  removeConsiderId,
  serializeConsiderIds,
} from './consider-cookie';

type MaybePromise<T> = T | Promise<T>;

/** One year, in seconds (see CookieShortlistStorage.write). */
export const CONSIDER_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Where the shortlist is kept. Logged out: the `consider` cookie (CookieShortlistStorage).
 * Logged in (later issue): the server, via consider/* endpoints — only this storage changes,
 * the hooks and the UI stay the same (SPEC §4).
 */
export interface ShortlistStorage {
  load(): MaybePromise<readonly number[]>;
  /** Adds the id and returns the resulting list. */
  add(id: number): MaybePromise<readonly number[]>;
  /** Removes the id and returns the resulting list (the others stay). */
  remove(id: number): MaybePromise<readonly number[]>;
}

export class CookieShortlistStorage implements ShortlistStorage {
  constructor(private readonly doc: Pick<Document, 'cookie'> = document) {}

  load(): number[] {
    return parseConsiderIds(readCookie(this.doc.cookie, CONSIDER_COOKIE));
  }

  add(id: number): number[] {
    return this.write(addConsiderId(this.load(), id));
  }

  remove(id: number): number[] {
    return this.write(removeConsiderId(this.load(), id));
  }

  private write(ids: number[]): number[] {
    // SPEC §3/§9 fix only the name (consider) and the path (/). Our decision: keep it for a year
    // (max-age), because a session cookie would drop a logged-out visitor's shortlist when the
    // browser closes; SameSite=Lax since it is only read by our own pages. An empty list removes it.
    this.doc.cookie =
      ids.length === 0
        ? `${CONSIDER_COOKIE}=; path=/; max-age=0; samesite=lax`
        : `${CONSIDER_COOKIE}=${serializeConsiderIds(ids)}; path=/; max-age=${CONSIDER_COOKIE_MAX_AGE}; samesite=lax`;
    return ids;
  }
}

const EMPTY: readonly number[] = Object.freeze([]);
const idsStore = createStore<readonly number[]>(EMPTY);
let storage: ShortlistStorage | null = null;

function isPromise<T>(v: MaybePromise<T>): v is Promise<T> {
  return typeof (v as Promise<T>)?.then === 'function';
}

function apply(result: MaybePromise<readonly number[]>): Promise<void> {
  if (isPromise(result)) return result.then((ids) => idsStore.set(Object.freeze([...ids])));
  idsStore.set(Object.freeze([...result]));
  return Promise.resolve();
}

function currentStorage(): ShortlistStorage | null {
  return storage;
}

// Logged out by default: read the cookie once when the (singleton) module is first loaded.
if (typeof document !== 'undefined') {
  storage = new CookieShortlistStorage(document);
  void apply(storage.load());
}

/** Swap the storage (e.g. to the member/server one after login) and reload the ids. */
export function setShortlistStorage(next: ShortlistStorage): Promise<void> {
  storage = next;
  return apply(next.load());
}

export const shortlist = {
  getIds: idsStore.get,
  add(id: number): Promise<void> {
    const s = currentStorage();
    return s ? apply(s.add(id)) : Promise.resolve();
  },
  remove(id: number): Promise<void> {
    const s = currentStorage();
    return s ? apply(s.remove(id)) : Promise.resolve();
  },
  subscribe: idsStore.subscribe,
};

export interface ShortlistApi {
  ids: readonly number[];
  count: number;
  has(id: number): boolean;
  add(id: number): Promise<void>;
  remove(id: number): Promise<void>;
}

export function useShortlist(): ShortlistApi {
  const ids = useSyncExternalStore(shortlist.subscribe, shortlist.getIds, () => EMPTY);
  return {
    ids,
    count: ids.length,
    has: (id) => ids.includes(id),
    add: shortlist.add,
    remove: shortlist.remove,
  };
}
