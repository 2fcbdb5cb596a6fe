import { registerDecorator, type ValidationOptions } from 'class-validator';
import { Transform } from 'class-transformer';
import { FIELD_MESSAGES, isKatakanaName, isValidTel } from '@er/site-meta/text-fold';

/**
 * Field rules of the public forms (inquiries, tax-accountant and guide requests). Written down in
 * README "Inquiry forms" and in the DTO descriptions. SPEC §5: full-width alphanumerics are folded
 * to half-width before validation; every text is trimmed.
 */
export const CONTACT_MESSAGES = {
  kana: FIELD_MESSAGES.kana,
  tel: FIELD_MESSAGES.tel,
  agree: FIELD_MESSAGES.agree,
  contactType: '選択肢の中から選んでください',
  idempotencyKey: '送信キーの形式が正しくありません。ページを開き直してください',
  body: '10文字以上2000文字以内で入力してください',
  rateLimited: '送信回数の上限に達しました。しばらくしてから再度お試しください。',
} as const;

// The folds and the tel/kana rules are the shared ones (@er/site-meta/text-fold), so the forms' confirm
// steps show what is stored; DTO fields use the one transform, `@Fold(kind)` (common/text/fold.decorator).
export { foldEmail, foldTel, foldText, isKatakanaName, isValidTel } from '@er/site-meta/text-fold';

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
