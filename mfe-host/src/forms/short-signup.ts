// The landing pages' short sign-up (issue 12, POST temporary/register): name, e-mail and phone, checked
// locally with TemporaryRegisterRequestDto's rules and messages (shared ones from @er/site-meta/text-fold);
// the server stays the judge and its field errors go under the fields.
import type { RegisterBody } from '@er/api-client';
import { storedAdParams } from '@er/app-state';
import { FIELD_MESSAGES, isEmailAddress, isValidTel } from '@er/site-meta/text-fold';
import { TERMS_AGREE_FIELD, type FieldSpec, type FormValues } from './fields';
import { text } from './person-request';
import type { FieldErrors } from './RequestForm';

/** TermsAgreeField's message (the API's, word for word). */
export const TERMS_AGREE_MESSAGE = '利用規約と個人情報の取り扱いへの同意が必要です';

export const SHORT_SIGNUP_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'お名前', kind: 'text', required: true, autoComplete: 'name', maxLength: 50, placeholder: '山田 太郎', hint: '姓と名の間にスペースを入れてください' },
  { name: 'email', label: 'メールアドレス', kind: 'email', required: true, autoComplete: 'email', maxLength: 255, placeholder: 'taro@example.com', hint: 'パスワード設定用のリンクをお送りします' },
  { name: 'tel', label: '電話番号', kind: 'tel', required: true, autoComplete: 'tel', placeholder: '090-1234-5678', hint: '数字とハイフンで入力してください' },
  TERMS_AGREE_FIELD,
];

export const EMPTY_SHORT_SIGNUP: FormValues = { name: '', email: '', tel: '', agree: false };

/**
 * The body of temporary/register from the folded values, with the ad parameters the visitor arrived with
 * (read at submit time: they may have arrived on another page of the visit).
 */
export function shortSignupBody(v: FormValues): RegisterBody & Record<string, unknown> {
  return { name: text(v.name), email: text(v.email), tel: text(v.tel), agree: v.agree === true, ad_params: storedAdParams() };
}

/** TemporaryRegisterRequestDto's rules on a folded body: field → messages (empty when valid). */
export function shortSignupErrors(body: RegisterBody): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!body.name) add('name', FIELD_MESSAGES.required);
  else if (body.name.length > 50) add('name', FIELD_MESSAGES.maxLength(50));
  if (!body.email) add('email', FIELD_MESSAGES.required);
  else if (body.email.length > 255) add('email', FIELD_MESSAGES.maxLength(255));
  else if (!isEmailAddress(body.email)) add('email', FIELD_MESSAGES.email);
  if (!body.tel) add('tel', FIELD_MESSAGES.required);
  else if (!isValidTel(body.tel)) add('tel', FIELD_MESSAGES.tel);
  if (body.agree !== true) add('agree', TERMS_AGREE_MESSAGE);
  return errors;
}
