export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}
export declare const MINIMUM_AGE: 18;
export declare const EARLIEST_BIRTH_YEAR: 1940;
export declare function todayInJapan(now?: Date): YearMonthDay;
export declare function birthYearOptions(now?: Date): number[];
export declare function daysInMonth(year: number | undefined, month: number | undefined): number;
export declare function parseBirthDate(value: unknown): YearMonthDay | null;
export declare function formatBirthDate(year: number | string | undefined, month: number | string | undefined, day: number | string | undefined): string;
export declare function ageOn(birth: YearMonthDay, now?: Date): number;
export declare function birthDateProblem(value: unknown, now?: Date): string | null;
export declare function formatJapaneseDate(value: unknown): string;
