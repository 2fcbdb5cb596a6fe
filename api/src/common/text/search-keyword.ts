import { toHalfWidth } from '@er/site-meta/text-fold';

/** At most this many words take part in a search (more only slow the query down without narrowing it much). */
export const MAX_KEYWORD_WORDS = 10;

/**
 * Half-width katakana (ﾘﾓｰﾄ, ｶﾞ as two characters) to the full-width forms listings are written in
 * (リモート, ガ): NFKC on those characters only, so full-width letters are left to toHalfWidth.
 */
export function toFullWidthKana(input: string): string {
  return input.replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC'));
}

/** The fold both sides of a search go through (keywords and the listings' text): half-width, full-width kana, lower case. */
export function foldForSearch(text: string): string {
  return toHalfWidth(toFullWidthKana(text)).toLowerCase();
}

/**
 * SPEC §5 + listings contract: a keyword is folded to half-width (alphanumerics; half-width katakana to
 * the usual full-width kana), lower-cased and split on any whitespace (the ideographic space folds to an
 * ASCII space first); every remaining word must match (AND).
 * Never returns empty words; parsing the joined result again gives the same words (idempotent).
 */
export function parseKeyword(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  const words = foldForSearch(keyword)
    .split(/\s+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_KEYWORD_WORDS);
}

/** Escapes LIKE wildcards with `!` (an explicit ESCAPE character behaves the same on MariaDB and SQLite). */
export function likeContains(word: string): string {
  return `%${word.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}
