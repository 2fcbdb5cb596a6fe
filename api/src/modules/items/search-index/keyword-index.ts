import { RoaringArenaAllocator, RoaringBitmap32 } from 'roaring-wasm';
import { asciiWords, classifyWord } from './keyword-rules';
import { PairNumbers } from './pair-numbers';
import { KeptBitmaps } from './kept-bitmaps';

/**
 * Gram keys as numbers (no string per gram): a pair of UTF-16 code units c1·65536 + c2, a single unit
 * 2³² + c. A character outside the BMP is two units on both sides (text and query), so substrings still
 * line up; the candidates' text is checked for the exact substring anyway.
 */
const UNIGRAM = 2 ** 32;

function textGrams(text: string): Set<number> {
  const keys = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    keys.add(UNIGRAM + c);
    if (i + 1 < text.length) keys.add(c * 65536 + text.charCodeAt(i + 1));
  }
  return keys;
}

/** The grams a substring query must find: its code-unit pairs, or the unit itself for a one-unit word. */
function queryGrams(word: string): number[] {
  if (word.length === 1) return [UNIGRAM + word.charCodeAt(0)];
  const keys = new Set<number>();
  for (let i = 0; i + 1 < word.length; i++) keys.add(word.charCodeAt(i) * 65536 + word.charCodeAt(i + 1));
  return [...keys];
}

/** Substring words whose checked postings are kept at once (then all but the vocabulary's are dropped and gathered again). */
const MAX_CHECKED_WORDS = 512;
/** Substring words kept for good (`keep`): tag and area names and the catalog's most common words. */
const MAX_VOCABULARY_WORDS = 1024;

/** Words with fewer candidates than this are kept at start whatever the budget (KeywordIndex.keep). */
const CHEAP_CHECK_CANDIDATES = 20_000;

/** The largest share of a word's candidates checked for one query without keeping the word (KeywordIndex.match). */
const PARTIAL_CHECK_SHARE = 1 / 32;

/** Listings per bulk chunk (bounds the build's temporary arrays: about 20 MB at 300 characters a listing). */
const CHUNK = 8192;

/**
 * Dense numbers for the grams met during a bulk build, so per-gram work is array indexing: a code unit's
 * number comes from a 64 K table, a pair's from a table keyed by the two units' dense numbers (PairNumbers).
 * `append` writes a text's grams, each once per listing, and `key` gives a number's gram key (textGrams' numbering).
 */
class GramNumbering {
  private readonly unitGram = new Int32Array(65536).fill(-1);
  private readonly unitIndex = new Int32Array(65536).fill(-1);
  private units = 0;
  private readonly pairGram = new PairNumbers();
  private readonly keys: number[] = [];
  /** The listing id a gram was last written for (dedupes a listing's repeated grams). */
  private lastListing = new Int32Array(1024).fill(-1);

  get size(): number {
    return this.keys.length;
  }

  key(gram: number): number {
    return this.keys[gram];
  }

  append(text: string, listingId: number, out: Int32Array, n: number): number {
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      let unit = this.unitIndex[c];
      if (unit < 0) {
        unit = this.unitIndex[c] = this.units++;
        this.unitGram[c] = this.add(UNIGRAM + c);
      }
      const single = this.unitGram[c];
      if (this.lastListing[single] !== listingId) {
        this.lastListing[single] = listingId;
        out[n++] = single;
      }
      if (previous >= 0) {
        let pair = this.pairGram.get(previous, unit);
        if (pair === -1) {
          pair = this.add(text.charCodeAt(i - 1) * 65536 + c);
          this.pairGram.set(previous, unit, pair);
        }
        if (this.lastListing[pair] !== listingId) {
          this.lastListing[pair] = listingId;
          out[n++] = pair;
        }
      }
      previous = unit;
    }
    return n;
  }

  private add(key: number): number {
    const gram = this.keys.length;
    this.keys.push(key);
    if (gram >= this.lastListing.length) {
      const grown = new Int32Array(this.lastListing.length * 2).fill(-1);
      grown.set(this.lastListing);
      this.lastListing = grown;
    }
    return gram;
  }
}

/** Adds ascending ids to a gram's or word's bitmap, creating it when new. */
function merge<K>(postings: Map<K, RoaringBitmap32>, key: K, ids: Uint32Array): void {
  const existing = postings.get(key);
  if (!existing) {
    postings.set(key, new RoaringBitmap32(ids));
    return;
  }
  // An OR of a bitmap made for the batch, not addMany: bulk adds grow the existing containers by doubling; tried, they
  // were no faster and the build held more memory in the starts measured (+295–307 against +264–283 MB at 100,000).
  const batch = new RoaringBitmap32(ids);
  existing.orInPlace(batch);
  batch.dispose();
}

