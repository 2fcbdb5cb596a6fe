import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

jest.setTimeout(60_000);

/**
 * Issue 14: keywords match as a visitor expects (keyword-rules.ts) through the API. Every query is paired
 * with this file's own marker word, so other files' listings do not count.
 */
describe('keyword matching rules (search API)', () => {
  let t: TestApp;
  let marker: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const ds = t.dataSource;
    marker = `規則${Date.now()}`;
    const js = await makeTag(ds, { term: `JavaScript${marker}` });
    await ds.getRepository(TagEntity).update(js.id, { aliases: `JS${marker},ジャバスクリプト${marker}` });
    const go = await makeTag(ds, { term: `Go${marker}` });
    await ds.getRepository(TagEntity).update(go.id, { aliases: `ゴー言語${marker}` });
    const listings: [string, string, TagEntity[]][] = [
      ['java', 'Javaエンジニア募集（Spring）', []],
      ['javascript', 'JavaScriptでフロント開発', [js]],
      ['go', 'Go / gRPC のバックエンド', [go]],
      ['google', 'Google広告の運用ツール', []],
      ['django', 'Django と MongoDB の保守', []],
      ['cpp', 'C++ 組込み開発', []],
      ['csharp', 'C# と ASP.NET の業務システム', []],
      ['c', 'C言語 と C による制御', []],
      ['node', 'Node.js / Vue.js のSPA', []],
      ['infra', 'インフラ設計とAWS構築', []],
    ];
    for (const [key, name, tags] of listings) id[key] = (await makeItem(ds, { name: `${marker} ${name}`, tags })).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  const found = async (keyword: string) => {
    const res = await t.http.get(`/api/front/item/get-search-by-keyword-list?keyword=${encodeURIComponent(`${marker} ${keyword}`)}&per_page=50`).expect(200);
    const byId = new Map(Object.entries(id).map(([key, value]) => [value, key]));
    return (res.body.items as { id: number }[]).map((i) => byId.get(i.id)).sort();
  };

  it('matches an ASCII word as a whole word, case- and width-insensitive', async () => {
    expect(await found('Java')).toEqual(['java']);
    expect(await found('ｊａｖａ')).toEqual(['java']);
    expect(await found('Go')).toEqual(['go']);
    expect(await found('C')).toEqual(['c']);
    expect(await found('c++')).toEqual(['cpp']);
    expect(await found('C#')).toEqual(['csharp']);
    expect(await found('.NET')).toEqual(['csharp']);
    expect(await found('node.js')).toEqual(['node']);
    expect(await found('Vue.js')).toEqual(['node']);
    expect(await found('mongodb')).toEqual(['django']);
  });

  it('matches Japanese as a substring and ANDs the words', async () => {
    expect(await found('インフラ 設計')).toEqual(['infra']);
    expect(await found('設計 Java')).toEqual([]);
    expect(await found('開発')).toEqual(['cpp', 'javascript']);
  });

  it('finds the listings of a tag named by its term or an alias', async () => {
    expect(await found(`ＪａｖａＳｃｒｉｐｔ${marker}`)).toEqual(['javascript']);
    expect(await found(`js${marker}`)).toEqual(['javascript']);
    expect(await found(`ジャバスクリプト${marker}`)).toEqual(['javascript']);
    expect(await found(`ゴー言語${marker}`)).toEqual(['go']);
  });
});
