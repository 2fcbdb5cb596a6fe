import { toHalfWidth } from '@er/site-meta/text-fold';
import { foldForSearch } from '../../../common/text/search-keyword';
import { RemoteLevel } from '../entities/item.entity';
import { asciiWords, classifyWord } from '../search-index/keyword-rules';
import { STATION_PREFECTURES } from './station-prefectures';

/**
 * Reads a partner's listing mail (item/register-email-temporary, issue 15): staff paste the text, and what this
 * finds becomes a draft listing with every finding marked for review. Pure and total: any string in, a reading
 * out, never an exception. A reading only reports what the text says — each finding carries `source`, the
 * excerpt of the mail it was read from, and every number it reports is written in that excerpt (in 万 or yen).
 *
 * Mails are label-led (「【単価】60〜70万円」「■場所：渋谷駅」「・面談：1回」): a label line opens a section that
 * runs over the following lines until the next label, a blank line after some content, or a divider line.
 */

/** The draft fields a reading may fill, as the register body names them; each one found is marked for review. */
export const MAIL_GUESS_FIELDS = [
  'name',
  'rate_min',
  'rate_max',
  'rate_detail',
  'area_ids',
  'area_detail',
  'remote_level',
  'tag_ids',
  'start_date',
  'interview_count',
  'must_have_requirements',
  'nice_to_have_requirements',
  'detail',
] as const;
export type MailGuessField = (typeof MAIL_GUESS_FIELDS)[number];

export interface MailGuess {
  field: MailGuessField;
  /** The mail's text the value was read from (a line or a section, as written). */
  source: string;
}

/** A live tag with the names a mail may use for it: its term and aliases (TagsService.searchNames). */
export interface KnownTag {
  id: number;
  names: string[];
}

/** A listing area; prefecture areas carry their prefecture's JIS code (リモート and 海外 have none). */
export interface KnownArea {
  id: number;
  name: string;
  prefectureId: number | null;
}

export interface ListingMailReading {
  name: string | null;
  /** Yen per month; min ≤ max when both are found. */
  rateMin: number | null;
  rateMax: number | null;
  /** The rate as listings show it: 「60〜70万円/月」「〜80万円/月」「スキル見合い」. */
  rateDetail: string | null;
  areaIds: number[];
  areaDetail: string | null;
  remoteLevel: RemoteLevel | null;
  /** In the order the mail names them. */
  tagIds: number[];
  /** `YYYY-MM-DD`; null when the mail names no day (「即日」 is a note: a listing without a start date starts at once). */
  startDate: string | null;
  interviewCount: number | null;
  mustHaveRequirements: string | null;
  niceToHaveRequirements: string | null;
  detail: string | null;
  /** What the mail says that has no field (「期間: 12月〜長期」「開始: 即日」), for staff. */
  notes: string[];
  guesses: MailGuess[];
}

export interface MailContext {
  tags: readonly KnownTag[];
  areas: readonly KnownArea[];
  /** Today in Japan (`YYYY-MM-DD`): a start month without a year is the next such month from here. */
  today: string;
}

/** Longer mails are read up to here (the API takes 10,000 characters). */
const MAX_READ = 20_000;
const MAX_NAME = 255;
const MAX_DETAIL = 100;
const MAX_AREA_DETAIL = 255;
const MAX_TEXT = 10_000;
const MAX_TAGS = 20;
const MAX_NOTE = 200;
/** A monthly rate outside 1万–1,000万 yen is not a rate (a year's pay, a capital figure). */
const RATE_FLOOR = 10_000;
const RATE_CEILING = 10_000_000;

type SectionKind = 'name' | 'rate' | 'place' | 'must' | 'nice' | 'skills' | 'period' | 'interview' | 'detail' | 'other';

