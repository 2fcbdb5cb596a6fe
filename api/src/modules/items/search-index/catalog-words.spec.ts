import fc from 'fast-check';
import { foldForSearch } from '../../../common/text/search-keyword';
import { CatalogWords, placeNameForms } from './catalog-words';

describe('CatalogWords', () => {
  it('finds the katakana and kanji runs of three characters or more that enough texts share, most frequent first', () => {
    const words = new CatalogWords();
    const texts = ['フルリモートのエンジニア案件', 'リモート可・要件定義から', 'エンジニア募集 要件定義 Java', 'ﾘﾓｰﾄ エンジニア', 'テスト'];
    for (const t of texts) words.add(foldForSearch(t));
    // ﾘﾓｰﾄ folds to リモート; 案件 (two kanji) and Java are not runs; テスト is in one text only.
    expect(words.frequent(10, 0.3)).toEqual(['エンジニア', 'リモート', '要件定義']);
    expect(words.frequent(1, 0.3)).toEqual(['エンジニア']);
    expect(words.frequent(10, 0.5)).toEqual(['エンジニア']);
  });

  it('counts a word once per text and leaves out runs too long to be a word', () => {
    const words = new CatalogWords();
    words.add('テストテスト テスト');
    words.add('テスト');
    words.add('あ'.repeat(3) + '一二三四五六七八九十百千万');
    words.add('一二三四五六七八九十百千万');
    // テスト: in two texts (twice in the first); テストテスト: in one; the thirteen-kanji run: too long.
    expect(words.frequent(10, 0)).toEqual(['テスト']);
  });

  it('counts the part of a compound that is a frequent run joined to three characters or more, as often as the compound', () => {
    const words = new CatalogWords();
    for (const t of ['Javaエンジニア', 'PHPエンジニア', 'バックエンドエンジニア募集', 'Goのバックエンドエンジニア', 'フロントエンドエンジニア', 'リモートワーク可']) words.add(t);
    // エンジニア is a run of its own in two texts, so バックエンドエンジニア (two texts) gives バックエンド (two);
    // フロントエンドエンジニア is in one text only, リモートワーク's parts are no frequent runs.
    expect(words.frequent(10, 0.3)).toEqual(['エンジニア', 'バックエンド', 'バックエンドエンジニア']);
    // Fewer than three characters left over, no part: エンジニアズ is エンジニア and ズ.
    const short = new CatalogWords();
    for (const t of ['Javaエンジニア', 'Goエンジニア', 'エンジニアズ', 'エンジニアズ']) short.add(t);
    expect(short.frequent(10, 0)).toEqual(['エンジニア', 'エンジニアズ']);
  });

  it('returns only words that occur in the texts, each at most once and counted in no more texts than hold it (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('リ', 'モ', 'ー', 'ト', '東', '京', '都', 'a', ' ', 'の') }), { maxLength: 30 }), fc.double({ min: 0, max: 1, noNaN: true }), (texts, share) => {
        const words = new CatalogWords();
        for (const t of texts) words.add(t);
        const found = words.frequent(50, share);
        expect(new Set(found).size).toBe(found.length);
        for (const word of found) {
          expect(word.length).toBeGreaterThanOrEqual(3);
          expect(texts.filter((t) => t.includes(word)).length).toBeGreaterThanOrEqual(Math.max(2, Math.ceil(texts.length * share)));
        }
      }),
    );
  });

  it('gives a prefecture name also without 都, 府 or 県, as visitors type it, and other places as they are', () => {
    expect(placeNameForms('神奈川県')).toEqual(['神奈川県', '神奈川']);
    expect(placeNameForms('東京都')).toEqual(['東京都', '東京']);
    expect(placeNameForms('大阪府')).toEqual(['大阪府', '大阪']);
    expect(placeNameForms('北海道')).toEqual(['北海道']);
    expect(placeNameForms('渋谷区')).toEqual(['渋谷区']);
    // A name of one character before the suffix keeps only its full form (県 alone is not a place).
    expect(placeNameForms('都')).toEqual(['都']);
    expect(placeNameForms('京都')).toEqual(['京都']);
  });
});
