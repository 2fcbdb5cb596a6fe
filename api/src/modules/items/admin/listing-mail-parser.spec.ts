import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toHalfWidth } from '@er/site-meta/text-fold';
import fc from 'fast-check';
import { RemoteLevel } from '../entities/item.entity';
import { type KnownArea, type KnownTag, type ListingMailReading, MAIL_GUESS_FIELDS, readListingMail, readRate, readStartDate } from './listing-mail-parser';

const TODAY = '2026-11-26';

const AREAS: KnownArea[] = [
  { id: 1, name: '北海道', prefectureId: 1 },
  { id: 13, name: '東京都', prefectureId: 13 },
  { id: 14, name: '神奈川県', prefectureId: 14 },
  { id: 26, name: '京都府', prefectureId: 26 },
  { id: 27, name: '大阪府', prefectureId: 27 },
  { id: 48, name: 'リモート', prefectureId: null },
  { id: 49, name: '海外', prefectureId: null },
];

const TAG = {
  java: 101,
  javascript: 102,
  springBoot: 103,
  aws: 104,
  go: 105,
  php: 106,
  laravel: 107,
  mysql: 108,
  react: 109,
  typescript: 110,
  nextjs: 111,
  remote: 112,
  c: 113,
};
const TAGS: KnownTag[] = [
  { id: TAG.java, names: ['Java'] },
  { id: TAG.javascript, names: ['JavaScript', 'JS'] },
  { id: TAG.springBoot, names: ['Spring Boot', 'SpringBoot'] },
  { id: TAG.aws, names: ['AWS'] },
  { id: TAG.go, names: ['Go', 'Golang', 'ゴー言語'] },
  { id: TAG.php, names: ['PHP'] },
  { id: TAG.laravel, names: ['Laravel'] },
  { id: TAG.mysql, names: ['MySQL'] },
  { id: TAG.react, names: ['React'] },
  { id: TAG.typescript, names: ['TypeScript', 'TS'] },
  { id: TAG.nextjs, names: ['Next.js'] },
  { id: TAG.remote, names: ['リモート'] },
  { id: TAG.c, names: ['C'] },
];

const context = { tags: TAGS, areas: AREAS, today: TODAY };
const read = (mail: string) => readListingMail(mail, context);
const fixture = (name: string) => readFileSync(join(__dirname, 'listing-mail-fixtures', name), 'utf8');
const guessed = (reading: ListingMailReading) => reading.guesses.map((g) => g.field);
const sourceOf = (reading: ListingMailReading, field: string) => reading.guesses.find((g) => g.field === field)?.source;

