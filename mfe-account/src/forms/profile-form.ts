import type { UpdateUserInfoBody } from '@er/api-client';
import { formatBirthDate, parseBirthDate } from '@er/site-meta/birth-date';
import { foldNumber, foldTel, foldText } from '@er/site-meta/text-fold';
import type { UserInfo } from '../hooks/useUserInfo';
import { DESIRED_RATE_MAX, DESIRED_RATE_MIN } from './profile-options';
import { memberInfoErrors } from './member-info-rules';
import type { FieldErrors } from './server-errors';

export { PREFECTURE_MESSAGE } from './member-info-rules';

/** The fields of /user/edit, named as update-user-info names them (its `errors` keys). */
export const PROFILE_FIELDS = [
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
  'sex',
  'birth_date',
  'education_level',
  'nationality',
  'prefecture_id',
  'station',
  'tel',
  'magazine_flag',
  'contract_types',
  'skills',
  'desired_rate_man',
  'desired_remote_level',
  'desired_area_ids',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A skill on the form: the tag, its term to show, and its years as the select holds them ('' = 未入力). */
export interface SkillValue {
  tag_id: number;
  term: string;
  experience_years: string;
}

/** Field errors, plus each skill's own (by tag id: the list can change after the errors came). */
export interface ProfileErrors extends FieldErrors<ProfileField> {
  skillErrors?: Record<number, string[]>;
}

/** What the form holds, as typed or chosen (folded only when checked and sent). */
export interface ProfileValues {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  sex: string;
  birth_year: string;
  birth_month: string;
  birth_day: string;
  education_level: string;
  nationality: string;
  prefecture_id: string;
  station: string;
  tel: string;
  magazine_flag: '1' | '0';
  /** Contract type ids, as strings, in the list's order. */
  contract_types: string[];
  skills: SkillValue[];
  desired_rate_man: string;
  /** '' = こだわらない. */
  desired_remote_level: string;
  /** Area ids, as strings, in the list's order. */
  desired_area_ids: string[];
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const idList = (joined: string) => joined.split(',').filter((id) => id !== '');

/** The form filled from get-user-info (what the member saved last). */
export function profileValuesOf(user: UserInfo): ProfileValues {
  const birth = parseBirthDate(user.birth_date);
  return {
    last_name: user.last_name,
    first_name: user.first_name,
    last_name_kana: user.last_name_kana,
    first_name_kana: user.first_name_kana,
    sex: text(user.sex),
    birth_year: birth ? String(birth.year) : '',
    birth_month: birth ? String(birth.month) : '',
    birth_day: birth ? String(birth.day) : '',
    education_level: text(user.education_level),
    nationality: text(user.nationality),
    prefecture_id: text(user.prefecture_id),
    station: text(user.station),
    tel: text(user.tel),
    magazine_flag: user.magazine_flag === 1 ? '1' : '0',
    contract_types: idList(user.contract_types),
    skills: user.skills.map((s) => ({ tag_id: s.tag_id, term: s.term, experience_years: text(s.experience_years) })),
    desired_rate_man: text(user.desired_rate_man),
    desired_remote_level: text(user.desired_remote_level),
    desired_area_ids: idList(user.desired_area_ids),
  };
}

/** An optional code ('' = not chosen: the field is left out, which the API stores as none); the selects offer only the API's codes. */
const code = <C extends number>(value: string) => (value === '' ? undefined : (Number(value) as C));
type Code<K extends keyof UpdateUserInfoBody> = NonNullable<UpdateUserInfoBody[K]> & number;
/** An optional text ('' is left out: the API stores none). */
const optionalText = (value: string) => foldText(value) || undefined;

/**
 * The body of update-user-info. SPEC §5: full-width alphanumerics are folded to half-width (the same folds as
 * the API's DTOs); the birth date is 'YYYY-MM-DD'; id lists are comma-joined ('' for none). No user_id: the
 * API acts for the logged-in member (another id is a 403).
 */
export function profileBody(v: ProfileValues): UpdateUserInfoBody {
  const rate = foldNumber(v.desired_rate_man).trim();
  return {
    last_name: foldText(v.last_name),
    first_name: foldText(v.first_name),
    last_name_kana: foldText(v.last_name_kana),
    first_name_kana: foldText(v.first_name_kana),
    sex: code<Code<'sex'>>(v.sex),
    birth_date: formatBirthDate(v.birth_year, v.birth_month, v.birth_day),
    education_level: code<Code<'education_level'>>(v.education_level),
    nationality: optionalText(v.nationality),
    prefecture_id: Number(v.prefecture_id),
    station: optionalText(v.station),
    tel: foldTel(v.tel),
    magazine_flag: v.magazine_flag === '1' ? 1 : 0,
    contract_types: v.contract_types.join(','),
    // The OpenAPI document types these two numbers as objects (a missing `type` on the DTOs); they are integers or null.
    skills: v.skills.map((s) => ({
      tag_id: s.tag_id,
      experience_years: s.experience_years === '' ? null : Number(s.experience_years),
    })),
    desired_rate_man: rate === '' ? null : Number(rate),
    desired_remote_level: code<Code<'desired_remote_level'>>(v.desired_remote_level),
    desired_area_ids: v.desired_area_ids.join(','),
  };
}

export const RATE_MESSAGE = `希望単価は${DESIRED_RATE_MIN}〜${DESIRED_RATE_MAX}の整数（万円）で入力してください`;

/**
 * The checks the browser makes before posting (the API checks them again, and the rest: lengths, the
 * master ids, the skills' tags), on the values as they will be sent.
 */
export function profileErrors(v: ProfileValues, now = new Date()): ProfileErrors {
  const body = profileBody(v);
  const errors: ProfileErrors = memberInfoErrors(body, v.prefecture_id !== '', now);
  const rate = body.desired_rate_man ?? null;
  if (rate !== null && !(Number.isInteger(rate) && rate >= DESIRED_RATE_MIN && rate <= DESIRED_RATE_MAX)) errors.desired_rate_man = [RATE_MESSAGE];
  return errors;
}

const SKILL_ERROR_KEY = /^skills\.(\d+)\.[a-z_]+$/;

/**
 * update-user-info's field errors on the form: 'skills.N.experience_years' (and any other 'skills.N.*') goes
 * to the skill that was Nth in the list sent, the others to their fields; a key the form has no field for
 * is returned in `others` so the message above the form can name it (nothing is lost).
 */
export function profileServerErrors(errors: Record<string, string[]>, sentSkills: readonly SkillValue[]): { errors: ProfileErrors; others: string[] } {
  const shown: ProfileErrors = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const skill = SKILL_ERROR_KEY.exec(key);
    const tagId = skill ? sentSkills[Number(skill[1])]?.tag_id : undefined;
    if (tagId !== undefined) {
      shown.skillErrors = { ...shown.skillErrors, [tagId]: [...(shown.skillErrors?.[tagId] ?? []), ...messages] };
    } else if ((PROFILE_FIELDS as readonly string[]).includes(key)) {
      shown[key as ProfileField] = messages;
    } else {
      others.push(...messages);
    }
  }
  return { errors: shown, others };
}

/** Whether the form holds any error (a field's or a skill's). */
export function hasProfileErrors(errors: ProfileErrors): boolean {
  const { skillErrors = {}, ...fields } = errors;
  return [...Object.values(fields), ...Object.values(skillErrors)].some((list) => list && list.length > 0);
}
