import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashPassword } from '../../src/database/password-hash';
import { AdminRole, AdminUserEntity } from '../../src/modules/admin-users/entities/admin-user.entity';
import { ItemTagEntity } from '../../src/modules/items/entities/item-tag.entity';
import { ItemEntity, ItemStatus } from '../../src/modules/items/entities/item.entity';
import { AreaEntity } from '../../src/modules/master/entities/area.entity';
import { ContractTypeEntity } from '../../src/modules/master/entities/contract-type.entity';
import { AuthState, MemberEntity } from '../../src/modules/members/entities/member.entity';
import { TagCategoryEntity } from '../../src/modules/tags/entities/tag-category.entity';
import { TagEntity } from '../../src/modules/tags/entities/tag.entity';

// Low argon2id cost: test speed only, the format is the same (a login re-hashes it at full cost).
const TEST_COST = { memoryCost: 1024, timeCost: 1 };
const unique = () => randomBytes(4).toString('hex');

/** A staff account; an owner (may call every admin route) unless `role` says otherwise. */
export async function makeAdmin(ds: DataSource, over: { email?: string; password?: string; name?: string; role?: AdminRole } = {}) {
  const password = over.password ?? 'admin-pass-1234';
  const admin = await ds.getRepository(AdminUserEntity).save({
    email: over.email ?? `admin-${unique()}@example.com`,
    name: over.name ?? '管理 太郎',
    passwordHash: await hashPassword(password, TEST_COST),
    role: over.role ?? AdminRole.Owner,
  });
  return { admin, password };
}

export async function makeMember(
  ds: DataSource,
  over: { email?: string; password?: string; authState?: AuthState; lastName?: string; firstName?: string } = {},
) {
  const password = over.password ?? 'member-pass-1234';
  const member = await ds.getRepository(MemberEntity).save({
    email: over.email ?? `member-${unique()}@example.com`,
    passwordHash: await hashPassword(password, TEST_COST),
    lastName: over.lastName ?? '山田',
    firstName: over.firstName ?? '太郎',
    authState: over.authState ?? AuthState.Authenticated,
  });
  return { member, password };
}

export async function makeTagCategory(ds: DataSource, over: Partial<TagCategoryEntity> = {}) {
  return ds.getRepository(TagCategoryEntity).save({ name: `カテゴリ-${unique()}`, sortOrder: 0, ...over });
}

export async function makeTag(ds: DataSource, over: Partial<TagEntity> = {}) {
  return ds.getRepository(TagEntity).save({ term: `tag-${unique()}`, ...over });
}

export async function makeArea(ds: DataSource, over: Partial<AreaEntity> = {}) {
  return ds.getRepository(AreaEntity).save({ name: `エリア-${unique()}`, sortOrder: 0, ...over });
}

export async function makeContractType(ds: DataSource, over: Partial<ContractTypeEntity> = {}) {
  return ds.getRepository(ContractTypeEntity).save({ name: `契約-${unique()}`, sortOrder: 0, ...over });
}

/**
 * A listing; published now unless told otherwise. `tags`/`areas` are linked in the given order
 * (tags keep that order as sortOrder). `ended: true` makes it an ended listing (endedAt now by default).
 */
export async function makeItem(
  ds: DataSource,
  over: Partial<Omit<ItemEntity, 'areas' | 'itemTags'>> & { tags?: TagEntity[]; areas?: AreaEntity[]; ended?: boolean } = {},
) {
  const { tags = [], areas = [], ended = false, ...fields } = over;
  const now = new Date();
  const item = await ds.getRepository(ItemEntity).save({
    name: `案件-${unique()}`,
    rateDetail: 'スキル見合い',
    status: ended ? ItemStatus.Ended : ItemStatus.Published,
    publishedAt: now,
    endedAt: ended ? now : null,
    ...fields,
    areas,
  });
  if (tags.length) {
    await ds.getRepository(ItemTagEntity).save(tags.map((tag, sortOrder) => ({ itemId: item.id, tagId: tag.id, sortOrder })));
  }
  return item;
}

export async function makeBizCategory(ds: DataSource, over: { name?: string; sortOrder?: number } = {}) {
  const { BizCategoryEntity } = await import('../../src/modules/master/entities/biz-category.entity');
  return ds.getRepository(BizCategoryEntity).save({ name: over.name ?? `業界-${unique()}`, sortOrder: over.sortOrder ?? 0 });
}

/** A prefecture (explicit JIS id) with its same-named area (AreaEntity.prefectureId), as the seed does. */
export async function makePrefectureArea(ds: DataSource, id: number, name: string) {
  const { PrefectureEntity } = await import('../../src/modules/master/entities/prefecture.entity');
  await ds.getRepository(PrefectureEntity).save({ id, name, regionId: 1 as never });
  return ds.getRepository(AreaEntity).save({ name, prefectureId: id, sortOrder: id });
}

