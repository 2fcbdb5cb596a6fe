import fc from 'fast-check';
import { ageOn, birthYearOptions, daysInMonth, formatBirthDate, parseBirthDate, todayInJapan } from '@er/site-meta/birth-date';
import { foldTel } from '@er/site-meta/text-fold';
import { memberInfoErrors } from './member-info-rules';

const NOW = new Date('2026-11-24T15:30:00Z'); // 2026-11-25 in Japan
const valid = { last_name: '山田', first_name: '花子', last_name_kana: 'ヤマダ', first_name_kana: 'ハナコ', birth_date: '1990-04-01', tel: '090-1234-5678' };
const toFullWidth = (s: string) => s.replace(/[0-9-]/g, (c) => (c === '-' ? 'ー' : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

/** Any real date from 1900 to 2030 as the three selects give it. */
const dates = fc
  .record({ year: fc.integer({ min: 1900, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => ({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

describe('member-info rules of the sign-up and profile forms (SPEC §5)', () => {
  it('accepts a birth date exactly when the person is 18 or older on the Japanese day and born 1940 or later', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const errors = memberInfoErrors({ ...valid, birth_date: formatBirthDate(d.year, d.month, d.day) }, true, NOW);
        const adult = d.year >= 1940 && ageOn(d, NOW) >= 18;
        if (adult) return errors.birth_date === undefined;
        return errors.birth_date?.[0] === (d.year < 1940 ? '生年月日を正しく選択してください' : '18歳未満の方はご登録いただけません');
      }),
    );
    // The 18th birthday in Japan is the first day it passes (the UTC date is still the day before).
    expect(memberInfoErrors({ ...valid, birth_date: '2008-11-25' }, true, NOW).birth_date).toBeUndefined();
    expect(memberInfoErrors({ ...valid, birth_date: '2008-11-26' }, true, NOW).birth_date).toEqual(['18歳未満の方はご登録いただけません']);
  });

  it('offers exactly the years SPEC §5 names, and every offered date round-trips through the selects', () => {
    const years = birthYearOptions(NOW);
    expect(years[0]).toBe(todayInJapan(NOW).year - 18);
    expect(years[years.length - 1]).toBe(1940);
    fc.assert(
      fc.property(dates, (d) => {
        const parsed = parseBirthDate(formatBirthDate(d.year, d.month, d.day));
        return parsed !== null && parsed.year === d.year && parsed.month === d.month && parsed.day === d.day;
      }),
    );
    expect(parseBirthDate('2023-02-29')).toBeNull();
  });

  it('a phone number typed in full width with any dash is accepted once folded, as the API stores it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{1,4}-\d{1,4}-\d{4}$/), (tel) => {
        fc.pre(tel.replace(/-/g, '').length >= 10 && tel.length <= 13);
        return memberInfoErrors({ ...valid, tel: foldTel(toFullWidth(tel)) }, true, NOW).tel === undefined;
      }),
    );
  });

  it('names every missing or wrong field with the API messages', () => {
    expect(memberInfoErrors({ last_name: '', first_name: '', last_name_kana: 'やまだ', first_name_kana: '', birth_date: '', tel: '12' }, false, NOW)).toEqual({
      last_name: ['必須項目です'],
      first_name: ['必須項目です'],
      last_name_kana: ['全角カタカナで入力してください'],
      first_name_kana: ['必須項目です'],
      birth_date: ['生年月日を選択してください'],
      prefecture_id: ['都道府県を選択してください'],
      tel: ['電話番号の形式が正しくありません'],
    });
    expect(memberInfoErrors(valid, true, NOW)).toEqual({});
  });
});
