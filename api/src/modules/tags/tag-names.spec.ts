import fc from 'fast-check';
import { aliasesToStore, mergedAliases, nameMatchRank, namesContainEvery, sameTagName, splitAliases } from './tag-names';

describe('tag names', () => {
  it('compares names as search keywords do: width, half-width kana and case do not matter', () => {
    expect(sameTagName('JavaScript', 'ＪＡＶＡＳＣＲＩＰＴ')).toBe(true);
    expect(sameTagName(' ｼﾞｬﾊﾞ ', 'ジャバ')).toBe(true);
    expect(sameTagName('Java', 'JavaScript')).toBe(false);
  });

  it('splits aliases on commas and Japanese commas, and stores them folded without repeats or the term', () => {
    expect(splitAliases(' JS、ECMAScript ，, es ')).toEqual(['JS', 'ECMAScript', 'es']);
    expect(splitAliases(null)).toEqual([]);
    expect(aliasesToStore(['ＪＳ', 'js', 'JavaScript', ' ', 'ES6'], 'javascript')).toBe('JS,ES6');
    expect(aliasesToStore(['Go'], 'go')).toBeNull();
  });

  it('merges the source’s term and aliases into the target’s aliases', () => {
    expect(mergedAliases({ term: 'Go', aliases: 'ゴー言語' }, { term: 'Golang', aliases: 'go-lang,ゴー言語,GO' })).toBe('ゴー言語,Golang,go-lang');
  });

  it('stored aliases read back as the same names, each once, never the term (property)', () => {
    const name = fc.stringMatching(/^[A-Za-zＡ-Ｚａ-ｚ0-9ァ-ヶ ]{1,12}$/);
    fc.assert(
      fc.property(name, fc.array(name, { maxLength: 8 }), (term, names) => {
        const stored = aliasesToStore(names, term);
        const back = splitAliases(stored);
        expect(new Set(back.map((n) => n.toLowerCase())).size).toBe(back.length);
        expect(back.some((n) => sameTagName(n, term))).toBe(false);
        expect(aliasesToStore(back, term)).toBe(stored);
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it('ranks typeahead matches: term prefix, alias prefix, term contains, alias contains', () => {
    const tag = { term: 'JavaScript', aliases: 'JS,ECMAScript' };
    expect(nameMatchRank(tag, 'java')).toBe(0);
    expect(nameMatchRank(tag, 'js')).toBe(1);
    expect(nameMatchRank(tag, 'script')).toBe(2);
    expect(nameMatchRank(tag, 'cma')).toBe(3);
    expect(nameMatchRank(tag, 'ruby')).toBeNull();
    expect(namesContainEvery(tag, ['ecma', 'script'])).toBe(true);
    expect(namesContainEvery(tag, ['ecma', 'ruby'])).toBe(false);
  });
});