function addTo<K>(postings: Map<K, RoaringBitmap32>, key: K, id: number): void {
  let bitmap = postings.get(key);
  if (!bitmap) postings.set(key, (bitmap = new RoaringBitmap32()));
  bitmap.add(id);
}

function removeFrom<K>(postings: Map<K, RoaringBitmap32>, key: K, id: number): void {
  const bitmap = postings.get(key);
  if (!bitmap) return;
  bitmap.remove(id);
  if (bitmap.isEmpty) {
    bitmap.dispose();
    postings.delete(key);
  }
}

/** Postings by key: the listings of `keys[k]` are ids[offsets[k]] to ids[offsets[k + 1] - 1], ascending. */
export interface ChunkPostings<K> {
  keys: K[];
  offsets: Int32Array;
  ids: Uint32Array;
}

/**
 * Listings' keyword postings ready to be merged into a KeywordIndex (`addChunks`): plain arrays and typed arrays, so a
 * build worker can make them and hand them over (the typed arrays transferred, not copied).
 */
export interface KeywordChunk {
  ids: number[];
  /** The folded texts, by position in `ids`. */
  texts: string[];
  grams: ChunkPostings<number>;
  words: ChunkPostings<string>;
}

/**
 * The keyword postings of many listings (one text per id, the last), in chunks of CHUNK listings. Per chunk, each
 * listing's grams are numbered densely (GramNumbering) and written once per listing into one array, which a counting
 * sort by gram turns into each gram's listings in id order: no set or comparison sort per listing (6 s → under 1 s
 * at 85,000 listings).
 */
export function keywordChunks(listings: readonly { id: number; text: string }[]): KeywordChunk[] {
  // In id order, so each gram's run of listings is ascending.
  const latest = [...new Map(listings.map((l) => [l.id, l.text])).entries()].sort((a, b) => a[0] - b[0]);
  const chunks: KeywordChunk[] = [];
  const numbering = new GramNumbering();
  for (let start = 0; start < latest.length; start += CHUNK) {
    const part = latest.slice(start, start + CHUNK);
    const wordsOf = new Map<string, number[]>();
    const seq = new Int32Array(part.reduce((n, [, text]) => n + 2 * text.length, 0));
    const ends = new Int32Array(part.length);
    let n = 0;
    part.forEach(([id, text], position) => {
      for (const w of asciiWords(text)) (wordsOf.get(w) ?? wordsOf.set(w, []).get(w)!).push(id);
      n = numbering.append(text, id, seq, n);
      ends[position] = n;
    });
    // Counting sort by gram number; within a gram the listings stay in id order.
    const counts = new Int32Array(numbering.size + 1);
    for (let i = 0; i < n; i++) counts[seq[i] + 1]++;
    for (let g = 1; g <= numbering.size; g++) counts[g] += counts[g - 1];
    const next = counts.slice(0, numbering.size);
    const sorted = new Uint32Array(n);
    for (let i = 0, position = 0; i < n; i++) {
      while (i >= ends[position]) position++;
      sorted[next[seq[i]]++] = part[position][0];
    }
    // Only the grams this chunk has (the numbering is shared by the chunks); empty runs take no room in `sorted`.
    const keys: number[] = [];
    const offsets: number[] = [0];
    for (let g = 0; g < numbering.size; g++) {
      if (counts[g + 1] === counts[g]) continue;
      keys.push(numbering.key(g));
      offsets.push(counts[g + 1]);
    }
    const wordKeys = [...wordsOf.keys()];
    const wordOffsets = new Int32Array(wordKeys.length + 1);
    wordKeys.forEach((w, k) => (wordOffsets[k + 1] = wordOffsets[k] + wordsOf.get(w)!.length));
    const wordIds = new Uint32Array(wordOffsets[wordKeys.length]);
    wordKeys.forEach((w, k) => wordIds.set(wordsOf.get(w)!, wordOffsets[k]));
    chunks.push({
      ids: part.map(([id]) => id),
      texts: part.map(([, text]) => text),
      grams: { keys, offsets: Int32Array.from(offsets), ids: sorted },
      words: { keys: wordKeys, offsets: wordOffsets, ids: wordIds },
    });
  }
  return chunks;
}

