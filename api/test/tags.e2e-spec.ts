import type { AppConfig } from '../src/config/app-config';
import { TagCategoryEntity } from '../src/modules/tags/entities/tag-category.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { makeItem, makeTag, makeTagCategory } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

describe.each<[string, Partial<AppConfig>]>([
  ['MariaDB', {}],
  ['SQLite', { databaseUrl: undefined, sqlitePath: ':memory:', redisUrl: undefined }],
])('tag endpoints on %s', (_engine, overrides) => {
  let t: TestApp;
  let java: TagEntity;
  let javascript: TagEntity;
  let spring: TagEntity;
  let aws: TagEntity;
  let unused: TagEntity;
  let deleted: TagEntity;
  let lang: TagCategoryEntity;
  let framework: TagCategoryEntity;

  beforeAll(async () => {
    t = await createTestApp(overrides);
    const ds = t.dataSource;
    lang = await makeTagCategory(ds, { name: '言語', sortOrder: 1 });
    framework = await makeTagCategory(ds, { name: 'フレームワーク', sortOrder: 2 });
    const cloud = await makeTagCategory(ds, { name: 'クラウド', sortOrder: 3 });
    const goneCategory = await makeTagCategory(ds, { name: '削除カテゴリ', sortOrder: 4 });
    java = await makeTag(ds, {
      term: 'Java',
      tagCategoryId: lang.id,
      popularGroup: 'language',
      popularOrder: 2,
      htmlContent:
        '<h2 class="t">Javaの案件</h2><p onclick="x()">説明<script>alert(1)</script><a href="/item/tag/1">一覧</a><a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>',
    });
    javascript = await makeTag(ds, { term: 'JavaScript', tagCategoryId: lang.id, popularGroup: 'language', popularOrder: 1 });
    await makeTag(ds, { term: 'Ajava', tagCategoryId: lang.id });
    spring = await makeTag(ds, { term: 'Spring', tagCategoryId: framework.id, popularGroup: 'feature', popularOrder: 1 });
    aws = await makeTag(ds, { term: 'AWS', tagCategoryId: cloud.id, popularGroup: 'cloud', popularOrder: 1 });
    unused = await makeTag(ds, { term: 'Elixir', tagCategoryId: lang.id, popularGroup: 'high_rate_language', popularOrder: 1 });
    const inGoneCategory = await makeTag(ds, { term: 'Hidden', tagCategoryId: goneCategory.id });
    deleted = await makeTag(ds, { term: 'Javelin', tagCategoryId: lang.id, popularGroup: 'language', popularOrder: 3 });

    await makeItem(ds, { tags: [java, spring] });
    await makeItem(ds, { tags: [java, aws] });
    await makeItem(ds, { tags: [java] });
    await makeItem(ds, { tags: [javascript, inGoneCategory, deleted] });
    await makeItem(ds, { tags: [unused, spring], ended: true });
    await ds.getRepository(TagEntity).softDelete(deleted.id);
    await ds.getRepository(TagCategoryEntity).softDelete(goneCategory.id);
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => t.http.get(`/api/front/${path}`);

  it('gives the tag name; 404 with the Japanese message for unknown or deleted tags', async () => {
    await expect(get(`item/tag/get-tag-name?tag_id=${java.id}`).then((r) => r.body)).resolves.toEqual({ id: java.id, term: 'Java', merged_into: null });
    const unknown = await get('item/tag/get-tag-name?tag_id=99999999').expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'TAG_NOT_FOUND', message: '指定されたタグページが見つかりませんでした' });
    const gone = await get(`item/tag/get-tag-name?tag_id=${deleted.id}`).expect(404);
    expect(gone.body.message).toBe('指定されたタグページが見つかりませんでした');
    const invalid = await get('item/tag/get-tag-name?tag_id=abc').expect(400);
    expect(invalid.body.errors.tag_id).toContain('整数で入力してください');
  });

  it('serves the tag’s html blurb sanitised', async () => {
    const res = await get(`item/tag/get-html-content?tag_id=${java.id}`).expect(200);
    expect(res.body.html).toBe('<h2>Javaの案件</h2><p>説明<a href="/item/tag/1">一覧</a><a>x</a></p>');
    await expect(get(`item/tag/get-html-content?tag_id=${spring.id}`).then((r) => r.body)).resolves.toEqual({ html: null });
    await get(`item/tag/get-html-content?tag_id=${deleted.id}`).expect(404);
  });

  it('groups search page refine tags by category with open-listing counts', async () => {
    const res = await get('item/tag/get-searchpage-refine-tags').expect(200);
    expect(res.body.groups).toEqual([
      {
        category: { id: lang.id, name: '言語' },
        tags: [
          { id: java.id, term: 'Java', count: 3 },
          { id: javascript.id, term: 'JavaScript', count: 1 },
        ],
      },
      { category: { id: framework.id, name: 'フレームワーク' }, tags: [{ id: spring.id, term: 'Spring', count: 1 }] },
      { category: { id: aws.tagCategoryId, name: 'クラウド' }, tags: [{ id: aws.id, term: 'AWS', count: 1 }] },
    ]);
  });

  it('groups tag page refine tags: tags on the same open listings, without the tag itself', async () => {
    const res = await get(`item/tag/get-tagpage-refine-tags?tag_id=${java.id}`).expect(200);
    expect(res.body.groups).toEqual([
      { category: { id: framework.id, name: 'フレームワーク' }, tags: [{ id: spring.id, term: 'Spring', count: 1 }] },
      { category: { id: aws.tagCategoryId, name: 'クラウド' }, tags: [{ id: aws.id, term: 'AWS', count: 1 }] },
    ]);
    await get('item/tag/get-tagpage-refine-tags?tag_id=99999999').expect(404);
  });

  it('suggests tags by folded, case-insensitive contains, prefix matches first (with or without the trailing slash)', async () => {
    const res = await get(`get-suggested-tag-list/?keyword=${encodeURIComponent('ｊＡＶＡ')}`).expect(200);
    expect(res.body.tags).toEqual([
      { id: java.id, term: 'Java' },
      { id: javascript.id, term: 'JavaScript' },
      { id: expect.any(Number), term: 'Ajava' },
    ]);
    await expect(get('get-suggested-tag-list?keyword=spr').then((r) => r.body.tags)).resolves.toEqual([{ id: spring.id, term: 'Spring' }]);
    await expect(get('get-suggested-tag-list').then((r) => r.body)).resolves.toEqual({ tags: [] });
    await get('get-suggested-tag-list?keyword=a&x=1').expect(400);
  });

  it('lists popular search groups in the SPEC’s order, tags by position, deleted tags and tags without an open listing left out', async () => {
    const res = await get('get-popular-search-groups').expect(200);
    expect(res.body.groups).toEqual([
      { key: 'feature', label: '案件の特徴', tags: [{ id: spring.id, term: 'Spring' }] },
      {
        key: 'language',
        label: '言語・スキル',
        tags: [
          { id: javascript.id, term: 'JavaScript' },
          { id: java.id, term: 'Java' },
        ],
      },
      { key: 'cloud', label: 'クラウド', tags: [{ id: aws.id, term: 'AWS' }] },
    ]);
  });
});
