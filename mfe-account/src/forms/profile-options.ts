// The fixed choices of /user/edit, as get-user-info and update-user-info code them (api member-profile DTOs).

/** SPEC §3 sex: 1 男性, 2 女性, 3 その他 (optional). */
export const SEX_OPTIONS = [
  { value: 1, label: '男性' },
  { value: 2, label: '女性' },
  { value: 3, label: 'その他' },
];

/** SPEC §3 education_level: 1 中学校卒 … 7 大学院卒 (optional). */
export const EDUCATION_OPTIONS = [
  { value: 1, label: '中学校卒' },
  { value: 2, label: '高等学校卒' },
  { value: 3, label: '専門学校卒' },
  { value: 4, label: '短期大学卒' },
  { value: 5, label: '高等専門学校卒' },
  { value: 6, label: '大学卒' },
  { value: 7, label: '大学院卒' },
];

/** desired_remote_level: 0 常駐可, 1 一部リモート, 2 フルリモート; none (null) is こだわらない. */
export const REMOTE_OPTIONS = [
  { value: '', label: 'こだわらない' },
  { value: 0, label: '常駐可' },
  { value: 1, label: '一部リモート' },
  { value: 2, label: 'フルリモート' },
];

export const MAGAZINE_OPTIONS = [
  { value: 1, label: '受け取る' },
  { value: 0, label: '受け取らない' },
];

/** The years of experience a skill can be given here: under a year (0), then 1 to 30 (the API takes 0–50). */
export const MAX_EXPERIENCE_YEARS = 30;
export const EXPERIENCE_OPTIONS = [
  { value: 0, label: '1年未満' },
  ...Array.from({ length: MAX_EXPERIENCE_YEARS }, (_, i) => ({ value: i + 1, label: `${i + 1}年` })),
];

/** desired_rate_man: 万円 per month, 10–500 (update-user-info). */
export const DESIRED_RATE_MIN = 10;
export const DESIRED_RATE_MAX = 500;

/** update-user-info takes at most 50 skills. */
export const MAX_SKILLS = 50;