/**
 * The keyword part of the catalog search index (issue 14): compressed bitmaps of the listings per ASCII
 * word and per character and character pair of their folded text, so a keyword resolves by intersecting
 * postings (then checking the candidates' text for the exact substring where pairs cannot prove it)
 * instead of a LIKE scan. The rules are keyword-rules.ts'; `matchesReference` is what it must agree with
 * (the property test). Kept current listing by listing (`upsert`, `remove`).
 *
 * `match` returns a new bitmap: made inside a RoaringArenaAllocator, it is disposed with the arena; the
 * caller disposes it otherwise.
 */
export class KeywordIndex {
  private readonly texts = new TextsById();
  private readonly words = new Map<string, RoaringBitmap32>();
  private readonly grams = new Map<number, RoaringBitmap32>();
  /**
   * The listings of a substring word that needed its candidates' text checked (common words such as リモート
   * have tens of thousands of candidates): exact derived postings, not cached answers — a listing added,
   * replaced or removed is checked against each kept word at once (a few hundred substring tests on one text),
   * rather than every word being dropped and its tens of thousands of candidates checked again by the next
   * searcher (10–40 ms each, on every write).
   */
  private readonly checked = new Map<string, RoaringBitmap32>();
  /** The checked words never dropped (`keep`): a first search for one of them costs no candidate checks. */
  private readonly vocabulary = new Set<string>();
  /**
   * An exact word's listings with those of the tags it names (`Java` and the Java tag's), by word and tag ids, until
   * the next write: a tag term typed as a keyword is most of the mix's searches, and the union of two bitmaps of a
   * tenth of the catalog each, made anew by each, was about 7 % of the API thread at 1,000,000 listings. Every change
   * to a listing's tags comes with a change to its text here (CatalogIndex.upsert and remove), which drops them.
   */
  private readonly withTags = new KeptBitmaps<string>(256);

  get size(): number {
    return this.texts.size;
  }

  /** Adds or replaces a listing's folded text (listingSearchText). */
  upsert(id: number, folded: string): void {
    this.remove(id);
    this.withTags.clear();
    this.texts.set(id, folded);
    for (const w of asciiWords(folded)) addTo(this.words, w, id);
    for (const g of textGrams(folded)) addTo(this.grams, g, id);
    for (const [word, listings] of this.checked) if (folded.includes(word)) listings.add(id);
  }

  /** Adds many listings at once (the build at start), each replacing what the index had: `addChunks(keywordChunks(listings))`. */
  addMany(listings: readonly { id: number; text: string }[]): void {
    this.addChunks(keywordChunks(listings));
  }

  /**
   * Adds listings prepared by keywordChunks (on this thread or a build worker's), each replacing what the index had:
   * one bitmap write per gram and word of a chunk.
   */
  addChunks(chunks: readonly KeywordChunk[]): void {
    // Checked postings are not kept current listing by listing in bulk: dropped, the vocabulary's made again after.
    this.forgetChecked(true);
    this.withTags.clear();
    for (const chunk of chunks) {
      chunk.ids.forEach((id) => this.remove(id));
      chunk.ids.forEach((id, n) => this.texts.set(id, chunk.texts[n]));
      const { grams, words } = chunk;
      for (let g = 0; g < grams.keys.length; g++) merge(this.grams, grams.keys[g], grams.ids.subarray(grams.offsets[g], grams.offsets[g + 1]));
      for (let w = 0; w < words.keys.length; w++) merge(this.words, words.keys[w], words.ids.subarray(words.offsets[w], words.offsets[w + 1]));
    }
    for (const word of this.vocabulary) this.matchWord(word).dispose();
  }

