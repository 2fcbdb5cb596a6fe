'use strict';
/**
 * SPEC §5 full-width → half-width folding and the field rules built on it, defined once (issue 11) and
 * used by the API's DTOs (api/src/common/text/fold.decorator.ts: `@Fold('email')` …) and by the front
 * ends (the confirm steps show what the server will store; the login form checks what it will send).
 * Each fold is idempotent: folding a folded value changes nothing.
 */

/** Full-width ASCII block (U+FF01–U+FF5E: letters, digits, symbols) and the ideographic space (U+3000). */
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/g;

/** Dash-like characters people type in phone numbers and postcodes (katakana ー, minus sign, en/em dash …). */
const DASHES = /[\u2010-\u2015\u2212\u30FC\uFF70\uFE63\uFF0D]/g;

/** Full-width alphanumerics, symbols and the ideographic space to ASCII; kana, kanji and the rest kept. */
function toHalfWidth(input) {
  return input.replace(FULL_WIDTH, (ch) => (ch === '\u3000' ? ' ' : String.fromCharCode(ch.charCodeAt(0) - 0xfee0)));
}

/** Any text field: folded and trimmed. */
function foldText(value) {
  return toHalfWidth(value).trim();
}

/** E-mail: folded, trimmed, lower-cased (addresses are matched without case, as the login does). */
function foldEmail(value) {
  return toHalfWidth(value).trim().toLowerCase();
}

/** Phone number: folded, dash-like characters become "-", spaces dropped. */
function foldTel(value) {
  return toHalfWidth(value).replace(DASHES, '-').replace(/\s+/g, '');
}

/** Postcode: folded, a leading 〒 and spaces dropped, dashes unified; 7 digits become NNN-NNNN. */
function foldPostcode(value) {
  const folded = toHalfWidth(value).replace(/^\s*〒/, '').replace(DASHES, '-').replace(/\s+/g, '');
  return /^\d{7}$/.test(folded) ? `${folded.slice(0, 3)}-${folded.slice(3)}` : folded;
}

/** A number typed as text (a query parameter, a form field): folded and trimmed. */
function foldNumber(value) {
  return toHalfWidth(value).trim();
}

/** 10–13 characters of digits and hyphens, starting and ending with a digit, no double hyphen. */
function isValidTel(value) {
  return /^\d[\d-]{8,11}\d$/.test(value) && !value.includes('--');
}

/** NNN-NNNN (what foldPostcode makes of a valid postcode). */
function isValidPostcode(value) {
  return /^\d{3}-\d{4}$/.test(value);
}

/** Katakana (incl. ヴ, small kana), the long-vowel mark, the middle dot and spaces; at least one kana. */
function isKatakanaName(value) {
  return /^[\u30A1-\u30FA\u30FC\u30FB \u3000]+$/.test(value) && /[\u30A1-\u30FA]/.test(value);
}

/**
 * A plausible e-mail address for a quick check in the browser (one @, no spaces, a dotted domain of
 * letters, digits and hyphens). The API's IsEmail stays the judge; its field error comes back to the form.
 */
function isEmailAddress(value) {
  return /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(value);
}

/** The messages of the rules above, the same on both sides. */
const FIELD_MESSAGES = Object.freeze({
  required: '必須項目です',
  email: 'メールアドレスの形式が正しくありません',
  kana: '全角カタカナで入力してください',
  tel: '電話番号の形式が正しくありません',
  postcode: '郵便番号の形式が正しくありません',
  agree: 'プライバシーポリシーへの同意が必要です',
  maxLength: (n) => `${n}文字以内で入力してください`,
});

module.exports = {
  toHalfWidth,
  foldText,
  foldEmail,
  foldTel,
  foldPostcode,
  foldNumber,
  isValidTel,
  isValidPostcode,
  isKatakanaName,
  isEmailAddress,
  FIELD_MESSAGES,
};
