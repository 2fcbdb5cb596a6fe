import fc from 'fast-check';
import { RoaringBitmap32 } from 'roaring-wasm';
import { initCatalogBitmaps } from './catalog-index';
import { parseKeyword } from '../../../common/text/search-keyword';
import { KeywordIndex } from './keyword-index';
import { asciiWords, classifyWord, listingSearchText, matchesReference } from './keyword-rules';

const text = (name: string, tagTerms: string[] = []) => listingSearchText({ name, tagTerms, areaNames: [] });
const matches = (name: string, keyword: string) => matchesReference(text(name), [], parseKeyword(keyword));

describe('keyword rules (issue 14)', () => {
  it('matches an ASCII word as a whole word, case- and width-insensitive', () => {
    expect(matches('【Java】金融系Webシステム開発', 'Java')).toBe(true);
    expect(matches('Javaエンジニア募集', 'ｊａｖａ')).toBe(true);
    expect(matches('Java/Spring Boot', 'java')).toBe(true);
    expect(matches('JavaScript/React フロントエンド', 'Java')).toBe(false);
    for (const name of ['Google広告の運用', 'Django REST API', 'MongoDB移行']) expect(matches(name, 'Go')).toBe(false);
    expect(matches('Go言語でAPI開発', 'Go')).toBe(true);
    expect(matches('C#/.NET 業務システム', 'C')).toBe(false);
    expect(matches('組込みC言語', 'C')).toBe(true);
  });

  it('keeps C++, C#, .NET, Node.js and Vue.js as words of their own', () => {
    expect([...asciiWords('c++/c#/asp.net core, node.js と vue.js')]).toEqual(expect.arrayContaining(['c++', 'c#', 'asp.net', '.net', 'node.js', 'vue.js']));
    expect(matches('C++ 組込み', 'C++')).toBe(true);
    expect(matches('C# 開発', 'C#')).toBe(true);
    expect(matches('ASP.NET Core 開発', '.NET')).toBe(true);
    expect(matches('Node.js バックエンド', 'node.js')).toBe(true);
    expect(matches('Node.js バックエンド', 'js')).toBe(false);
    expect(matches('Vue.js フロント', 'Vue')).toBe(false);
    expect(matches('Java.', 'java')).toBe(true); // a sentence's full stop is not part of the word
  });

  it('matches Japanese as a substring and ANDs the words', () => {
    expect(matches('インフラ基盤の設計・構築', 'インフラ 設計')).toBe(true);
    expect(matches('インフラ運用', 'インフラ 設計')).toBe(false);
    expect(matches('東京都港区', '東京')).toBe(true);
    expect(matches('ﾘﾓｰﾄ可', 'リモート')).toBe(true);
    expect(matchesReference(text('Java開発', []) + '\n東京都', [], parseKeyword('Java 東京'))).toBe(true);
  });

  it('lets a word match through the tags it names', () => {
    expect(matchesReference(text('フロントエンド開発'), [7], ['js'], [[7]])).toBe(true);
    expect(matchesReference(text('フロントエンド開発'), [8], ['js'], [[7]])).toBe(false);
  });

  it('classifies ASCII symbols that are not one word as substrings', () => {
    expect(classifyWord('spring-boot')).toEqual({ kind: 'substring', text: 'spring-boot' });
    expect(classifyWord('c/c++')).toEqual({ kind: 'substring', text: 'c/c++' });
    expect(classifyWord('c++')).toEqual({ kind: 'word', text: 'c++' });
    expect(classifyWord('java案件')).toEqual({ kind: 'substring', text: 'java案件' });
  });
});

// Vocabulary with the cases that trip a naive matcher: prefixes, case and width, dots and symbols, kana forms.
const VOCAB = ['Java', 'JavaScript', 'ｊａｖａ', 'Go', 'Google', 'Django', 'MongoDB', 'C', 'C++', 'C#', '.NET', 'ASP.NET', 'Node.js', 'Vue.js', 'js', 'Spring Boot', 'spring-boot',
  '東京', '東京都', '京都', 'インフラ', '設計', 'ﾘﾓｰﾄ', 'リモート', 'リモ', 'モート', '都東', '開発', '案件', 'の', '𠮷野家', 'a', 'AWS', 'aws-cdk', '3.5年', ' ', '/', '・', '（', '）', '!', '\n'];
