import { ItemEntity } from '../../api/src/modules/items/entities/item.entity';
import { makeItem, makeTag } from '../../api/test/support/factories';
import { createTestSite, type TestSite } from './support/test-site';

// App start-up on a loaded machine can take longer than the project's default.
jest.setTimeout(120_000);

const DAY = 24 * 3600_000;

/**
 * The open-listing rule (api/src/modules/items/open-listing.ts) as the sitemap shows it: one open listing and four
 * that are not (ended, soft-deleted, dated in the future, never dated) carry the same tags; only the open one, and
 * only tags with an open listing, are in /sitemap.xml.
 */
describe('open listings in the sitemap', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await createTestSite({ api: { redisUrl: undefined } });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('lists the open listing and the tags it carries, and none of the listings that are not open', async () => {
    const ds = site.api.dataSource;
    const word = `Olq${Date.now().toString(36)}`;
    const lang = await makeTag(ds, { term: `${word}Lang` });
    const closedOnly = await makeTag(ds, { term: `${word}Closed` });
    const open = await makeItem(ds, { name: `${word} 公開中`, tags: [lang], publishedAt: new Date(Date.now() - DAY) });
    await makeItem(ds, { name: `${word} 募集終了`, tags: [lang, closedOnly], ended: true, publishedAt: new Date(Date.now() - 2 * DAY) });
    const deleted = await makeItem(ds, { name: `${word} 削除済み`, tags: [lang, closedOnly], publishedAt: new Date(Date.now() - 2 * DAY) });
    await ds.getRepository(ItemEntity).softDelete(deleted.id);
    await makeItem(ds, { name: `${word} 掲載予定`, tags: [lang, closedOnly], publishedAt: new Date(Date.now() + 2 * DAY) });
    await makeItem(ds, { name: `${word} 日付なし`, tags: [lang, closedOnly], publishedAt: null });

    const sitemap = await site.http.get('/sitemap.xml').expect(200);
    const listed = [...sitemap.text.matchAll(/\/item\/detail\/(\d+)</g)].map((m) => Number(m[1]));
    expect(listed).toEqual([open.id]);
    expect(sitemap.text).toContain(`/item/tag/${lang.id}<`);
    expect(sitemap.text).not.toContain(`/item/tag/${closedOnly.id}<`);
  });
});
