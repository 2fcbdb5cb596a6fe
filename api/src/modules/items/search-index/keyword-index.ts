import { RoaringArenaAllocator, RoaringBitmap32 } from 'roaring-wasm';
import { asciiWords, classifyWord } from './keyword-rules';
import { PairNumbers } from './pair-numbers';

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
  private readonly texts = new Map<number, string>();
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

  get size(): number {
    return this.texts.size;
  }

  /** Adds or replaces a listing's folded text (listingSearchText). */
  upsert(id: number, folded: string): void {
    this.remove(id);
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
   * substring tests at 100,000 listings, every other request waiting) is paid here, at start, instead. Words
   * that need no check (ASCII words, one or two characters) are skipped. Stops once `budgetMs` are spent (the
   * words left are checked on first use, as any other). Returns the words newly kept.
   */
  keep(words: Iterable<string>, budgetMs = Infinity): number {
    const started = performance.now();
    let added = 0;
    for (const word of words) {
      if (this.vocabulary.size >= MAX_VOCABULARY_WORDS || performance.now() - started > budgetMs) break;
      const q = classifyWord(word);
      if (q.kind !== 'substring' || q.text.length <= 2 || this.vocabulary.has(q.text)) continue;
      this.vocabulary.add(q.text);
      this.matchWord(q.text).dispose();
      added++;
    }
    return added;
  }

  remove(id: number): void {
    const text = this.texts.get(id);
    if (text === undefined) return;
    for (const [word, listings] of this.checked) if (text.includes(word)) listings.remove(id);
    this.texts.delete(id);
    for (const w of asciiWords(text)) removeFrom(this.words, w, id);
    for (const g of textGrams(text)) removeFrom(this.grams, g, id);
  }

  /**
   * The listings matching every word (folded, from parseKeyword); the n-th word also matches the listings
   * in `tagged(wordTagIds[n])` (the tags it names). No words: every listing.
   */
  match(words: readonly string[], wordTagIds: readonly (readonly number[])[] = [], tagged: (tagIds: readonly number[]) => RoaringBitmap32 | null = () => null): RoaringBitmap32 {
    let result: RoaringBitmap32 | null = null;
    for (const [n, word] of words.entries()) {
      const hits = this.matchWord(word);
      const viaTags = (wordTagIds[n] ?? []).length ? tagged(wordTagIds[n]) : null;
      if (viaTags) hits.orInPlace(viaTags);
      if (result) {
        result.andInPlace(hits);
        hits.dispose();
      } else {
        result = hits;
      }
    }
    return result ?? new RoaringBitmap32(Uint32Array.from(this.texts.keys()));
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

  private matchWord(word: string): RoaringBitmap32 {
    const q = classifyWord(word);
    if (q.kind === 'word') {
      const postings = this.words.get(q.text);
      return postings ? postings.clone() : new RoaringBitmap32();
    }
    const known = this.checked.get(q.text);
    if (known) return known.clone();
    const postings = queryGrams(q.text).map((g) => this.grams.get(g));
    if (postings.some((p) => p === undefined)) return new RoaringBitmap32();
    const sorted = (postings as RoaringBitmap32[]).sort((a, b) => a.size - b.size);
    const candidates = sorted[0].clone();
    for (const p of sorted.slice(1)) candidates.andInPlace(p);
    // One or two units: the gram itself is the proof. Longer: the pairs may be apart in the text.
    if (q.text.length <= 2) return candidates;
    const misses: number[] = [];
    for (const id of candidates.toUint32Array()) if (!this.texts.get(id)!.includes(q.text)) misses.push(id);
    if (misses.length) {
      const missed = new RoaringBitmap32(Uint32Array.from(misses));
      candidates.andNotInPlace(missed);
      missed.dispose();
    }
    if (this.checked.size >= MAX_CHECKED_WORDS + this.vocabulary.size) this.forgetChecked();
    const kept = candidates.clone();
    // Kept beyond the query: out of the query's arena, if there is one.
    RoaringArenaAllocator.current?.unregister(kept);
    this.checked.set(q.text, kept);
    return candidates;
  }
}
