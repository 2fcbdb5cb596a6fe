'use strict';
/**
 * SPEC §5 / §9 birth-date rules, defined once for the API's DTOs and the sign-up and profile forms:
 * members are at least 18, born 1940 or later; the year list runs from (this year − 18) down to 1940.
 * Ages are reckoned on the Japanese calendar day (Asia/Tokyo), as a member in Japan counts them.
 */
const MINIMUM_AGE = 18;
const EARLIEST_BIRTH_YEAR = 1940;

/** Today in Japan as { year, month, day }. */
function todayInJapan(now = new Date()) {
  const [year, month, day] = now
    .toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' })
    .split('-')
    .map(Number);
  return { year, month, day };
}

/** SPEC §5: (this year − 18) down to 1940. */
function birthYearOptions(now = new Date()) {
  const years = [];
  for (let y = todayInJapan(now).year - MINIMUM_AGE; y >= EARLIEST_BIRTH_YEAR; y--) years.push(y);
  return years;
}

/** Days of the month (1–28/29/30/31); 31 when the year or month is not chosen yet. */
function daysInMonth(year, month) {
  if (!year || !month) return 31;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' → { year, month, day } when it is a real date, else null. */
function parseBirthDate(value) {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** 'YYYY-MM-DD' from the three selects (zero-padded), or '' while one is missing. */
function formatBirthDate(year, month, day) {
  if (!year || !month || !day) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Full years of age on `now`'s Japanese day (SPEC §5: age is computed from the birth date). */
function ageOn(birth, now = new Date()) {
  const today = todayInJapan(now);
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age--;
  return age;
}

/** The reason a birth date is refused, in Japanese, or null. */
function birthDateProblem(value, now = new Date()) {
  if (value === undefined || value === null || value === '') return '生年月日を選択してください';
  const birth = parseBirthDate(value);
  if (!birth || birth.year < EARLIEST_BIRTH_YEAR) return '生年月日を正しく選択してください';
  if (ageOn(birth, now) < MINIMUM_AGE) return '18歳未満の方はご登録いただけません';
  return null;
}

/** 「1990年4月1日」 (SPEC §5: dates in year, month, day form with the Japanese units). */
function formatJapaneseDate(value) {
  const d = parseBirthDate(value);
  return d ? `${d.year}年${d.month}月${d.day}日` : '';
}

module.exports = {
  MINIMUM_AGE,
  EARLIEST_BIRTH_YEAR,
  todayInJapan,
  birthYearOptions,
  daysInMonth,
  parseBirthDate,
  formatBirthDate,
  ageOn,
  birthDateProblem,
  formatJapaneseDate,
};
