import 'reflect-metadata';
import { DataSource, IsNull, Not } from 'typeorm';
import { ItemEntity, ItemStatus } from '../src/modules/items/entities/item.entity';
import { PrefectureEntity } from '../src/modules/master/entities/prefecture.entity';
import { MemberEntity } from '../src/modules/members/entities/member.entity';
import { TagEntity } from '../src/modules/tags/entities/tag.entity';
import { buildDataSourceOptions } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/database.module';
import { generateItems } from '../src/database/seed/generate-items';
import { DEMO_MEMBER, seedIfEmpty } from '../src/database/seed/seed';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('seed on MariaDB', () => {
  const now = new Date('2026-03-01T09:30:00.000Z');
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('er_seed');
    dataSource = new DataSource(buildDataSourceOptions({ databaseUrl: db.url, sqlitePath: 'unused' }));
    await dataSource.initialize();
    await runMigrations(dataSource);
    expect(await seedIfEmpty(dataSource, { items: 300, seed: 5, now })).toBe(true);
  });

  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await db?.drop();
  });

  it('stores master data, items and tags', async () => {
    expect(await dataSource.getRepository(PrefectureEntity).count()).toBe(47);
    expect(await dataSource.getRepository(ItemEntity).count()).toBe(300);
    expect(await dataSource.getRepository(ItemEntity).countBy({ status: ItemStatus.Ended })).toBeGreaterThan(15);
    expect(await dataSource.getRepository(TagEntity).countBy({ popularGroup: Not(IsNull()) })).toBeGreaterThan(30);
  });

  it('keeps Japanese text and UTC times exactly as generated', async () => {
    // Found by what was generated, not by an id assumed from the insert order.
    const expected = generateItems(1, 5, now)[0].row;
    const item = await dataSource.getRepository(ItemEntity).findOneOrFail({
      where: { name: expected.name, publishedAt: expected.publishedAt },
      relations: { areas: true, bizCategory: true, itemTags: { tag: true } },
    });
    expect(item.name).toBe(expected.name);
    expect(item.detail).toBe(expected.detail);
    expect(item.publishedAt!.toISOString()).toBe(expected.publishedAt.toISOString());
    expect(item.startDate).toBe(expected.startDate);
    expect(item.isFeatured).toBe(expected.isFeatured);
    expect(item.areas!.length).toBeGreaterThan(0);
    expect(item.itemTags!.length).toBeGreaterThanOrEqual(2);
  });

  it('stores the demo member with its birth date as a plain date', async () => {
    const member = await dataSource.getRepository(MemberEntity).findOneByOrFail({ email: DEMO_MEMBER.email });
    expect(member.birthDate).toBe('1988-04-15');
    expect(member.magazineFlag).toBe(true);
  });

  it('does not seed a database that has data', async () => {
    expect(await seedIfEmpty(dataSource)).toBe(false);
  });
});