describe('reading partner mails (item/register-email-temporary)', () => {
  it('reads a mail with 【】 labels: rate range, station, start month, lists of requirements, interview with a remark', () => {
    const reading = read(fixture('bracket-labels.txt'));
    expect(reading).toMatchObject({
      name: '大手ECサイトのバックエンド開発（Java/Spring Boot）',
      rateMin: 600_000,
      rateMax: 700_000,
      rateDetail: '60〜70万円/月（スキル見合い）',
      areaIds: [13],
      areaDetail: '渋谷駅 徒歩5分（リモート併用：週2日出社）',
      remoteLevel: RemoteLevel.PartlyRemote,
      startDate: '2027-01-01',
      interviewCount: 1,
      mustHaveRequirements: '・Javaでの開発経験3年以上\n・Spring Bootを用いたAPI開発経験',
      niceToHaveRequirements: '・AWSでのインフラ構築経験',
      detail: null,
      notes: ['期間: 2027年1月〜長期', '面談: 1回（弊社同席）'],
    });
    // In the mail's order; the sender's address (東京都港区) is no place of work, 「140〜180h」 no rate.
    expect(reading.tagIds).toEqual([TAG.java, TAG.springBoot, TAG.remote, TAG.aws]);
    expect(guessed(reading)).toEqual([
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
    ]);
    expect(sourceOf(reading, 'rate_min')).toBe('【単価】60〜70万円（スキル見合い）');
    expect(sourceOf(reading, 'must_have_requirements')).toBe('【必須スキル】\n・Javaでの開発経験3年以上\n・Spring Bootを用いたAPI開発経験');
  });

  it('reads ■ labels with colons: an upper bound, full remote with a city, 即日, a multi-line description', () => {
    const reading = read(fixture('square-bullets.txt'));
    expect(reading).toMatchObject({
      name: 'SaaSプロダクトのフロントエンド開発',
      rateMin: null,
      rateMax: 800_000,
      rateDetail: '〜80万円/月',
      areaIds: [27, 48],
      areaDetail: 'フルリモート（初日のみ大阪本社へ出社）',
      remoteLevel: RemoteLevel.FullRemote,
      startDate: null,
      interviewCount: 2,
      detail: '自社SaaSの管理画面をReactとTypeScriptで刷新します。\nデザインシステムの整備も担当いただきます。',
      mustHaveRequirements: 'React、TypeScriptでの実務経験2年以上',
      niceToHaveRequirements: 'Next.js、GraphQL',
      notes: ['期間: 即日〜', '開始: 即日'],
    });
    expect(reading.tagIds).toEqual([TAG.react, TAG.typescript, TAG.nextjs, TAG.remote]);
    // 即日 is read (a listing without a start date starts at once) and marked like any other finding.
    expect(guessed(reading)).toContain('start_date');
    expect(guessed(reading)).toContain('detail');
  });

  it('reads full-width text as written: スキル見合い, a station, 中旬 up to an end month, a bare interview count', () => {
    const reading = read(fixture('full-width-plain.txt'));
    expect(reading).toMatchObject({
      name: '金融系基幹システムの保守開発（ＰＨＰ）',
      rateMin: null,
      rateMax: null,
      rateDetail: 'スキル見合い',
      areaIds: [13],
      areaDetail: '品川駅',
      remoteLevel: null,
      startDate: '2026-12-11',
      interviewCount: 1,
      mustHaveRequirements: 'ＰＨＰ、Ｌａｒａｖｅｌ、ＭｙＳＱＬ',
      notes: ['期間: １２月中旬〜３月末（延長の可能性あり）'],
    });
    expect(reading.tagIds).toEqual([TAG.php, TAG.laravel, TAG.mysql]);
    expect(guessed(reading)).not.toContain('remote_level');
  });

  it('reads a mail without labels (CRLF): the rate line, 「面談1回」, partly remote, Go as a whole word', () => {
    const reading = read(fixture('inline-crlf.txt'));
    expect(reading).toMatchObject({
      name: null,
      rateMin: 655_000,
      rateMax: 655_000,
      rateDetail: '65.5万円/月',
      interviewCount: 1,
      remoteLevel: RemoteLevel.PartlyRemote,
      areaIds: [],
      areaDetail: null,
      // 「リモート可」 names the リモート feature tag too.
      tagIds: [TAG.go, TAG.remote],
    });
    expect(sourceOf(reading, 'interview_count')).toBe('単価は65.5万円、面談1回、週3日リモート可です。');
    expect(guessed(reading)).toEqual(['rate_min', 'rate_max', 'rate_detail', 'remote_level', 'tag_ids', 'interview_count']);
  });

  it('finds tags by the search keyword rules: whole ASCII words, aliases, width and case folded', () => {
    expect(read('スキル：JavaScript（JS）').tagIds).toEqual([TAG.javascript]);
    expect(read('スキル：ｊａｖａ、ゴー言語').tagIds).toEqual([TAG.java, TAG.go]);
    // Go is not in Google or Django; C is a word of its own, not every c.
    expect(read('Google の Django 案件').tagIds).toEqual([]);
    expect(read('C言語とC#').tagIds).toEqual([TAG.c]);
  });

  it('keeps the areas the place names, longest name first: 東京都 is not 京都', () => {
    expect(read('場所：東京都港区').areaIds).toEqual([13]);
    expect(read('場所：京都市').areaIds).toEqual([26]);
    expect(read('勤務地：横浜、または大阪（梅田）').areaIds).toEqual([14, 27]);
    expect(read('勤務地：海外（シンガポール）').areaIds).toEqual([49]);
    // Prefectures outside a place section (an address in the signature) are not places of work.
    expect(read('〒100-0001 東京都千代田区').areaIds).toEqual([]);
    expect(read('場所：フルリモート不可、新宿').remoteLevel).toBeNull();
  });

  it('reads nothing from a mail that says nothing it knows, and is not fooled by values that look like labels', () => {
    expect(read('')).toMatchObject({ name: null, rateDetail: null, tagIds: [], guesses: [], notes: [] });
    expect(read('ご無沙汰しております。来週お打ち合わせできますか。').guesses).toEqual([]);
    // 「スキル見合い」 is a value, not a スキル label; outside a rate section it is no rate either.
    expect(read('スキル見合いでご相談ください').guesses).toEqual([]);
    // A year's pay or capital is no monthly rate.
    expect(read('資本金 1,000万円\n年収600万円〜').rateDetail).toBeNull();
  });
});