  /**
   * Keeps the exact postings of these words from now on, kept current with every write like any checked word
   * but never dropped: a search's first use of a common substring word (リモート: 60,000 candidates, 10–40 ms of
   * substring tests at 100,000 listings; エンジニア at 1,000,000: 366–389 ms, every other request waiting) is paid
   * here, at start, instead. Words that need no check (ASCII words, one or two characters) are
   * skipped. The words with the most candidates go first, as their first use costs most: the budget used to run
   * out on tag and place names before the catalog's commonest words were reached. Stops once `budgetMs` are spent,
   * the word that spends it kept (a negative budget keeps none; the words left are checked on first use, as any
   * other), but words with fewer than `cheapBelow` candidates are kept even then: each costs a few milliseconds at
   * most, and they are most of the tag and place names (at 1,000,000 listings, 2026-12-03: the budget ran out after
   * 227 of 302 words in 5.2 s; the other 75 took 0.4 s, and unkept, tags such as ネットワークエンジニア and places such
   * as 北海道 were checked by their first visitor for 5–19 ms with every other request waiting). Returns the words
   * newly kept.
   */
  keep(words: Iterable<string>, budgetMs = Infinity, cheapBelow = CHEAP_CHECK_CANDIDATES): number {
    const started = performance.now();
    const texts = new Set<string>();
    for (const word of words) {
      const q = classifyWord(word);
      if (q.kind === 'substring' && q.text.length > 2 && !this.vocabulary.has(q.text)) texts.add(q.text);
    }
    const bySize = [...texts].map((text) => {
      const { hits } = this.candidates(text);
      const size = hits.size;
      hits.dispose();
      return { text, size };
    });
    bySize.sort((a, b) => b.size - a.size || (a.text < b.text ? -1 : 1));
    let added = 0;
    for (const { text, size } of bySize) {
      if (this.vocabulary.size >= MAX_VOCABULARY_WORDS || budgetMs < 0) break;
      if (added > 0 && size >= cheapBelow && performance.now() - started > budgetMs) continue;
      this.vocabulary.add(text);
      this.matchWord(text).dispose();
      added++;
    }
    return added;
  }

  /** The words kept for good (`keep`), in the order they were kept. */
  keptWords(): string[] {
    return [...this.vocabulary];
  }

  remove(id: number): void {
    const text = this.texts.get(id);
    if (text === undefined) return;
    this.withTags.clear();
    for (const [word, listings] of this.checked) if (text.includes(word)) listings.remove(id);
    this.texts.delete(id);
    for (const w of asciiWords(text)) removeFrom(this.words, w, id);
    for (const g of textGrams(text)) removeFrom(this.grams, g, id);
  }

  /**
   * The listings matching every word (folded, from parseKeyword); the n-th word also matches the listings
   * in `tagged(wordTagIds[n])` (the tags it names). No words: every listing.
   *
   * A substring word whose candidates need their text checked (see `candidates`) is checked over the other words'
   * result when that is a small part of its own candidates (PARTIAL_CHECK_SHARE), and not kept: `エンジニア 千葉県`
   * checks the listings with both words' character pairs, not all of エンジニア's, whose check cost 366–389 ms of the
   * API's only thread at 1,000,000 listings (every other request waiting). Otherwise it is checked over all its
   * candidates and kept (`checkAll`), as a word alone is: a common word asked with others again and again
   * (`Oracle リモート`, `PHP リモート`: a tag's share of リモート's candidates each, more than a 32nd) is checked once,
   * not each time (checked over the result each time, such searches took 55–100 ms each).
   */
  match(words: readonly string[], wordTagIds: readonly (readonly number[])[] = [], tagged: (tagIds: readonly number[]) => RoaringBitmap32 | null = () => null): RoaringBitmap32 {
    if (words.length === 0) return new RoaringBitmap32(this.texts.ids());
    const parts = words.map((word, n) => {
      const tagIds = wordTagIds[n] ?? [];
      return { word, tagIds, ...this.candidates(word), viaTags: tagIds.length ? tagged(tagIds) : null };
    });
    const matching = (part: (typeof parts)[number]) => {
      const set = part.hits.clone();
      if (part.viaTags) set.orInPlace(part.viaTags);
      return set;
    };
    // Every word's candidates (with the listings of the tags it names) intersected: a superset of the result. An
    // exact word's union with its tags' listings is kept until the next write (`withTags`, read-only here).
    let result: RoaringBitmap32 | null = null;
    for (const part of parts) {
      const kept = part.unchecked === null && part.viaTags ? this.withTags.get(`${part.word}|${part.tagIds.join(',')}`, () => matching(part)) : null;
      if (!result) result = kept ? kept.clone() : matching(part);
      else if (kept) result.andInPlace(kept);
      else {
        const set = matching(part);
        result.andInPlace(set);
        set.dispose();
      }
    }
    for (const part of parts) {
      if (part.unchecked === null) continue;
      if (result!.size > part.hits.size * PARTIAL_CHECK_SHARE) {
        this.checkAll(part.unchecked, part.hits);
        const exact = matching(part);
        result!.andInPlace(exact);
        exact.dispose();
        continue;
      }
      this.removeLacking(result!, part.unchecked, part.viaTags);
    }
    for (const part of parts) part.hits.dispose();
    return result!;
  }

