import type { AppConfig } from '../src/config/app-config';
import { RemoteLevel } from '../src/modules/items/entities/item.entity';
import { ItemsRepository } from '../src/modules/items/items.repository';
import { CatalogIndexService } from '../src/modules/items/search-index/catalog-index.service';
import { makeItem, makeTag } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 11: a compact listing card shows place/remote/days on one line and 「+N」 after its 5 tag chips,
// so the card payload carries the remote label, the weekly days and the total tag count.
describe.each<[string, Partial<AppConfig>]>([
  ['MariaDB', {}],
  ['SQLite', { databaseUrl: undefined, sqlitePath: ':memory:', redisUrl: undefined }],
])('listing card fields on %s', (_engine, overrides) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(overrides);
    const tags = [];
    for (let n = 1; n <= 8; n++) tags.push(await makeTag(t.dataSource, { term: `カード用タグ${n}` }));
    await makeItem(t.dataSource, {
      name: 'タグの多いカード',
      tags,
      remoteLevel: RemoteLevel.FullRemote,
      weeklyDaysMin: 3,
      weeklyDaysMax: 5,
      publishedAt: new Date(Date.now() - 60_000),
    });
    await makeItem(t.dataSource, { name: 'タグのないカード', tags: [], publishedAt: new Date(Date.now() - 120_000) });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('carries 5 tags, the total tag count, the remote label and the weekly days', async () => {
    const res = await t.http.get('/api/front/get-new-item-list?limit=10').expect(200);
    const [many, none] = res.body.items;
    expect(many).toMatchObject({ name: 'タグの多いカード', tag_count: 8, remote_label: 'フルリモート', weekly_days_min: 3, weekly_days_max: 5 });
    expect(many.tags).toHaveLength(5);
    expect(none).toMatchObject({ name: 'タグのないカード', tags: [], tag_count: 0, remote_label: '常駐', weekly_days_min: null, weekly_days_max: null });
  });

  it("takes the cards from the search index exactly as the database's card query reads them", async () => {
    const res = await t.http.get('/api/front/get-new-item-list?limit=10').expect(200);
    // This file's two listings (other files write theirs meanwhile on the shared MariaDB database).
    const ids = (res.body.items as { id: number; name: string }[]).filter((item) => ['タグの多いカード', 'タグのないカード'].includes(item.name)).map((item) => item.id);
    expect(ids).toHaveLength(2);
    const index = t.app.get(CatalogIndexService);
    await index.ready();
    const held = index.cardsOf(ids);
    expect(held.size).toBe(ids.length);
    expect(ids.map((id) => held.get(id))).toEqual(await t.app.get(ItemsRepository).findCards(ids));
  });
});
