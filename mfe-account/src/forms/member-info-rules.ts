import { birthDateProblem } from '@er/site-meta/birth-date';
import { FIELD_MESSAGES, isKatakanaName, isValidTel } from '@er/site-meta/text-fold';

export const PREFECTURE_MESSAGE = '都道府県を選択してください';

/** The SPEC §3 member-info fields both the sign-up and the profile form send (the API's MemberInfoFieldsDto). */
export interface MemberInfoBody {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  birth_date: string;
  tel: string;
}

type MemberInfoField = keyof MemberInfoBody | 'prefecture_id';

/**
 * The browser's checks of those fields, on the values as they will be sent — one copy for both forms, with
 * the API's messages (required, katakana, SPEC §5 birth date: 18 or older, born 1940 or later, phone).
 */
export function memberInfoErrors(body: MemberInfoBody, prefectureChosen: boolean, now = new Date()): Partial<Record<MemberInfoField, string[]>> {
  const errors: Partial<Record<MemberInfoField, string[]>> = {};
  const required = (field: keyof MemberInfoBody) => {
    if (!body[field]) errors[field] = [FIELD_MESSAGES.required];
    return Boolean(body[field]);
  };
  required('last_name');
  required('first_name');
  for (const field of ['last_name_kana', 'first_name_kana'] as const) {
    if (required(field) && !isKatakanaName(body[field])) errors[field] = [FIELD_MESSAGES.kana];
  }
  const birth = birthDateProblem(body.birth_date, now);
  if (birth) errors.birth_date = [birth];
  if (!prefectureChosen) errors.prefecture_id = [PREFECTURE_MESSAGE];
  if (required('tel') && !isValidTel(body.tel)) errors.tel = [FIELD_MESSAGES.tel];
  return errors;
}