  /** Sorted ids of `match` (tests). */
  matchIds(words: readonly string[], wordTagIds: readonly (readonly number[])[] = [], tagged?: (tagIds: readonly number[]) => RoaringBitmap32 | null): number[] {
    const bitmap = this.match(words, wordTagIds, tagged);
    try {
      return bitmap.toArray();
    } finally {
      bitmap.dispose();
    }
  }

  /** Drops the checked words but the vocabulary's (all of them with `everything`). */
  private forgetChecked(everything = false): void {
    for (const [word, bitmap] of this.checked) {
      if (!everything && this.vocabulary.has(word)) continue;
      bitmap.dispose();
      this.checked.delete(word);
    }
  }

  /** The listings matching one word (a new bitmap): its candidates, checked over all of them and kept where they need it. */
  private matchWord(word: string): RoaringBitmap32 {
    const { hits, unchecked } = this.candidates(word);
    if (unchecked !== null) this.checkAll(unchecked, hits);
    return hits;
  }

  /**
   * A word's postings (a new bitmap): exact for an ASCII word, a substring of one or two units (the gram is the
   * proof) and a checked word; otherwise the listings with all its character pairs, which may lie apart in the
   * text, with `unchecked` the text they must still contain.
   */
  private candidates(word: string): { hits: RoaringBitmap32; unchecked: string | null } {
    const q = classifyWord(word);
    if (q.kind === 'word') {
      const postings = this.words.get(q.text);
      return { hits: postings ? postings.clone() : new RoaringBitmap32(), unchecked: null };
    }
    const known = this.checked.get(q.text);
    if (known) return { hits: known.clone(), unchecked: null };
    const postings = queryGrams(q.text).map((g) => this.grams.get(g));
    if (postings.some((p) => p === undefined)) return { hits: new RoaringBitmap32(), unchecked: null };
    const sorted = (postings as RoaringBitmap32[]).sort((a, b) => a.size - b.size);
    const hits = sorted[0].clone();
    for (const p of sorted.slice(1)) hits.andInPlace(p);
    return { hits, unchecked: q.text.length <= 2 ? null : q.text };
  }

  /** Removes from `candidates` the listings whose text lacks `text`, and keeps the result as the word's checked postings. */
  private checkAll(text: string, candidates: RoaringBitmap32): void {
    this.removeLacking(candidates, text, null);
    if (this.checked.size >= MAX_CHECKED_WORDS + this.vocabulary.size) this.forgetChecked();
    const kept = candidates.clone();
    // Kept beyond the query: out of the query's arena, if there is one.
    RoaringArenaAllocator.current?.unregister(kept);
    this.checked.set(text, kept);
  }

  /** Removes from `set` the listings whose text lacks `text`, but those in `spared` (a word's tagged listings). */
  private removeLacking(set: RoaringBitmap32, text: string, spared: RoaringBitmap32 | null): void {
    const misses: number[] = [];
    for (const id of set.toUint32Array()) if (!this.texts.get(id)!.includes(text) && !spared?.has(id)) misses.push(id);
    if (misses.length === 0) return;
    const missed = new RoaringBitmap32(Uint32Array.from(misses));
    set.andNotInPlace(missed);
    missed.dispose();
  }
}

/**
 * The folded texts by listing id in a dense array (ids are the table's auto-increment ids): the candidate checks read
 * one text per candidate, and a Map's lookup cost more than the substring test: 480,000 texts of 300 characters,
 * 210-230 ms from a Map against 45-130 ms from an array (measured in a plain Node script).
 */
class TextsById {
  private readonly byId: (string | undefined)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): string | undefined {
    return this.byId[id];
  }

  set(id: number, text: string): void {
    // Filled up to the id one by one, so the array stays dense (an assignment far past its end makes V8 switch it to a dictionary).
    while (this.byId.length <= id) this.byId.push(undefined);
    if (this.byId[id] === undefined) this.count++;
    this.byId[id] = text;
  }

  delete(id: number): void {
    if (this.byId[id] === undefined) return;
    this.byId[id] = undefined;
    this.count--;
  }

  ids(): Uint32Array {
    const ids = new Uint32Array(this.count);
    let n = 0;
    for (let id = 0; id < this.byId.length; id++) if (this.byId[id] !== undefined) ids[n++] = id;
    return ids;
  }
}


