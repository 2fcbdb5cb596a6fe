import { asciiWords, classifyWord } from './keyword-rules';

/** The code points of a string (a surrogate pair is one character, as the visitor sees it). */
function chars(text: string): string[] {
  return Array.from(text);
}

/** Every single character and every pair of neighbouring characters of the text. */
function grams(text: string): Set<string> {
  const cs = chars(text);
  const out = new Set<string>(cs);
  for (let i = 0; i + 1 < cs.length; i++) out.add(cs[i] + cs[i + 1]);
  return out;
}

/** The grams a substring query must find: its bigrams, or the character itself for a one-character word. */
function queryGrams(word: string): string[] {
  const cs = chars(word);
  if (cs.length === 1) return cs;
  const out: string[] = [];
  for (let i = 0; i + 1 < cs.length; i++) out.push(cs[i] + cs[i + 1]);
  return [...new Set(out)];
}

function intersect(sets: Set<number>[]): Set<number> {
  if (sets.length === 0) return new Set();
  const [smallest, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  const out = new Set<number>();
  for (const id of smallest) if (rest.every((s) => s.has(id))) out.add(id);
  return out;
}

function addTo(map: Map<string | number, Set<number>>, key: string | number, id: number): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}

function removeFrom(map: Map<string | number, Set<number>>, key: string | number, id: number): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(id);
  if (set.size === 0) map.delete(key);
}

interface Entry {
  text: string;
  words: Set<string>;
  grams: Set<string>;
  tagIds: number[];
}

/**
 * The keyword part of the catalog search index (issue 14, first step): postings of the listings' ASCII
 * words and of the characters and character pairs of their folded text, so a keyword resolves by
 * intersecting postings (then checking the few candidates' text for the exact substring) instead of a
 * LIKE scan over every listing. The rules are keyword-rules.ts'; `matchesReference` is what it must agree
 * with (the property test). Kept current listing by listing (`upsert`, `remove`).
 */
export class KeywordIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly wordPostings = new Map<string, Set<number>>();
  private readonly gramPostings = new Map<string, Set<number>>();
  private readonly tagPostings = new Map<number, Set<number>>();

  get size(): number {
    return this.entries.size;
  }

  /** Adds or replaces a listing: its folded text (listingSearchText) and its tag ids. */
  upsert(id: number, folded: string, tagIds: readonly number[]): void {
    this.remove(id);
    const entry: Entry = { text: folded, words: asciiWords(folded), grams: grams(folded), tagIds: [...new Set(tagIds)] };
    this.entries.set(id, entry);
    for (const w of entry.words) addTo(this.wordPostings, w, id);
    for (const g of entry.grams) addTo(this.gramPostings, g, id);
    for (const t of entry.tagIds) addTo(this.tagPostings as Map<string | number, Set<number>>, t, id);
  }

  remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const w of entry.words) removeFrom(this.wordPostings, w, id);
    for (const g of entry.grams) removeFrom(this.gramPostings, g, id);
    for (const t of entry.tagIds) removeFrom(this.tagPostings as Map<string | number, Set<number>>, t, id);
  }

  /**
   * The ids of the listings matching every word (folded, from parseKeyword); the n-th word also matches
   * the listings carrying one of `wordTagIds[n]` (the tags it names). No words: every listing.
   */
  match(words: readonly string[], wordTagIds: readonly (readonly number[])[] = []): Set<number> {
    if (words.length === 0) return new Set(this.entries.keys());
    return intersect(words.map((word, n) => this.matchWord(word, wordTagIds[n] ?? [])));
  }

  private matchWord(word: string, tagIds: readonly number[]): Set<number> {
    const q = classifyWord(word);
    let found: Set<number>;
    if (q.kind === 'word') {
      found = new Set(this.wordPostings.get(q.text) ?? []);
    } else {
      const postings = queryGrams(q.text).map((g) => this.gramPostings.get(g) ?? new Set<number>());
      found = new Set([...intersect(postings)].filter((id) => this.entries.get(id)!.text.includes(q.text)));
    }
    for (const t of tagIds) for (const id of this.tagPostings.get(t) ?? []) found.add(id);
    return found;
  }
}
