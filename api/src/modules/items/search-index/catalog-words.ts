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

/** The shortest part of a compound counted as a word (shorter words need no check: their characters are the proof). */
const MIN_PART = 3;

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

  /**
   * The runs found in at least `minShare` of the texts (and at least twice), most frequent first, at most `limit`; and
   * the parts of compounds: a run that is a frequent run joined to at least MIN_PART more characters counts for those
   * characters too, as often as the compound occurs (the texts say フロントエンドエンジニア, visitors type フロントエンド:
   * at 1,000,000 listings バックエンド, in no text as a run of its own, was checked by its first visitor for 30–50 ms with
   * every other request waiting). A part's count is the larger of its own runs' and its most frequent compound's, so it
   * never counts more texts than hold it.
   */
  frequent(limit: number, minShare: number): string[] {
    const least = Math.max(2, Math.ceil(this.texts * minShare));
    const words = new Set([...this.counts].filter(([, count]) => count >= least).map(([run]) => run));
    const counts = new Map(this.counts);
    const atLeast = (part: string, count: number) => {
      if (count > (counts.get(part) ?? 0)) counts.set(part, count);
    };
    for (const [run, count] of this.counts) {
      for (let split = MIN_PART; split <= run.length - MIN_PART; split++) {
        const head = run.slice(0, split);
        const tail = run.slice(split);
        if (words.has(tail)) atLeast(head, count);
        if (words.has(head)) atLeast(tail, count);
      }
    }
    return [...counts]
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
