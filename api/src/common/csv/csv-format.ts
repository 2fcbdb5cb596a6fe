import { JST_OFFSET_MS } from '../time/japan-day';

/** Excel opens a UTF-8 file as Shift_JIS unless it starts with the byte order mark: Japanese names would be garbled. */
export const CSV_BOM = '\ufeff';
/** RFC 4180 ends every record with CRLF (Excel on Windows expects it too). */
export const CSV_EOL = '\r\n';

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of an export: its Japanese header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * OWASP "CSV injection": a spreadsheet runs a cell starting with one of these as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, `+cmd|…`); TAB and CR are on the list as Excel skips them before looking at the next character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell holding one of these must be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/** A date as Excel reads it back as a date: Japan time, `2026/04/01 09:30:00`. */
export function japanDateTime(date: Date): string {
  return new Date(date.getTime() + JST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');
}

/**
 * One cell as RFC 4180 text. A text that a spreadsheet would run as a formula gets a leading `'` (shown as
 * text, the quote hidden); numbers stay numbers (`-5` is a value, not a formula). Dates: Japan time.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  let text = value instanceof Date ? japanDateTime(value) : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_EOL;
}

export function csvHeaderRecord<T>(columns: readonly CsvColumn<T>[]): string {
  return csvRecord(columns.map((column) => column.header));
}

export function csvRowRecord<T>(columns: readonly CsvColumn<T>[], row: T): string {
  return csvRecord(columns.map((column) => column.value(row)));
}