/** Labels partners write, by the section they open. Longer labels first, so 「必須スキル」 wins over 「スキル」. */
const LABELS: [string, SectionKind][] = (
  [
    ['案件名', 'name'],
    ['件名', 'name'],
    ['案件タイトル', 'name'],
    ['タイトル', 'name'],
    ['プロジェクト名', 'name'],
    ['案件', 'name'],
    ['単価', 'rate'],
    ['想定単価', 'rate'],
    ['上限単価', 'rate'],
    ['月額単価', 'rate'],
    ['金額', 'rate'],
    ['報酬', 'rate'],
    ['単金', 'rate'],
    ['予算', 'rate'],
    ['場所', 'place'],
    ['勤務地', 'place'],
    ['勤務場所', 'place'],
    ['就業場所', 'place'],
    ['作業場所', 'place'],
    ['稼働場所', 'place'],
    ['最寄駅', 'place'],
    ['最寄り駅', 'place'],
    ['最寄り', 'place'],
    ['ロケーション', 'place'],
    ['必須スキル', 'must'],
    ['必須要件', 'must'],
    ['必須条件', 'must'],
    ['必須経験', 'must'],
    ['求めるスキル', 'must'],
    ['スキル要件', 'must'],
    ['必須', 'must'],
    ['尚可スキル', 'nice'],
    ['尚可要件', 'nice'],
    ['歓迎スキル', 'nice'],
    ['歓迎要件', 'nice'],
    ['あれば尚可', 'nice'],
    ['尚可', 'nice'],
    ['歓迎', 'nice'],
    ['スキル', 'skills'],
    ['開発環境', 'skills'],
    ['使用技術', 'skills'],
    ['技術', 'skills'],
    ['言語', 'skills'],
    ['環境', 'skills'],
    ['期間', 'period'],
    ['開始時期', 'period'],
    ['参画時期', 'period'],
    ['稼働開始', 'period'],
    ['契約期間', 'period'],
    ['時期', 'period'],
    ['開始', 'period'],
    ['面談回数', 'interview'],
    ['面接回数', 'interview'],
    ['面談', 'interview'],
    ['面接', 'interview'],
    ['案件概要', 'detail'],
    ['案件詳細', 'detail'],
    ['業務内容', 'detail'],
    ['作業内容', 'detail'],
    ['概要', 'detail'],
    ['内容', 'detail'],
    ['詳細', 'detail'],
    ['備考', 'other'],
    ['精算', 'other'],
    ['精算幅', 'other'],
    ['勤務時間', 'other'],
    ['稼働', 'other'],
    ['稼働率', 'other'],
    ['人数', 'other'],
    ['募集人数', 'other'],
    ['商流', 'other'],
    ['年齢', 'other'],
    ['外国籍', 'other'],
    ['服装', 'other'],
    ['契約形態', 'other'],
  ] as [string, SectionKind][]
).sort((a, b) => b[0].length - a[0].length);

