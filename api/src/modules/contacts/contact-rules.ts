import { registerDecorator, type ValidationOptions } from 'class-validator';
import { Transform } from 'class-transformer';
import { toHalfWidth } from '../../common/text/half-width';

/**
 * Field rules of the public forms (inquiries, tax-accountant and guide requests). Written down in
 * README "Inquiry forms" and in the DTO descriptions. SPEC §5: full-width alphanumerics are folded
 * to half-width before validation; every text is trimmed.
 */
export const CONTACT_MESSAGES = {
  kana: '全角カタカナで入力してください',
  tel: '電話番号の形式が正しくありません',
  agree: 'プライバシーポリシーへの同意が必要です',
  contactType: '選択肢の中から選んでください',
  idempotencyKey: '送信キーの形式が正しくありません。ページを開き直してください',
  body: '10文字以上2000文字以内で入力してください',
  rateLimited: '送信回数の上限に達しました。しばらくしてから再度お試しください。',
} as const;

/** Dash-like characters people type in phone numbers (katakana ー, minus sign, en/em dash …) → "-". */
const DASHES = /[\u2010-\u2015\u2212\u30FC\uFF70\uFE63\uFF0D]/g;

/** Trim + SPEC §5 folding (full-width ASCII block and ideographic space). */
export function foldText(value: string): string {
  return toHalfWidth(value).trim();
}

/** Tel: folded, dash-like characters become "-", spaces dropped. */
export function foldTel(value: string): string {
  return toHalfWidth(value).replace(DASHES, '-').replace(/\s+/g, '');
}

/** 10–13 characters of digits and hyphens, starting and ending with a digit (03-1234-5678, 09012345678). */
export function isValidTel(value: string): boolean {
  return /^\d[\d-]{8,11}\d$/.test(value) && !value.includes('--');
}

/** Katakana (incl. ヴ, small kana), the long-vowel mark, the middle dot and spaces; at least one kana. */
export function isKatakanaName(value: string): boolean {
  return /^[\u30A1-\u30FA\u30FC\u30FB \u3000]+$/.test(value) && /[\u30A1-\u30FA]/.test(value);
}

/** Email: folded and trimmed (the address itself is checked by IsEmail). */
export function foldEmail(value: string): string {
  return toHalfWidth(value).trim();
}

type Fold = (value: string) => string;

/** Applies `fold` to strings; empty after folding → undefined (so optional fields count as absent). */
export function Folded(fold: Fold = foldText, emptyAsUndefined = false): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const folded = fold(value);
    return emptyAsUndefined && folded === '' ? undefined : folded;
  });
}

/** Trim only (the inquiry body keeps its full-width punctuation). */
export function Trimmed(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
}

function predicate<T = string>(name: string, test: (value: T) => boolean, message: string, type = 'string') {
  return (options?: ValidationOptions): PropertyDecorator =>
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name,
        target: target.constructor,
        propertyName: String(propertyName),
        options: { message, ...options },
        validator: { validate: (value: unknown) => typeof value === type && test(value as T) },
      });
}

export const IsKatakanaName = predicate('isKatakanaName', isKatakanaName, CONTACT_MESSAGES.kana);
export const IsTel = predicate('isTel', isValidTel, CONTACT_MESSAGES.tel);

/** SPEC §3: the general form offers contact types 1–7 only (101/102 are internal). */
export const IsContactType = predicate<number>(
  'isContactType',
  (value) => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 7,
  CONTACT_MESSAGES.contactType,
  'number',
);
