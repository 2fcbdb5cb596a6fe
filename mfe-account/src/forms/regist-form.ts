import type { MemberRegisterBody } from '@er/api-client';
import { formatBirthDate } from '@er/site-meta/birth-date';
import { FIELD_MESSAGES, foldEmail, foldTel, foldText, isEmailAddress } from '@er/site-meta/text-fold';
import { memberInfoErrors } from './member-info-rules';
import { newPasswordErrors } from './password-rules';

export { PREFECTURE_MESSAGE } from './member-info-rules';
import type { FieldErrors } from './server-errors';

/** The fields of /user/regist, named as member-register names them (its `errors` keys). */
export const REGIST_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
  'birth_date',
  'prefecture_id',
  'tel',
  'contract_types',
  'magazine_flag',
  'agree',
] as const;
export type RegistField = (typeof REGIST_FIELDS)[number];
export type RegistErrors = FieldErrors<RegistField>;

/** What the form holds, as typed (folded only when checked and sent). */
export interface RegistValues {
  email: string;
  password: string;
  password_confirmation: string;
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  prefecture_id: string;
  tel: string;
  /** Contract type ids, as strings, in the list's order. */
  contract_types: string[];
  magazine_flag: '1' | '0';
  agree: boolean;
}

export const EMPTY_REGIST: RegistValues = {
  email: '',
  password: '',
  password_confirmation: '',
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  birth_year: '',
  birth_month: '',
  birth_day: '',
  prefecture_id: '',
  tel: '',
  contract_types: [],
  // The newsletter is opt-out on the sign-up form (受け取る is chosen until the visitor changes it).
  magazine_flag: '1',
  agree: false,
};

export const AGREE_MESSAGE = '利用規約と個人情報の取り扱いへの同意が必要です';

/**
 * The body of member-register. SPEC §5: full-width alphanumerics are folded to half-width (the same folds
 * as the API's DTOs); the birth date is 'YYYY-MM-DD'; contract types are comma-joined ids ('' for none).
 */
export function registBody(v: RegistValues): MemberRegisterBody {
  return {
    email: foldEmail(v.email),
    password: v.password,
    password_confirmation: v.password_confirmation,
    last_name: foldText(v.last_name),
    first_name: foldText(v.first_name),
    last_name_kana: foldText(v.last_name_kana),
    first_name_kana: foldText(v.first_name_kana),
    birth_date: formatBirthDate(v.birth_year, v.birth_month, v.birth_day),
    prefecture_id: Number(v.prefecture_id),
    tel: foldTel(v.tel),
    contract_types: v.contract_types.join(','),
    magazine_flag: v.magazine_flag === '1' ? 1 : 0,
    agree: v.agree,
  };
}

/**
 * The checks the browser makes before posting (the API checks them again, and the rest: lengths, the
 * common-password list, the master ids), on the values as they will be sent.
 */
export function registErrors(v: RegistValues, now = new Date()): RegistErrors {
  const body = registBody(v);
  const errors: RegistErrors = {};
  const required = (field: RegistField, value: string) => {
    if (!value) errors[field] = [FIELD_MESSAGES.required];
    return Boolean(value);
  };
  if (required('email', body.email) && !isEmailAddress(body.email)) errors.email = [FIELD_MESSAGES.email];
  Object.assign(errors, newPasswordErrors(v.password, v.password_confirmation));
  Object.assign(errors, memberInfoErrors(body, v.prefecture_id !== '', now));
  if (!v.agree) errors.agree = [AGREE_MESSAGE];
  return errors;
}
