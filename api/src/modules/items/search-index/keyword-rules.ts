import { foldForSearch } from '../../../common/text/search-keyword';

/**
 * How a keyword word matches a listing (issue 14), as a visitor expects it — the rules the search index
 * implements and `matchesReference` states plainly for tests:
 *
 * - Japanese (any word with a character outside ASCII) matches as a substring of the listing's folded text
 *   (`インフラ`, `設計`, `東京`, and mixed words such as `java案件`).
 * - An ASCII word matches whole words only, case- and width-insensitive: `java` finds Java, Javaエンジニア
 *   and Java/Spring but not JavaScript; `go` does not find Google, Django or MongoDB; `c` does not match
 *   every listing. `c++`, `c#`, `f#`, `.net`, `node.js`, `vue.js` are words of their own: a word is letters
 *   and digits, joined by inner dots, with an optional leading dot and a trailing `++` or `#`. A dotted word
 *   also offers its dotted tails, so `.net` finds ASP.NET.
 * - An ASCII query that is not one such word (`spring-boot`, `c/c++`, `a&b`) falls back to a substring.
 * - Words are ANDed (the caller); a word naming a tag also matches the listings carrying the tag (the caller
 *   passes those tags: a tag's own term is part of the listing's text anyway).
 */
const WORD = /\.?[a-z0-9]+(?:\.[a-z0-9]+)*(?:\+\+|#)?/g;

/** The ASCII words of folded text, with the dotted tails of dotted words (`asp.net` → also `.net`). */
export function asciiWords(folded: string): Set<string> {
  const words = new Set<string>();
  for (const match of folded.matchAll(WORD)) {
    const word = match[0];
    words.add(word);
    for (let dot = word.indexOf('.', 1); dot > 0; dot = word.indexOf('.', dot + 1)) words.add(word.slice(dot));
  }
  return words;
}

export type QueryWord = { kind: 'word'; text: string } | { kind: 'substring'; text: string };

/** A folded, non-empty keyword word (parseKeyword's output) → how it matches. */
export function classifyWord(word: string): QueryWord {
  if (/^[\x00-\x7f]+$/.test(word)) {
    const found = word.match(WORD);
    if (found && found.length === 1 && found[0] === word) return { kind: 'word', text: word };
  }
  return { kind: 'substring', text: word };
}

/** The searchable text of a listing (SPEC §5): name, details, requirements, area detail, tag terms and area names. */
export interface ListingText {
  name: string;
  detail?: string | null;
  mustHaveRequirements?: string | null;
  niceToHaveRequirements?: string | null;
  areaDetail?: string | null;
  tagTerms: string[];
  areaNames: string[];
}

/** The folded text of a listing, fields joined by a line break so no word or substring spans two fields. */
export function listingSearchText(listing: ListingText): string {
  const parts = [listing.name, listing.detail, listing.mustHaveRequirements, listing.niceToHaveRequirements, listing.areaDetail, ...listing.tagTerms, ...listing.areaNames];
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .map((p) => foldForSearch(p))
    .join('\n');
}

/**
 * The reference: whether a listing (its folded text and tag ids) matches every word, each word also
 * matching through `wordTagIds[n]` (the tags the n-th word names). Plain string work, no index.
 */
export function matchesReference(folded: string, tagIds: readonly number[], words: readonly string[], wordTagIds: readonly (readonly number[])[] = []): boolean {
  let ascii: Set<string> | undefined;
  return words.every((word, n) => {
    if ((wordTagIds[n] ?? []).some((id) => tagIds.includes(id))) return true;
    const q = classifyWord(word);
    if (q.kind === 'substring') return folded.includes(q.text);
    ascii ??= asciiWords(folded);
    return ascii.has(q.text);
  });
}
