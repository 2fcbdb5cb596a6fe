// SPEC §5: dates display in year, month, day form with the Japanese units; the day is the day in Japan,
// where the listings and the API's start-date rule are (entries: desired_start_date today or later in Japan).

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const tokyoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Japan as YYYY-MM-DD (the earliest desired start date the API takes). */
export function todayInJapan(now: Date = new Date()): string {
  return tokyoDay.format(now);
}

/**
 * '2026-12-01' (a calendar date, read as written) or an ISO timestamp (its day in Japan) → '2026年12月1日';
 * an unreadable value is shown as given.
 */
export function japaneseDate(value: string | null | undefined): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.exec(value) ?? DATE_ONLY.exec(todayOrNull(value) ?? '');
  return dateOnly ? `${Number(dateOnly[1])}年${Number(dateOnly[2])}月${Number(dateOnly[3])}日` : value;
}

function todayOrNull(value: string): string | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : todayInJapan(d);
}
