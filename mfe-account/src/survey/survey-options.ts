import type { Choice } from '@er/ui';

// The answers the two questionnaires offer, with the words the API's labels use (member-surveys entities).

export const WORK_STYLE_CHOICES: Choice[] = [
  { value: 1, label: '常駐希望' },
  { value: 2, label: 'ハイブリッド希望' },
  { value: 3, label: 'フルリモート希望' },
  { value: 4, label: 'こだわらない' },
];

export const WEEKLY_DAY_CHOICES: Choice[] = [1, 2, 3, 4, 5].map((days) => ({ value: days, label: `週${days}日` }));

export const START_TIMING_CHOICES: Choice[] = [
  { value: 1, label: 'すぐにでも' },
  { value: 2, label: '1ヶ月以内' },
  { value: 3, label: '3ヶ月以内' },
  { value: 4, label: '半年以内' },
  { value: 5, label: '未定' },
];

export const CURRENT_STATUS_CHOICES: Choice[] = [
  { value: 1, label: '会社員' },
  { value: 2, label: 'フリーランス' },
  { value: 3, label: '離職中' },
  { value: 4, label: '学生' },
  { value: 5, label: 'その他' },
];

export const EXPERIENCE_CHOICES: Choice[] = [
  { value: 'true', label: 'あり' },
  { value: 'false', label: 'なし' },
];

/** '' → null, else the number typed (full-width digits too: the API folds them, so send the text as a number if it is one). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)));
  return Number.isNaN(value) ? (trimmed as unknown as number) : value;
}

/** A stored number as a form's text ('' for none). */
export const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** '2026-11-23T01:00:00Z' → '2026年11月23日' (the day in Japan). */
export function japaneseDate(iso: string): string {
  return new Date(iso).toLocaleDateString('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });
}
