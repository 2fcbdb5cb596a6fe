import { DAY_MS, japaneseDay } from '../../common/time/japan-day';
import { japanDayStart } from '../../common/time/japan-time';

/** A Japanese calendar month (`2026-11`) and the instants it starts and ends (exclusive). */
export interface JapanMonth {
  month: string;
  start: Date;
  end: Date;
}

const monthStart = (year: number, monthIndex: number): Date => {
  const y = year + Math.floor(monthIndex / 12);
  const m = ((monthIndex % 12) + 12) % 12;
  return japanDayStart(`${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`)!;
};

/** The last `count` Japanese months up to and including `now`'s, oldest first. */
export function lastJapanMonths(count: number, now: Date): JapanMonth[] {
  const [year, month] = japaneseDay(now).day.split('-').map(Number);
  return Array.from({ length: count }, (_, n) => {
    const index = month - 1 - (count - 1 - n);
    const start = monthStart(year, index);
    return { month: new Date(start.getTime() + DAY_MS).toISOString().slice(0, 7), start, end: monthStart(year, index + 1) };
  });
}

/** The last `count` Japanese days up to and including `now`'s (`YYYY-MM-DD`), oldest first. */
export function lastJapanDays(count: number, now: Date): string[] {
  const today = japanDayStart(japaneseDay(now).day)!.getTime();
  return Array.from({ length: count }, (_, n) => japaneseDay(new Date(today - (count - 1 - n) * DAY_MS)).day);
}

/** Age in whole years on Japan's `today` (`YYYY-MM-DD`) of someone born on `birthDate`: one more on the birthday itself. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** An age band of the dashboard; `max` absent: and older. */
export interface AgeBand {
  band: string;
  label: string;
  min: number;
  max?: number;
}

/**
 * The dashboard's age bands (SPEC §5: members are 18 or older): 18–24, then five years each, 60 and older.
 * A birth date that makes someone younger than 18 (not possible through sign-up, only through old data) is
 * counted apart as 18歳未満 rather than hidden in a band; no birth date is 未登録.
 */
export const AGE_BANDS: readonly AgeBand[] = [
  { band: '18-24', label: '18〜24歳', min: 18, max: 24 },
  ...[25, 30, 35, 40, 45, 50, 55].map((min) => ({ band: `${min}-${min + 4}`, label: `${min}〜${min + 4}歳`, min, max: min + 4 })),
  { band: '60-', label: '60歳以上', min: 60 },
];
export const UNDER_18_BAND = { band: 'under-18', label: '18歳未満' } as const;
export const NO_BIRTH_DATE_BAND = { band: 'unknown', label: '未登録' } as const;

/** The band of an age (UNDER_18_BAND below 18). */
export function bandOf(age: number): { band: string; label: string } {
  return AGE_BANDS.find((b) => age >= b.min && (b.max === undefined || age <= b.max)) ?? UNDER_18_BAND;
}
