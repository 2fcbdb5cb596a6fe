import fc from 'fast-check';
import { likeContains, parseKeyword } from './search-keyword';

describe('parseKeyword', () => {
  it('folds full-width letters and spaces, lower-cases and splits', () => {
    expect(parseKeyword('Ｊａｖａ　東京')).toEqual(['java', '東京']);
    expect(parseKeyword('  Java   東京 ')).toEqual(['java', '東京']);
    expect(parseKeyword('')).toEqual([]);
    expect(parseKeyword(undefined)).toEqual([]);
    expect(parseKeyword('JAVA java')).toEqual(['java']);
  });

  it('reads half-width katakana as the full-width kana listings are written in', () => {
    expect(parseKeyword('ﾘﾓｰﾄ')).toEqual(['リモート']);
    expect(parseKeyword('ｶﾞｲﾄﾞ　ﾊﾟｲｿﾝ')).toEqual(['ガイド', 'パイソン']);
  });

  const text = fc.string({ unit: fc.constantFrom('a', 'Ｂ', 'c', '東', ' ', '\u3000', '\t', '％', '_', 'Ｚ', '1', '１', 'ｶ', 'ﾞ', 'ﾊ', 'ﾟ', 'ｰ', 'リ') });

  it('never yields empty words or words with whitespace', () => {
    fc.assert(
      fc.property(text, (input) => {
        for (const word of parseKeyword(input)) {
          expect(word.length).toBeGreaterThan(0);
          expect(/\s/u.test(word)).toBe(false);
        }
      }),
    );
  });

  it('is idempotent: parsing the joined words gives the same words', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (input) => {
        const words = parseKeyword(input);
        expect(parseKeyword(words.join(' '))).toEqual(words);
        expect(parseKeyword(words.join('\u3000'))).toEqual(words);
      }),
    );
  });

  it('escapes LIKE wildcards', () => {
    expect(likeContains('100%_a!')).toBe('%100!%!_a!!%');
  });
});
