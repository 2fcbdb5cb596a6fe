/**
 * The words a catalog's listings use most, found without a dictionary: runs of three or more katakana
 * (リモート, エンジニア, インフラ) or kanji (要件定義, 保守運用, 上流工程) in the folded texts — the Japanese words
 * visitors type besides tag and place names. The search index keeps their exact postings from the start
 * (KeywordIndex.keep), so the first search for one costs what any other search costs. A sample of the
 * listings tells which words are common as well as all of them do (measured at 100,000 listings: every
 * fourth listing gave 194 words, all listings 193, nearly all the same).
 */
const RUN = /[\u30a1-\u30fa\u30fc]{3,}|[\u3005\u4e00-\u9fff]{3,}/g;

/** Runs longer than this are compounds or sentences, not words a visitor types. */
const MAX_RUN = 12;

/** A CatalogWords' count as plain data. */
export interface CatalogWordsSnapshot {
  texts: number;
  counts: [string, number][];
}

export class CatalogWords {
  private readonly counts = new Map<string, number>();
  private texts = 0;

  /** Counts a folded text's runs, each once per text. */
  add(folded: string): void {
    this.texts++;
    const seen = new Set<string>();
    for (const [run] of folded.matchAll(RUN)) if (run.length <= MAX_RUN) seen.add(run);
    for (const run of seen) this.counts.set(run, (this.counts.get(run) ?? 0) + 1);
  }

  /** What has been counted, to be added to another thread's count (`absorb`). */
  snapshot(): CatalogWordsSnapshot {
    return { texts: this.texts, counts: [...this.counts] };
  }

  /** Adds another count's texts and runs (a build worker's sample) to this one. */
  absorb(other: CatalogWordsSnapshot): void {
    this.texts += other.texts;
    for (const [run, count] of other.counts) this.counts.set(run, (this.counts.get(run) ?? 0) + count);
  }

  /** The runs found in at least `minShare` of the texts (and at least twice), most frequent first, at most `limit`. */
  frequent(limit: number, minShare: number): string[] {
    const least = Math.max(2, Math.ceil(this.texts * minShare));
    return [...this.counts]
      .filter(([, count]) => count >= least)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([run]) => run);
  }
}

/**
 * An area's name as visitors type it in a keyword: the name, and a prefecture's also without 都, 府 or 県
 * (`神奈川 Java` more often than `神奈川県 Java`; 北海道 has no short form). The search index keeps these words' postings
 * from the start (KeywordIndex.keep), so neither form is checked by the first visitor to ask.
 */
export function placeNameForms(name: string): string[] {
  return /^.{2,}[都府県]$/u.test(name) ? [name, name.slice(0, -1)] : [name];
}