const piece = fc.constantFrom(...VOCAB);
const phrase = fc.array(piece, { minLength: 0, maxLength: 8 }).map((ps) => ps.join(''));
const listing = fc.record({ name: phrase, detail: phrase, tagIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }) });
const query = fc.array(fc.oneof(piece, phrase), { minLength: 1, maxLength: 3 }).map((ws) => parseKeyword(ws.join(' ')));

describe('KeywordIndex ≡ matchesReference (property)', () => {
  beforeAll(() => initCatalogBitmaps());

  it('keeps substring words that need their candidates checked, and only those', () => {
    const index = new KeywordIndex();
    index.addMany([
      { id: 1, text: text('リモート開発 東京都') },
      { id: 2, text: text('リモ開発のモート') },
    ]);
    // A spent budget keeps nothing (the words are checked on first use).
    expect(index.keep(['リモート'], -1)).toBe(0);
    // ASCII words and words of one or two characters are exact from their postings: nothing to keep.
    expect(index.keep(['java', '東京', 'リ', 'リモート', '東京都', 'リモート'])).toBe(2);
    expect(index.matchIds(['リモート'])).toEqual([1]);
    index.upsert(2, text('フルリモート'));
    index.remove(1);
    expect(index.matchIds(['リモート'])).toEqual([2]);
    expect(index.matchIds(['東京都'])).toEqual([]);
  });

  it('checks a word over the other words\' result when that is much smaller than its candidates, and keeps it only when checked over all', () => {
    const index = new KeywordIndex();
    // 70 listings with リモート's pairs apart (candidates, no match), two with it; 東京都 on one of each kind: the two
    // words' result (2) is under a thirty-second of リモート's 72 candidates.
    const apart = Array.from({ length: 70 }, (_, n) => ({ id: n + 1, text: text(n === 0 ? 'リモ開発のモート 東京都' : 'リモ開発のモート') }));
    index.addMany([...apart, { id: 71, text: text('リモート 東京都') }, { id: 72, text: text('フルリモート') }]);
    expect(index.matchIds(['リモート', '東京都'])).toEqual([71]);
    expect(index.matchIds(['東京都', 'リモート'])).toEqual([71]);
    // Through the tags the word names, a listing without the text still matches.
    expect(index.matchIds(['リモート', '東京都'], [[5]], () => new RoaringBitmap32([1]))).toEqual([1, 71]);
    // The word alone: checked over all its candidates (and kept: a listing added later is checked against it).
    expect(index.matchIds(['リモート'])).toEqual([71, 72]);
    index.upsert(73, text('リモート可'));
    index.upsert(2, text('リモート 東京都'));
    expect(index.matchIds(['リモート'])).toEqual([2, 71, 72, 73]);
    expect(index.matchIds(['リモート', '東京都'])).toEqual([2, 71]);
  });

  it('keeps the words with the most candidates first when the budget runs out', () => {
    const index = new KeywordIndex();
    index.addMany(Array.from({ length: 3000 }, (_, n) => ({ id: n + 1, text: text(n % 3 === 0 ? 'インフラ構築 東京都' : 'インフラ運用') })));
    // A budget that ends after the first word: インフラ (3,000 candidates) before 東京都 (1,000) and 運用保守 (none).
    expect(index.keep(['東京都', '運用保守', 'インフラ'], 0, 0)).toBe(1);
    expect(index.keptWords()).toEqual(['インフラ']);
    expect(index.keep(['運用保守', '東京都', 'インフラ'], 0, 0)).toBe(1);
    expect(index.keep(['運用保守', '東京都', 'インフラ'])).toBe(1);
    expect(index.keptWords()).toEqual(['インフラ', '東京都', '運用保守']);
  });

  it('keeps the words with few candidates even once the budget is spent, the dear ones left for their first use', () => {
    const index = new KeywordIndex();
    index.addMany(Array.from({ length: 3000 }, (_, n) => ({ id: n + 1, text: text(n % 3 === 0 ? 'インフラ構築 東京都' : 'インフラ運用') })));
    // Spent after インフラ (3,000 candidates): 東京都 (1,000) and 運用保守 (none) are under 1,500 and kept all the same.
    expect(index.keep(['東京都', '運用保守', 'インフラ'], 0, 1500)).toBe(3);
    expect(index.keptWords()).toEqual(['インフラ', '東京都', '運用保守']);
    // Spent after インフラ運用 (2,000): インフラ構築 (1,000, not under 500) is left, 構築作業 (none) kept.
    expect(index.keep(['構築作業', 'インフラ構築', 'インフラ運用'], 0, 500)).toBe(2);
    expect(index.keptWords()).toEqual(['インフラ', '東京都', '運用保守', 'インフラ運用', '構築作業']);
    // No budget at all keeps nothing, cheap or not.
    expect(index.keep(['構築作業'], -1)).toBe(0);
  });

  it('returns exactly the listings the reference matches, after inserts, replacements and removals', () => {
    fc.assert(
      fc.property(
        fc.array(listing, { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(30), listing), { maxLength: 6 }),
        fc.uniqueArray(fc.nat(30), { maxLength: 5 }),
        fc.array(query, { minLength: 1, maxLength: 5 }),
        fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }), { maxLength: 3 }),
        fc.tuple(fc.array(query, { maxLength: 3 }), fc.array(query, { maxLength: 3 })),
        (initial, replacements, removals, queries, wordTagIds, [keptFirst, keptLater]) => {
          const index = new KeywordIndex();
          // Words kept for good (the vocabulary) before anything is indexed and after the first bulk load: their
          // postings must follow every later write and bulk load like the words checked on demand.
          index.keep(keptFirst.flat());
          const rows = new Map<number, { text: string; tagIds: number[] }>();
          const put = (id: number, l: { name: string; detail: string; tagIds: number[] }) => {
            const t = listingSearchText({ name: l.name, detail: l.detail, tagTerms: [], areaNames: [] });
            rows.set(id, { text: t, tagIds: l.tagIds });
            index.upsert(id, t);
          };
          // The initial listings in bulk, then a second bulk load over some of them (merging into existing postings).
          initial.forEach((l, i) => rows.set(i, { text: listingSearchText({ name: l.name, detail: l.detail, tagTerms: [], areaNames: [] }), tagIds: l.tagIds }));
          index.addMany([...rows].map(([id, r]) => ({ id, text: r.text })));
          index.keep(keptLater.flat());
          // Half the replacements as a second bulk load (replacing and merging into existing postings), half one by one.
          const bulk = replacements.slice(0, Math.ceil(replacements.length / 2)).map(([id, l]) => {
            const t = listingSearchText({ name: l.name, detail: l.detail, tagTerms: [], areaNames: [] });
            rows.set(id, { text: t, tagIds: l.tagIds });
            return { id, text: t };
          });
          index.addMany(bulk);
          for (const [id, l] of replacements.slice(bulk.length)) put(id, l);
          for (const id of removals) {
            rows.delete(id);
            index.remove(id);
          }
          expect(index.size).toBe(rows.size);
          const check = () => {
            for (const words of queries) {
              const expected = [...rows].filter(([, r]) => matchesReference(r.text, r.tagIds, words, wordTagIds)).map(([id]) => id).sort((a, b) => a - b);
              // The tags a word names: the caller's bitmap of the listings carrying them (CatalogIndex's byTag).
              const tagged = (tagIds: readonly number[]) => new RoaringBitmap32([...rows].filter(([, r]) => r.tagIds.some((t) => tagIds.includes(t))).map(([id]) => id));
              expect(index.matchIds(words, wordTagIds, tagged)).toEqual(expected);
            }
          };
          check();
          // A change after queries: what the index kept for a word (its checked postings) must not outlive it.
          const [changedId, changed] = replacements[0] ?? [0, initial[0]];
          put(changedId, { ...changed, name: `${changed.name}インフラ設計` });
          rows.delete(removals[0] ?? 1);
          index.remove(removals[0] ?? 1);
          check();
        },
      ),
      { numRuns: 300 },
    );
  });
});