export async function makeColumnConnect(ds: DataSource, over: { itemId: number; url?: string; title?: string; deleted?: boolean }) {
  const { ColumnConnectEntity } = await import('../../src/modules/columns/entities/column-connect.entity');
  const repo = ds.getRepository(ColumnConnectEntity);
  const { id } = await repo.save({ itemId: over.itemId, columnUrl: over.url ?? `https://column.example/${unique()}`, title: over.title ?? `コラム-${unique()}` });
  if (over.deleted) await repo.softDelete(id);
  // As stored: with its version (staff edits send it back), a deleted one with deletedAt.
  return repo.findOneOrFail({ where: { id }, withDeleted: true });
}

export async function makeColumnTagConnect(ds: DataSource, over: { tagId: number; url?: string; title?: string; deleted?: boolean }) {
  const { ColumnTagConnectEntity } = await import('../../src/modules/columns/entities/column-tag-connect.entity');
  const repo = ds.getRepository(ColumnTagConnectEntity);
  const { id } = await repo.save({ tagId: over.tagId, columnUrl: over.url ?? `https://column.example/${unique()}`, title: over.title ?? `コラム-${unique()}` });
  if (over.deleted) await repo.softDelete(id);
  // As stored: with its version (staff edits send it back), a deleted one with deletedAt.
  return repo.findOneOrFail({ where: { id }, withDeleted: true });
}

/**
 * A public announcement (front_news); published a minute ago unless told otherwise (`publishedAt: null` = draft).
 * Returned as stored (with its version; a deleted one with deletedAt).
 */
export async function makeFrontNews(ds: DataSource, over: { title?: string; body?: string; publishedAt?: Date | null; deleted?: boolean } = {}) {
  const { FrontNewsEntity } = await import('../../src/modules/news/entities/front-news.entity');
  const repo = ds.getRepository(FrontNewsEntity);
  const { id } = await repo.save({
    title: over.title ?? `お知らせ-${unique()}`,
    body: over.body ?? '<p>お知らせの本文です。</p>',
    publishedAt: over.publishedAt === undefined ? new Date(Date.now() - 60_000) : over.publishedAt,
  });
  if (over.deleted) await repo.softDelete(id);
  return repo.findOneOrFail({ where: { id }, withDeleted: true });
}

/**
 * A staff notice (news, SPEC §7 admin-news); published a minute ago unless told otherwise (`publishedAt: null` =
 * draft). Returned as stored (with its version; a deleted one with deletedAt).
 */
export async function makeNews(ds: DataSource, over: { title?: string; body?: string; publishedAt?: Date | null; deleted?: boolean } = {}) {
  const { NewsEntity } = await import('../../src/modules/news/entities/news.entity');
  const repo = ds.getRepository(NewsEntity);
  const { id } = await repo.save({
    title: over.title ?? `スタッフ向けお知らせ-${unique()}`,
    body: over.body ?? 'いつもご利用いただきありがとうございます。',
    publishedAt: over.publishedAt === undefined ? new Date(Date.now() - 60_000) : over.publishedAt,
  });
  if (over.deleted) await repo.softDelete(id);
  return repo.findOneOrFail({ where: { id }, withDeleted: true });
}

/** A valid general inquiry body (POST /api/front/content-of-contact-post); override fields to test rules. */
export const validContact = (over: Record<string, unknown> = {}) => ({
  contact_type: 2,
  name: '山田 太郎',
  name_kana: 'ヤマダ タロウ',
  email: 'taro@example.com',
  tel: '03-1234-5678',
  company_name: '株式会社サンプル',
  body: '受託開発についてご相談があります。詳細をお伺いできますか。',
  agree: true,
  ...over,
});

/**
 * An entry of `memberId` to `itemId` with its first history row (エントリー済み by the member), as `entry` stores it;
 * `status`/`validity` set directly (the active slot follows). Made for the back office's tests.
 */
export async function makeEntry(
  ds: DataSource,
  over: { memberId: number; itemId: number; status?: string; validity?: 0 | 1; createdAt?: Date; skillSheetId?: number | null },
) {
  const { EntryEntity } = await import('../../src/modules/entries/entities/entry.entity');
  const { EntryStatusHistoryEntity } = await import('../../src/modules/entries/entities/entry-status-history.entity');
  const { activeSlot } = await import('../../src/modules/entries/entries.repository');
  const status = (over.status ?? 'applied') as never;
  const validity = over.validity ?? 0;
  const createdAt = over.createdAt ?? new Date();
  const entry = await ds.getRepository(EntryEntity).save({
    memberId: over.memberId,
    itemId: over.itemId,
    status,
    validity,
    active: activeSlot(validity, status),
    skillSheetId: over.skillSheetId ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  await ds.getRepository(EntryStatusHistoryEntity).insert({ entryId: entry.id, status: 'applied', changedBy: 'member', changedAt: createdAt });
  return entry;
}
