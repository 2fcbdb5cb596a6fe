// SPEC §5: dates display in year, month, day form with the Japanese units (2026年12月1日).

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const tokyoParts = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric' });

/**
 * '2026-12-01' (a calendar date, e.g. start_date) or an ISO timestamp (published_at) → '2026年12月1日'.
 * A calendar date is read as written (new Date() would take it as UTC midnight and a browser west
 * of UTC would show the day before); a timestamp is shown in Japan time, where the listings are.
 * Anything unreadable is shown as given rather than hidden.
 */
export function formatJapaneseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return `${Number(dateOnly[1])}年${Number(dateOnly[2])}月${Number(dateOnly[3])}日`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const parts = tokyoParts.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}年${part('month')}月${part('day')}日`;
}
