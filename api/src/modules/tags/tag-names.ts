import { foldText } from '@er/site-meta/text-fold';
import { foldForSearch } from '../../common/text/search-keyword';

/**
 * A tag's names — its term and its aliases (`tags.aliases`, comma-separated) — as search keywords, staff
 * lists and typeaheads compare them: folded like a keyword (foldForSearch: width, half-width kana, case),
 * so `ＪａｖａＳｃｒｉｐｔ`, `javascript` and `JavaScript` are one name.
 */

/** Separators staff type between aliases: comma, the Japanese comma and the full-width comma. */
const ALIAS_SEPARATOR = /[,、，]/;

/** A name as it is compared. */
export function nameKey(name: string): string {
  return foldForSearch(name.trim());
}

/** Whether two names are the same name (term uniqueness, aliases that repeat the term). */
export function sameTagName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** The aliases of a stored (or typed) aliases text, in order, blanks dropped. */
export function splitAliases(aliases: string | null | undefined): string[] {
  return (aliases ?? '')
    .split(ALIAS_SEPARATOR)
    .map((alias) => alias.trim())
    .filter((alias) => alias.length > 0);
}

/**
 * Aliases as they are stored for a tag named `term`: each folded to half-width and trimmed (as every text
 * field is, SPEC §5), joined with `,`; a repeat of the term or of an earlier alias is left out. Null when none.
 */
export function aliasesToStore(names: readonly string[], term: string): string | null {
  const seen = new Set([nameKey(term)]);
  const kept: string[] = [];
  for (const name of names.map(foldText).filter((n) => n.length > 0)) {
    const key = nameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept.length ? kept.join(',') : null;
}

/** After a merge, the target answers to the source's names too: its aliases, then the source's term and aliases. */
export function mergedAliases(into: { term: string; aliases: string | null }, from: { term: string; aliases: string | null }): string | null {
  return aliasesToStore([...splitAliases(into.aliases), from.term, ...splitAliases(from.aliases)], into.term);
}

export interface NamedTag {
  term: string;
  aliases: string | null;
}

/** Staff list keyword: every word (already folded, parseKeyword) appears in the term or in one alias. */
export function namesContainEvery(tag: NamedTag, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const keys = [nameKey(tag.term), ...splitAliases(tag.aliases).map(nameKey)];
  return words.every((word) => keys.some((key) => key.includes(word)));
}

/**
 * How well a typed name (folded) fits a tag, best first: 0 the term starts with it, 1 an alias does, 2 the term
 * contains it, 3 an alias does; null when neither. Typeaheads list by this, then by the shorter term.
 */
export function nameMatchRank(tag: NamedTag, typed: string): number | null {
  if (typed.length === 0) return null;
  const term = nameKey(tag.term);
  const aliases = splitAliases(tag.aliases).map(nameKey);
  if (term.startsWith(typed)) return 0;
  if (aliases.some((alias) => alias.startsWith(typed))) return 1;
  if (term.includes(typed)) return 2;
  if (aliases.some((alias) => alias.includes(typed))) return 3;
  return null;
}