describe('readRate', () => {
  it.each([
    ['60〜70万円', 600_000, 700_000, '60〜70万円/月'],
    ['60万~70万', 600_000, 700_000, '60〜70万円/月'],
    ['60万円から70万円', 600_000, 700_000, '60〜70万円/月'],
    ['600,000円〜700,000円', 600_000, 700_000, '60〜70万円/月'],
    ['70-60万', 600_000, 700_000, '60〜70万円/月'],
    ['〜80万', null, 800_000, '〜80万円/月'],
    ['上限75万円', null, 750_000, '〜75万円/月'],
    ['80万円まで', null, 800_000, '〜80万円/月'],
    ['55万円以上', 550_000, null, '55万円〜/月'],
    ['65.5万円', 655_000, 655_000, '65.5万円/月'],
    ['スキル見合い', null, null, 'スキル見合い'],
    ['〜90万（スキル見合い）', null, 900_000, '〜90万円/月（スキル見合い）'],
  ])('%s', (text, min, max, detail) => {
    expect(readRate(text)).toEqual({ min, max, detail });
  });

  it('needs a unit and a monthly figure', () => {
    expect(readRate('80')).toBeNull();
    expect(readRate('1200万')).toBeNull();
    expect(readRate('65.55万')).toBeNull();
    expect(readRate('600000.5円')).toBeNull();
  });
});

describe('readStartDate', () => {
  it.each([
    ['2027年1月〜長期', '2027-01-01'],
    ['2026/12/15〜', '2026-12-15'],
    ['12月〜', '2026-12-01'],
    ['11月〜', '2026-11-01'],
    ['1月中旬〜', '2027-01-11'],
    ['2月下旬', '2027-02-21'],
    ['12/15〜', '2026-12-15'],
    ['即日〜3月末', null],
    ['〜3月末', null],
    ['長期', null],
    ['2027年2月30日', null],
  ])('%s', (text, day) => {
    expect(readStartDate(text, TODAY)).toBe(day);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over any text and over mail-like text built from the pieces partner mails are made of.

const LABELS = ['案件名', '単価', '場所', '勤務地', '最寄駅', 'スキル', '必須スキル', '尚可', '期間', '開始時期', '面談', '面談回数', '概要', '備考'];
const decorated = fc.tuple(fc.constantFrom('', '【', '■', '・', '◆', ' '), fc.constantFrom(...LABELS), fc.constantFrom('】', '：', ':', ' ', '', '】：'));
const figure = fc.oneof(
  fc.integer({ min: 0, max: 2000 }).map(String),
  fc.integer({ min: 0, max: 99_999_999 }).map((n) => n.toLocaleString('en-US')),
  fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
  fc.integer({ min: 0, max: 200 }).map((n) => String(n).replace(/\d/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0))),
);
const piece = fc.oneof(
  figure,
  fc.constantFrom('万', '万円', '円', '〜', '～', '~', '-', 'ー', 'から', '上限', 'まで', '以上', 'スキル見合い', '（税抜）', '/月'),
  fc.constantFrom('即日', '長期', '年', '月', '日', '/', '中旬', '下旬', '末', '回', '一', '二', '面談', '面接'),
  fc.constantFrom('渋谷駅', '東京都', '京都', '大阪', '横浜', 'フルリモート', 'リモート併用', '不可', '海外', '品川'),
  fc.constantFrom('Java', 'ｊａｖａ', 'JavaScript', 'JS', 'Go', 'ゴー言語', 'C#', 'C', 'Spring Boot', 'Next.js', 'リモート'),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(' ', '　', '（', '）', '、', '。'),
);
const unit = fc.constantFrom('', '万', '万円', '円');
const rangeSign = fc.constantFrom('', '〜', '～', '~', '-', 'から', '上限', 'まで', '以上');
const rateLine = fc
  .tuple(fc.constantFrom('単価：', '【単価】', '月額 ', ''), figure, unit, rangeSign, figure, unit, fc.constantFrom('', '（スキル見合い）', '/月'))
  .map((parts) => parts.join(''));
const day = fc.tuple(
  fc.option(fc.integer({ min: 1990, max: 2100 }), { nil: undefined }),
  fc.integer({ min: 0, max: 14 }),
  fc.option(fc.integer({ min: 0, max: 33 }), { nil: undefined }),
  fc.constantFrom('ja', 'slash'),
);
const periodLine = fc
  .tuple(fc.constantFrom('期間：', '【開始時期】', '開始 '), fc.constantFrom('', '即日', '〜', '長期 '), day, fc.constantFrom('', '〜', '末', 'まで', '上旬', '中旬', '下旬'), fc.constantFrom('', '長期', '〜3月末'))
  .map(([label, before, [y, m, d, form], after, tail]) => {
    const date = form === 'ja' ? `${y ? `${y}年` : ''}${m}月${d !== undefined ? `${d}日` : ''}` : `${y ? `${y}/` : ''}${m}${d !== undefined ? `/${d}` : ''}`;
    return `${label}${before}${date}${after}${tail}`;
  });
const interviewLine = fc
  .tuple(fc.constantFrom('面談：', '【面談】', '面談', '面接回数 ', '・面談回数：'), fc.oneof(fc.integer({ min: 0, max: 12 }).map(String), fc.constantFrom('一', '二', '三', '十')), fc.constantFrom('回', '', '回（WEB）'))
  .map((parts) => parts.join(''));
const line = fc.oneof(
  rateLine,
  periodLine,
  interviewLine,
  fc.tuple(decorated, fc.array(piece, { maxLength: 8 })).map(([[open, label, close], rest]) => `${open}${label}${close}${rest.join('')}`),
  fc.array(piece, { maxLength: 10 }).map((rest) => rest.join('')),
  fc.constantFrom('', '━━━━━━━━', '・Javaの経験3年以上', '--'),
);
const mailLike = fc.array(line, { maxLength: 14 }).chain((lines) => fc.constantFrom('\n', '\r\n', '\r').map((br) => lines.join(br)));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 300 }), mailLike);

