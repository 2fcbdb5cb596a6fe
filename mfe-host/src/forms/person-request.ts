// The rules the contacts module's requests about a person share (TaxAccountantRequestDto for /zeirishi,
// IntroduceRequestDto for /introduce): name, katakana name, e-mail, optional phone and message, consent.
// The forms check them before posting, with the API's messages (@er/site-meta/text-fold); the post stays
// the judge and its field errors go back onto the form.
import { FIELD_MESSAGES, isEmailAddress, isKatakanaName, isValidTel } from '@er/site-meta/text-fold';
import type { FormValues } from './fields';

/** A type, not an interface: it is a form body (`Record<string, unknown>`) as it stands. */
export type PersonRequestBody = {
  name: string;
  name_kana: string;
  email: string;
  tel?: string;
  message?: string;
  agree: boolean;
};

/** A form value as text ('' for none). */
export const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v : '');
/** An optional text field: left out of the body when empty. */
export const optionalText = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The person fields of a body from the (folded) form values. */
export function personRequestBody(v: FormValues): PersonRequestBody {
  return {
    name: text(v.name),
    name_kana: text(v.name_kana),
    email: text(v.email),
    tel: optionalText(v.tel),
    message: optionalText(v.message),
    agree: v.agree === true,
  };
}

/** The shared DTO rules on a folded body: field → messages (empty when valid). */
export function personRequestErrors(body: PersonRequestBody): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!body.name) add('name', FIELD_MESSAGES.required);
  else if (body.name.length > 50) add('name', FIELD_MESSAGES.maxLength(50));
  if (!body.name_kana) add('name_kana', FIELD_MESSAGES.required);
  else if (body.name_kana.length > 50) add('name_kana', FIELD_MESSAGES.maxLength(50));
  else if (!isKatakanaName(body.name_kana)) add('name_kana', FIELD_MESSAGES.kana);
  if (!body.email) add('email', FIELD_MESSAGES.required);
  else if (body.email.length > 255) add('email', FIELD_MESSAGES.maxLength(255));
  else if (!isEmailAddress(body.email)) add('email', FIELD_MESSAGES.email);
  if (body.tel !== undefined && !isValidTel(body.tel)) add('tel', FIELD_MESSAGES.tel);
  if (body.message !== undefined && body.message.length > 2000) add('message', FIELD_MESSAGES.maxLength(2000));
  if (body.agree !== true) add('agree', FIELD_MESSAGES.agree);
  return errors;
}
