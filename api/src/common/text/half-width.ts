/**
 * SPEC §5: full-width alphanumerics are converted to half-width.
 * Folds the full-width ASCII block (U+FF01–U+FF5E: letters, digits, symbols) and the ideographic
 * space (U+3000) to their ASCII forms; everything else (kana, kanji, half-width kana) is kept.
 */
export function toHalfWidth(input: string): string {
  return input.replace(/[\uFF01-\uFF5E\u3000]/g, (ch) =>
    ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0),
  );
}
