import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, IsNull, Not } from 'typeorm';
import { AdminUserEntity } from '../../modules/admin-users/entities/admin-user.entity';
import { ItemTagEntity } from '../../modules/items/entities/item-tag.entity';
import { ItemEntity, ItemStatus } from '../../modules/items/entities/item.entity';
import { PrefectureEntity } from '../../modules/master/entities/prefecture.entity';
import { AuthState, MemberEntity } from '../../modules/members/entities/member.entity';
import { POPULAR_GROUP_ORDER, TagEntity } from '../../modules/tags/entities/tag.entity';
import { buildDataSourceOptions } from '../data-source-options';
import { verifyPassword } from '../password-hash';
import { DEMO_ADMIN, DEMO_MEMBER, runSeed, seedIfEmpty } from './seed';

describe('runSeed on embedded SQLite', () => {
  let dir: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'er-seed-'));
    dataSource = new DataSource(buildDataSourceOptions({ sqlitePath: join(dir, 'db', 'seed.sqlite') }));
    await dataSource.initialize();
    expect(await seedIfEmpty(dataSource, { items: 500, seed: 99 })).toBe(true);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the master data: 47 prefectures in JIS order', async () => {
    const prefectures = await dataSource.getRepository(PrefectureEntity).find({ order: { id: 'ASC' } });
    expect(prefectures).toHaveLength(47);
    expect(prefectures[0].name).toBe('北海道');
    expect(prefectures[12].name).toBe('東京都');
    expect(prefectures[46].name).toBe('沖縄県');
  });

  it('creates the requested number of items, some ended, with tags and areas', async () => {
    const items = dataSource.getRepository(ItemEntity);
    expect(await items.count()).toBe(500);
    const ended = await items.countBy({ status: ItemStatus.Ended });
    expect(ended).toBeGreaterThan(40);
    expect(ended).toBeLessThan(110);
    expect(await items.countBy({ status: ItemStatus.Ended, endedAt: IsNull() })).toBe(0);
    const tagLinks = await dataSource.getRepository(ItemTagEntity).count();
    expect(tagLinks).toBeGreaterThanOrEqual(1000);
    const item = await items.findOneOrFail({ where: { id: 1 }, relations: { areas: true, bizCategory: true, itemTags: { tag: true } } });
    expect(item.areas!.length).toBeGreaterThan(0);
    expect(item.bizCategory!.name).toBeTruthy();
    expect(item.itemTags!.length).toBeGreaterThanOrEqual(2);
    expect(item.publishedAt).toBeInstanceOf(Date);
  });

  it('sets every popular-search group on tags, with an HTML blurb', async () => {
    const popular = await dataSource.getRepository(TagEntity).findBy({ popularGroup: Not(IsNull()) });
    expect(new Set(popular.map((t) => t.popularGroup))).toEqual(new Set(POPULAR_GROUP_ORDER));
    expect(popular.find((t) => t.term === 'AWS')?.popularGroup).toBe('cloud');
    expect(popular.every((t) => (t.htmlContent ?? '').includes(t.term))).toBe(true);
    expect(await dataSource.getRepository(TagEntity).count()).toBeGreaterThanOrEqual(150);
  });

  it('creates the demo member and admin with working passwords', async () => {
    const member = await dataSource.getRepository(MemberEntity).findOneByOrFail({ email: DEMO_MEMBER.email });
    expect(member.authState).toBe(AuthState.Authenticated);
    expect(member.prefectureId).toBe(13);
    expect(member.birthDate).toBe('1988-04-15');
    expect(await verifyPassword(DEMO_MEMBER.password, member.passwordHash)).toBe(true);
    const admin = await dataSource.getRepository(AdminUserEntity).findOneByOrFail({ email: DEMO_ADMIN.email });
    expect(await verifyPassword(DEMO_ADMIN.password, admin.passwordHash)).toBe(true);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty(dataSource)).toBe(false);
    await expect(runSeed(dataSource)).rejects.toThrow(/already has data/);
  });
});