/** Every number a reading reports is written in the excerpt it was read from: rates in 万 or in yen. */
function rateWritten(value: number, source: string): boolean {
  const text = toHalfWidth(source).replace(/,/g, '');
  return text.includes(String(value / 10_000)) || text.includes(String(value));
}

describe('readListingMail (properties)', () => {
  it('never throws, and reports only what the text says', () => {
    fc.assert(
      fc.property(anyText, (mail) => {
        const reading = readListingMail(mail, context);
        // rate_min ≤ rate_max
        if (reading.rateMin !== null && reading.rateMax !== null) expect(reading.rateMin).toBeLessThanOrEqual(reading.rateMax);
        // Every finding is marked for review, with an excerpt of the mail.
        for (const g of reading.guesses) {
          expect(MAIL_GUESS_FIELDS).toContain(g.field);
          expect(mail.includes(g.source)).toBe(true);
        }
        const marked = new Set(reading.guesses.map((g) => g.field));
        if (reading.name !== null) expect(marked.has('name')).toBe(true);
        if (reading.rateDetail !== null) expect([...marked]).toEqual(expect.arrayContaining(['rate_min', 'rate_max', 'rate_detail']));
        if (reading.areaIds.length) expect(marked.has('area_ids')).toBe(true);
        if (reading.tagIds.length) expect(marked.has('tag_ids')).toBe(true);
        if (reading.startDate !== null) expect(marked.has('start_date')).toBe(true);
        if (reading.interviewCount !== null) expect(marked.has('interview_count')).toBe(true);
        if (reading.remoteLevel !== null) expect(marked.has('remote_level')).toBe(true);
        // Numbers appear in the text they were read from.
        const rateSource = sourceOf(reading, 'rate_min') ?? '';
        for (const value of [reading.rateMin, reading.rateMax]) if (value !== null) expect(rateWritten(value, rateSource)).toBe(true);
        if (reading.interviewCount !== null) {
          const source = toHalfWidth(sourceOf(reading, 'interview_count') ?? '');
          expect(source.includes(String(reading.interviewCount)) || source.includes('一二三四五六七八九'[reading.interviewCount - 1])).toBe(true);
        }
        if (reading.startDate !== null) {
          expect(reading.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(toHalfWidth(sourceOf(reading, 'start_date') ?? '')).toContain(String(Number(reading.startDate.slice(5, 7))));
        }
        // Only known ids, each once; within the columns' sizes.
        expect(reading.tagIds.every((id) => TAGS.some((t) => t.id === id))).toBe(true);
        expect(new Set(reading.tagIds).size).toBe(reading.tagIds.length);
        expect(reading.areaIds.every((id) => AREAS.some((a) => a.id === id))).toBe(true);
        expect(new Set(reading.areaIds).size).toBe(reading.areaIds.length);
        expect((reading.rateDetail ?? '').length).toBeLessThanOrEqual(100);
        expect((reading.name ?? '').length).toBeLessThanOrEqual(255);
        expect((reading.areaDetail ?? '').length).toBeLessThanOrEqual(255);
      }),
      { seed: 15, numRuns: 3000 },
    );
  });

  it('reads a rate it finds the same whatever the width of its digits and symbols', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (a, b) => {
        const text = `単価：${a}〜${b}万円`;
        const wide = text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
        const reading = read(text);
        expect(read(wide)).toMatchObject({ rateMin: reading.rateMin, rateMax: reading.rateMax, rateDetail: reading.rateDetail });
        expect(reading.rateMin).toBe(Math.min(a, b) * 10_000);
        expect(reading.rateMax).toBe(Math.max(a, b) * 10_000);
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