const KIND_OF_LABEL = new Map(LABELS);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A label line: bullets or an opening bracket (after folding ［ → [, （ → (, ＊ → *), the label, maybe a qualifier
 * (「単価(税抜)」「必須スキル・経験」「面談回数等」), then a closing bracket and/or a separator.
 */
const LABEL_LINE = new RegExp(
  String.raw`^[\s■□◆◇●○・*▼▽▶►★☆◎※<\[【〈《「『(-]*(` +
    LABELS.map(([label]) => escapeRegExp(label)).join('|') +
    String.raw`)(\s*\([^)\n]{0,20}\)|[・/&]?(?:経験|要件|条件|スキル|回数|時期|日|等|など))?(\s*[\]】〉》」』>)])?(\s*[:=])?`,
);
/** A heading this reader does not know (「【備考】」「■その他」) still ends the section before it; ● and ・ are list bullets. */
const OTHER_HEADING = /^\s*(?:【[^】\n]{1,30}】|\[[^\]\n]{1,30}\]|[■□◆◇▼▽▶★☆◎]\s*\S)/;
const DIVIDER = /^\s*[-=_*~#─━ー]{4,}\s*$/;

interface Line {
  text: string;
  start: number;
}

interface Section {
  kind: SectionKind;
  /** Where the heading line starts. */
  start: number;
  /** Where the value starts (after the label) and the section ends, as offsets of the mail. */
  valueStart: number;
  end: number;
  /** Whether a line with content follows the heading's own. */
  hasBody: boolean;
}

/** Lines of the folded text with their offsets (the fold keeps every offset: one character for one). */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  const breaks = /\r\n|\r|\n/g;
  let start = 0;
  for (let match = breaks.exec(text); match; match = breaks.exec(text)) {
    lines.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  lines.push({ text: text.slice(start), start });
  return lines;
}

/** The section a label line opens and the length of its label part, or null when the line is not a label line. */
function labelOf(line: string): { kind: SectionKind; length: number } | null {
  const match = LABEL_LINE.exec(line);
  if (!match) return null;
  const [whole, label, qualifier, close, separator] = match;
  const rest = line.slice(whole.length);
  // 「スキル見合い」「期間は長期」 are values, not labels: a label is closed, followed by a separator or a space, or alone.
  if (!close && !separator && (qualifier || (rest.trim() !== '' && !/^\s/.test(rest)))) return null;
  return { kind: KIND_OF_LABEL.get(label) ?? 'other', length: whole.length };
}

function sectionsOf(lines: Line[]): Section[] {
  const sections: Section[] = [];
  let open: Section | null = null;
  let heading = '';
  const close = () => {
    if (open) sections.push(open);
    open = null;
  };
  for (const line of lines) {
    const label = labelOf(line.text);
    if (label) {
      close();
      heading = line.text.slice(label.length).trim();
      open = { kind: label.kind, start: line.start, valueStart: line.start + label.length, end: line.start + line.text.length, hasBody: false };
      continue;
    }
    if (!open) continue;
    const current: Section = open;
    if (DIVIDER.test(line.text) || OTHER_HEADING.test(line.text)) {
      close();
      continue;
    }
    if (line.text.trim() === '') {
      // A blank line between a heading and its list belongs to the section; after some content it ends it.
      if (heading !== '' || current.hasBody) close();
      continue;
    }
    current.hasBody = true;
    current.end = line.start + line.text.length;
  }
  close();
  return sections;
}

/** A section's value in `source` (the mail or its fold): its lines trimmed, blank ones dropped. */
function valueIn(source: string, section: Section): string {
  return source
    .slice(section.valueStart, section.end)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// 単価

/** A figure not inside a longer one (no 「5万」 read out of 「65.55万」); one decimal at most (65.5万). */
const NUM = String.raw`(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{1,7}(?:\.\d)?)(?![\d,]*\.\d)`;
const UNIT = String.raw`(万円|万|円)`;
const SEP = String.raw`(?:~|〜|-|‐|−|–|—|ー|から)`;
const RANGE = new RegExp(String.raw`${NUM}\s*${UNIT}?\s*${SEP}\s*${NUM}\s*${UNIT}`);
const RANGE_FIRST_UNIT = new RegExp(String.raw`${NUM}\s*${UNIT}\s*${SEP}\s*${NUM}(?![\d.]|\s*[万円])`);
const UP_TO = new RegExp(String.raw`(?:${SEP}|上限|max|最大)\s*${NUM}\s*${UNIT}|${NUM}\s*${UNIT}\s*(?:まで|迄|以下)`);
const FROM = new RegExp(String.raw`${NUM}\s*${UNIT}\s*(?:${SEP}|以上)(?!\s*\d)`);
const SINGLE = new RegExp(String.raw`${NUM}\s*${UNIT}`);
const SKILL_BASED = /スキル見合|スキルに応じ|経験に応じ|応相談|要相談/;
/** Lines with these figures are not a monthly rate. */
const NOT_A_RATE = /年収|年俸|資本金|売上|従業員|設立/;

export interface MailRate {
  min: number | null;
  max: number | null;
  detail: string;
}

/** Yen of a figure and its unit (万 or 円; a bare number is no rate), or null outside a monthly rate's range. */
function yen(num: string, unit: string | undefined): number | null {
  if (!unit) return null;
  // Yen are whole: 「600000.5円」 is no rate.
  if (unit === '円' && num.includes('.')) return null;
  const n = Number(num.replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const value = Math.round(unit === '円' ? n : n * 10_000);
  return value >= RATE_FLOOR && value <= RATE_CEILING ? value : null;
}

const man = (value: number) => String(value / 10_000);

/** The monthly rate a (folded) text states — a range, an upper or lower bound, one figure, or スキル見合い — or null. */
export function readRate(text: string): MailRate | null {
  let min: number | null = null;
  let max: number | null = null;
  let match: RegExpExecArray | null;
  if ((match = RANGE.exec(text))) {
    min = yen(match[1], match[2] ?? match[4]);
    max = yen(match[3], match[4]);
  } else if ((match = RANGE_FIRST_UNIT.exec(text))) {
    min = yen(match[1], match[2]);
    max = yen(match[3], match[2]);
  } else if ((match = UP_TO.exec(text))) {
    max = match[1] !== undefined ? yen(match[1], match[2]) : yen(match[3], match[4]);
  } else if ((match = FROM.exec(text))) {
    min = yen(match[1], match[2]);
  } else if ((match = SINGLE.exec(text))) {
    min = max = yen(match[1], match[2]);
  }
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const skillBased = SKILL_BASED.test(text);
  let figure: string | null = null;
  if (min !== null && max !== null) figure = min === max ? `${man(max)}万円/月` : `${man(min)}〜${man(max)}万円/月`;
  else if (max !== null) figure = `〜${man(max)}万円/月`;
  else if (min !== null) figure = `${man(min)}万円〜/月`;
  if (figure === null) return skillBased ? { min: null, max: null, detail: 'スキル見合い' } : null;
  return { min, max, detail: (skillBased ? `${figure}（スキル見合い）` : figure).slice(0, MAX_DETAIL) };
}

// ---------------------------------------------------------------------------------------------------------
// 場所

const NOT_OFFERED = String.raw`(?!\s*(?:不可|ng|NG|なし|無し|は不可|はなし|は無し))`;
const FULL_REMOTE = new RegExp(String.raw`(?:フルリモート|完全リモート|フルリモ(?!ート)|完全在宅|全日リモート|リモートのみ|100%リモート)${NOT_OFFERED}`);
const PARTLY_REMOTE = new RegExp(
  String.raw`(?:リモート併用|一部リモート|リモート可|リモートあり|リモート有|週\d日(?:程度)?リモート|リモートワーク可|ハイブリッド|在宅併用|一部在宅|リモート相談)${NOT_OFFERED}`,
);

function remoteOf(text: string): RemoteLevel | null {
  if (FULL_REMOTE.test(text)) return RemoteLevel.FullRemote;
  if (PARTLY_REMOTE.test(text)) return RemoteLevel.PartlyRemote;
  return null;
}

/**
 * The areas a place text names, in its order: prefectures (東京都, or 東京 without its 都/府/県), stations
 * (STATION_PREFECTURES), the other areas by name (海外); リモート when the work is fully remote.
 */
function areasIn(text: string, areas: readonly KnownArea[], remoteLevel: RemoteLevel | null): number[] {
  const byPrefecture = new Map(areas.filter((a) => a.prefectureId !== null).map((a) => [a.prefectureId, a.id]));
  const names: { name: string; areaId: number }[] = [];
  for (const area of areas) {
    if (area.prefectureId === null) {
      // リモート is a way of working: it follows the remote level, not 「リモート併用」 in the text.
      if (!area.name.includes('リモート')) names.push({ name: area.name, areaId: area.id });
      continue;
    }
    names.push({ name: area.name, areaId: area.id });
    const short = area.name.replace(/[都府県]$/, '');
    if (short !== area.name && short.length >= 2) names.push({ name: short, areaId: area.id });
  }
  for (const [station, prefectureId] of Object.entries(STATION_PREFECTURES)) {
    const areaId = byPrefecture.get(prefectureId);
    if (areaId !== undefined) names.push({ name: station, areaId });
  }
  const found: { start: number; end: number; areaId: number }[] = [];
  for (const { name, areaId } of names) {
    if (name.length === 0) continue;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) found.push({ start: at, end: at + name.length, areaId });
  }
  // The longest name wins where names overlap: 東京都 over the 京都 inside it.
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: typeof found = [];
  for (const f of found) if (!taken.some((t) => f.start < t.end && t.start < f.end)) taken.push(f);
  taken.sort((a, b) => a.start - b.start);
  const ids = [...new Set(taken.map((t) => t.areaId))];
  if (remoteLevel === RemoteLevel.FullRemote) {
    const remote = areas.find((a) => a.prefectureId === null && a.name === 'リモート');
    if (remote && !ids.includes(remote.id)) ids.push(remote.id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------------------
// 期間

const KANJI_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 「2026年12月1日」「2026/12」「12月」「12月1日」「12/1」, each with the year when written. */
const DATE_FORMS = [
  /(?<!\d)(20\d{2})\s*[年/.-]\s*(\d{1,2})(?:\s*[月/.-]\s*(\d{1,2})\s*日?)?(?!\d)/g,
  /(?<![\d/.])()(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?/g,
  /(?<![\d/.])()(\d{1,2})\/(\d{1,2})(?![\d/])/g,
];

/**
 * The start day a period text names (「2026年12月1日〜」「2026/12〜」「12月〜」「12/1〜」「1月中旬」), or null —
 * 「即日〜6月末」 starts at once: a day after a range sign or before 末/まで is an end. A month without a year is
 * the next such month from `today` (in November, 「1月〜」 is next January); without a day, the 1st (中旬 the
 * 11th, 下旬 the 21st).
 */
export function readStartDate(text: string, today: string): string | null {
  const [thisYear, thisMonth] = today.split('-').map(Number);
  if (!Number.isInteger(thisYear) || !Number.isInteger(thisMonth)) return null;
  const immediately = text.search(/即日|即\s*~|即〜/);
  const candidates: { at: number; year: number | null; month: number; day: number | null; end: number }[] = [];
  for (const form of DATE_FORMS) {
    form.lastIndex = 0;
    for (let match = form.exec(text); match; match = form.exec(text)) {
      const day = match[3] ? Number(match[3]) : null;
      candidates.push({ at: match.index, year: match[1] ? Number(match[1]) : null, month: Number(match[2]), day, end: match.index + match[0].length });
      if (match[0] === '') form.lastIndex++;
    }
  }
  candidates.sort((a, b) => a.at - b.at);
  for (const c of candidates) {
    if (immediately >= 0 && immediately < c.at) return null;
    const before = text.slice(Math.max(0, c.at - 2), c.at);
    const after = text.slice(c.end, c.end + 3);
    if (/[~〜-]\s*$/.test(before) || /^\s*(?:末|まで|迄)/.test(after)) continue;
    const day = c.day ?? (/^\s*中旬/.test(after) ? 11 : /^\s*下旬/.test(after) ? 21 : 1);
    const year = c.year ?? (c.month < thisMonth ? thisYear + 1 : thisYear);
    if (realDay(year, c.month, day)) return `${year}-${pad(c.month)}-${pad(day)}`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// 面談

/** The count of an interview section's text: 「1回」「二回」, or a lone digit (「面談回数：2」). */
function countIn(text: string): number | null {
  const match = /(\d{1,2}|[一二三四五六七八九])\s*回/.exec(text) ?? /(?<!\d)(\d)(?!\d)/.exec(text);
  if (!match) return null;
  const n = KANJI_DIGITS[match[1]] ?? Number(match[1]);
  return n >= 1 && n <= 9 ? n : null;
}

/** 「面談1回」「面談：2回」「面接回数 1回」 in any line. */
const INTERVIEW_INLINE = /面[談接](?:回数)?\s*[:=]?\s*(\d{1,2}|[一二三四五六七八九])\s*回/;

// ---------------------------------------------------------------------------------------------------------
// スキル → tags

interface TagHit {
  id: number;
  at: number;
  line: Line;
}

/** Live tags whose term or an alias the text names (the search's keyword rules: ASCII names as whole words, Japanese as substrings). */
function tagsIn(lines: Line[], folded: string, tags: readonly KnownTag[]): TagHit[] {
  const firstWord = new Map<string, { at: number; line: Line }>();
  for (const line of lines) {
    for (const word of asciiWords(line.text)) if (!firstWord.has(word)) firstWord.set(word, { at: line.start + Math.max(0, line.text.indexOf(word)), line });
  }
  const lineAt = (at: number) => {
    let found = lines[0];
    for (const line of lines) if (line.start <= at) found = line;
    return found;
  };
  const hits: TagHit[] = [];
  for (const tag of tags) {
    let best: { at: number; line: Line } | null = null;
    for (const raw of tag.names) {
      const name = foldForSearch(raw).trim();
      if (name === '') continue;
      const rule = classifyWord(name);
      let hit: { at: number; line: Line } | null = null;
      if (rule.kind === 'word') hit = firstWord.get(rule.text) ?? null;
      // One Japanese character names too much (「他」「型」): a name needs two.
      else if ([...name].length >= 2) {
        const at = folded.indexOf(name);
        if (at >= 0) hit = { at, line: lineAt(at) };
      }
      if (hit && (!best || hit.at < best.at)) best = hit;
    }
    if (best) hits.push({ id: tag.id, ...best });
  }
  return hits.sort((a, b) => a.at - b.at || a.id - b.id).slice(0, MAX_TAGS);
}

// ---------------------------------------------------------------------------------------------------------

/** Full-width letters, digits and symbols to ASCII and ASCII letters to lower case: one character for one. */
const foldKeepingOffsets = (text: string) => toHalfWidth(text).replace(/[A-Z]/g, (c) => c.toLowerCase());
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/** Reads a pasted partner mail. Never throws; a text that says nothing this knows gives an empty reading. */
export function readListingMail(mail: string, context: MailContext): ListingMailReading {
  const text = typeof mail === 'string' ? mail.slice(0, MAX_READ) : '';
  // An offset in `folded` is the same offset in `text`, so every source and value is cut from the mail as written.
  const folded = foldKeepingOffsets(text);
  const lines = linesOf(folded);
  const sections = sectionsOf(lines);
  const first = (kind: SectionKind) => sections.find((s) => s.kind === kind && valueIn(folded, s) !== '');
  const sourceOf = (section: Section) => text.slice(section.start, section.end).trim();
  const lineSource = (line: Line) => text.slice(line.start, line.start + line.text.length).trim();

  const reading: ListingMailReading = {
    name: null,
    rateMin: null,
    rateMax: null,
    rateDetail: null,
    areaIds: [],
    areaDetail: null,
    remoteLevel: null,
    tagIds: [],
    startDate: null,
    interviewCount: null,
    mustHaveRequirements: null,
    niceToHaveRequirements: null,
    detail: null,
    notes: [],
    guesses: [],
  };
  const guess = (source: string, ...fields: MailGuessField[]) => {
    for (const field of fields) if (!reading.guesses.some((g) => g.field === field)) reading.guesses.push({ field, source });
  };

  const nameSection = first('name');
  if (nameSection) {
    reading.name = valueIn(text, nameSection).split('\n')[0].slice(0, MAX_NAME);
    guess(sourceOf(nameSection), 'name');
  }

  // 単価: the rate section, else the first line stating a figure in 万 or 円 (and no year's pay or capital).
  const rateSection = first('rate');
  const rateCandidates = rateSection
    ? [{ text: valueIn(folded, rateSection), source: sourceOf(rateSection) }]
    : lines.filter((l) => !NOT_A_RATE.test(l.text)).map((l) => ({ text: l.text, source: lineSource(l) }));
  for (const candidate of rateCandidates) {
    const rate = readRate(candidate.text);
    // Outside a rate section, 「スキル見合い」 alone is no rate (「スキル見合いで調整」 in a greeting).
    if (!rate || (!rateSection && rate.min === null && rate.max === null)) continue;
    reading.rateMin = rate.min;
    reading.rateMax = rate.max;
    reading.rateDetail = rate.detail;
    guess(candidate.source, 'rate_min', 'rate_max', 'rate_detail');
    break;
  }

  // 場所: areas and the area detail from the place section; the remote level from it, else from any line.
  const placeSection = first('place');
  const place = placeSection ? valueIn(folded, placeSection) : '';
  const placeRemote = remoteOf(place);
  const remoteLine = placeRemote === null ? lines.find((l) => remoteOf(l.text) !== null) : undefined;
  reading.remoteLevel = placeRemote ?? (remoteLine ? remoteOf(remoteLine.text) : null);
  if (placeRemote !== null && placeSection) guess(sourceOf(placeSection), 'remote_level');
  else if (remoteLine) guess(lineSource(remoteLine), 'remote_level');
  if (placeSection) {
    reading.areaDetail = valueIn(text, placeSection).split('\n')[0].slice(0, MAX_AREA_DETAIL);
    guess(sourceOf(placeSection), 'area_detail');
  }
  reading.areaIds = areasIn(place, context.areas, reading.remoteLevel);
  if (reading.areaIds.length) guess(placeSection ? sourceOf(placeSection) : lineSource(remoteLine!), 'area_ids');

  // スキル: every live tag the mail names, in the mail's order.
  const tagHits = tagsIn(lines, folded, context.tags);
  if (tagHits.length) {
    reading.tagIds = tagHits.map((h) => h.id);
    guess(lineSource(tagHits[0].line), 'tag_ids');
  }

  // 期間: a start day or 「即日」; the section's text is kept as a note either way (a listing has no period field).
  const periodSection = first('period');
  if (periodSection) {
    const period = valueIn(folded, periodSection);
    reading.notes.push(`期間: ${oneLine(valueIn(text, periodSection))}`.slice(0, MAX_NOTE));
    reading.startDate = readStartDate(period, context.today);
    if (reading.startDate === null && /即日|即\s*~|即〜/.test(period)) reading.notes.push('開始: 即日');
    if (reading.startDate !== null || /即日|即\s*~|即〜/.test(period)) guess(sourceOf(periodSection), 'start_date');
  }

  // 面談回数: the interview section, else 「面談1回」 in any line.
  const interviewSection = first('interview');
  const interview = interviewSection ? valueIn(folded, interviewSection) : '';
  const fromSection = interviewSection ? countIn(interview) : null;
  if (interviewSection && fromSection !== null) {
    reading.interviewCount = fromSection;
    guess(sourceOf(interviewSection), 'interview_count');
    // 「1回（弊社同席）」: what is beside the count is kept for staff.
    if (!/^(?:\d{1,2}|[一二三四五六七八九])\s*回?$/.test(interview)) reading.notes.push(`面談: ${oneLine(valueIn(text, interviewSection))}`.slice(0, MAX_NOTE));
  } else {
    for (const line of lines) {
      const match = INTERVIEW_INLINE.exec(line.text);
      const n = match ? (KANJI_DIGITS[match[1]] ?? Number(match[1])) : 0;
      if (n >= 1 && n <= 9) {
        reading.interviewCount = n;
        guess(lineSource(line), 'interview_count');
        break;
      }
    }
  }

  // Requirements and the description, as written.
  const textOf = (kind: SectionKind) => {
    const section = first(kind);
    return section ? { value: valueIn(text, section).slice(0, MAX_TEXT), source: sourceOf(section) } : null;
  };
  const must = textOf('must') ?? textOf('skills');
  if (must) {
    reading.mustHaveRequirements = must.value;
    guess(must.source, 'must_have_requirements');
  }
  const nice = textOf('nice');
  if (nice) {
    reading.niceToHaveRequirements = nice.value;
    guess(nice.source, 'nice_to_have_requirements');
  }
  const detail = textOf('detail');
  if (detail) {
    reading.detail = detail.value;
    guess(detail.source, 'detail');
  }

  reading.guesses.sort((a, b) => MAIL_GUESS_FIELDS.indexOf(a.field) - MAIL_GUESS_FIELDS.indexOf(b.field));
  return reading;
}
