import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { AdminRole, AdminUserEntity } from '../../modules/admin-users/entities/admin-user.entity';
import { ColumnConnectEntity } from '../../modules/columns/entities/column-connect.entity';
import { ColumnTagConnectEntity } from '../../modules/columns/entities/column-tag-connect.entity';
import { ColumnViewEntity } from '../../modules/columns/entities/column-view.entity';
import { ConsiderItemEntity } from '../../modules/considers/entities/consider-item.entity';
import { EntryStatusHistoryEntity, CHANGED_BY_MEMBER } from '../../modules/entries/entities/entry-status-history.entity';
import { EntryEntity, EntryStatus, EntryValidity } from '../../modules/entries/entities/entry.entity';
import { ExternalUserEntity } from '../../modules/external-users/entities/external-user.entity';
import { AverageWorkingPeriodEntity } from '../../modules/items/entities/average-working-period.entity';
import { ItemTagEntity } from '../../modules/items/entities/item-tag.entity';
import { ItemViewDayEntity } from '../../modules/items/entities/item-view-day.entity';
import { japaneseDay } from '../../common/time/japan-day';
import { ItemEntity } from '../../modules/items/entities/item.entity';
import { AreaEntity } from '../../modules/master/entities/area.entity';
import { BizCategoryEntity } from '../../modules/master/entities/biz-category.entity';
import { ContractTypeEntity } from '../../modules/master/entities/contract-type.entity';
import { PrefectureEntity } from '../../modules/master/entities/prefecture.entity';
import { CurrentStatus, FreelanceStartEntity, StartTiming } from '../../modules/member-surveys/entities/freelance-start.entity';
import { EngineerStyleEntity, WorkStyle } from '../../modules/member-surveys/entities/engineer-style.entity';
import { MemberSkillEntity } from '../../modules/members/entities/member-skill.entity';
import {
  AuthState,
  EducationLevel,
  MemberEntity,
  MemberImpression,
  MemberProgress,
  Sex,
} from '../../modules/members/entities/member.entity';
import { FrontNewsEntity } from '../../modules/news/entities/front-news.entity';
import { NewsEntity } from '../../modules/news/entities/news.entity';
import { TagCategoryEntity } from '../../modules/tags/entities/tag-category.entity';
import { POPULAR_GROUP_LABELS, TagEntity, type PopularGroup } from '../../modules/tags/entities/tag.entity';
import { hashPassword } from '../password-hash';
import { iterateItems } from './generate-items';
import {
  BIZ_CATEGORIES,
  CONTRACT_TYPES,
  EXTRA_AREAS,
  FRONT_NEWS_TITLES,
  NEWS_TITLES,
  PREFECTURES,
  TAG_ALIASES,
  TAG_CATEGORIES,
  type TagSeed,
} from './master-data';
import { Random } from './prng';

export const DEMO_MEMBER = { email: 'demo@example.com', password: 'demo-pass-1234' } as const;
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin-pass-1234' } as const;

export interface SeedOptions {
  /** Number of listings (default 2000; the benchmark uses 100000). */
  items?: number;
  /** PRNG seed: the same seed gives the same data. */
  seed?: number;
  /** Reference time for relative dates (default: now). */
  now?: Date;
  /** Extra generated members for the admin screens (default 40). */
  members?: number;
  /** Rows per INSERT statement (default 500). */
  chunkSize?: number;
  /**
   * Create the demo logins (DEMO_MEMBER, DEMO_ADMIN) with their published passwords (default true).
   * False for a production database (issue 9): no staff account at all, and members whose password
   * nobody knows — the first owner comes from `npm run staff:create`.
   */
  demoLogins?: boolean;
  log?: (message: string) => void;
}

export interface SeedResult {
  items: number;
  tags: number;
  members: number;
  ms: number;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database with realistic Japanese demo data: master data (47 prefectures in JIS order,
 * areas, industries, contract types), ~160 tags with the SPEC §2 popular-search groups, N listings,
 * news, column links, the average working period, one demo member and one admin (see DEMO_MEMBER,
 * DEMO_ADMIN). Deterministic for a given seed. Everything runs in one transaction with multi-row
 * INSERTs of `chunkSize` rows. Throws if the database already has data.
 */
export async function runSeed(dataSource: DataSource, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const itemCount = options.items ?? 2000;
  const seed = options.seed ?? 20240401;
  const now = options.now ?? new Date();
  const chunkSize = options.chunkSize ?? 500;
  const log = options.log ?? (() => undefined);
  const random = new Random(seed ^ 0x5eed);

  if ((await dataSource.getRepository(PrefectureEntity).count()) > 0) {
    throw new Error('runSeed: the database already has data (use seedIfEmpty, or the CLI with --reset)');
  }

  const demoLogins = options.demoLogins ?? true;
  // Password hashing is slow on purpose: do it before opening the transaction.
  const [memberHash, adminHash] = await Promise.all([
    hashPassword(demoLogins ? DEMO_MEMBER.password : randomBytes(32).toString('base64url')),
    hashPassword(DEMO_ADMIN.password),
  ]);

  let tagCount = 0;
  let memberCount = 0;
  await dataSource.transaction(async (manager) => {
    const isMysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
    if (isMysql) await manager.query('SET FOREIGN_KEY_CHECKS = 0');
    try {
      const insert = <T extends ObjectLiteral>(target: EntityTarget<T>, rows: Partial<T>[]) =>
        insertRows(manager, target, rows as ObjectLiteral[], chunkSize);

      // --- master data -------------------------------------------------------------------------------
      await insert(PrefectureEntity, PREFECTURES.map(([name, regionId], i) => ({ id: i + 1, name, regionId })));
      await insert(AreaEntity, [
        ...PREFECTURES.map(([name], i) => ({ id: i + 1, name, prefectureId: i + 1, sortOrder: i + 1 })),
        ...EXTRA_AREAS.map((name, i) => ({ id: PREFECTURES.length + 1 + i, name, prefectureId: null, sortOrder: PREFECTURES.length + 1 + i })),
      ]);
      await insert(BizCategoryEntity, BIZ_CATEGORIES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));
      await insert(ContractTypeEntity, CONTRACT_TYPES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 })));

      // --- tags --------------------------------------------------------------------------------------
      const tagIds = new Map<string, number>();
      const popularOrder = new Map<PopularGroup, number>();
      const tagRows: Partial<TagEntity>[] = [];
      await insert(
        TagCategoryEntity,
        TAG_CATEGORIES.map((category, i) => ({ id: i + 1, name: category.name, sortOrder: i + 1, createdAt: now, updatedAt: now })),
      );
      TAG_CATEGORIES.forEach((category, categoryIndex) => {
        for (const entry of category.tags) {
          const tag: TagSeed = typeof entry === 'string' ? { term: entry } : entry;
          const id = tagRows.length + 1;
          tagIds.set(tag.term, id);
          let order: number | null = null;
          if (tag.popularGroup) {
            order = (popularOrder.get(tag.popularGroup) ?? 0) + 1;
            popularOrder.set(tag.popularGroup, order);
          }
          tagRows.push({
            id,
            term: tag.term,
            aliases: TAG_ALIASES[tag.term] ?? null,
            tagCategoryId: categoryIndex + 1,
            popularGroup: tag.popularGroup ?? null,
            popularOrder: order,
            isPickup: tag.isPickup ?? false,
            isSpecial: tag.isSpecial ?? false,
            htmlContent: tag.popularGroup ? tagHtml(tag.term, tag.popularGroup) : null,
            createdAt: now,
            updatedAt: now,
          });
        }
      });
      await insert(TagEntity, tagRows);
      tagCount = tagRows.length;
      const tagId = (term: string): number => {
        const id = tagIds.get(term);
        if (id === undefined) throw new Error(`runSeed: unknown tag term ${term}`);
        return id;
      };

      // --- items -------------------------------------------------------------------------------------
      let itemRows: ObjectLiteral[] = [];
      let itemTagRows: ObjectLiteral[] = [];
      let itemAreaRows: unknown[][] = [];
      const publishedIds: number[] = [];
      const flush = async () => {
        await insertRows(manager, ItemEntity, itemRows, chunkSize);
        await insertRows(manager, ItemTagEntity, itemTagRows, chunkSize * 4);
        await insertRaw(manager, 'item_areas', ['item_id', 'area_id'], itemAreaRows, chunkSize * 4);
        itemRows = [];
        itemTagRows = [];
        itemAreaRows = [];
      };
      for (const item of iterateItems(itemCount, seed, now)) {
        itemRows.push(item.row);
        if (item.row.status === 1 && publishedIds.length < 200) publishedIds.push(item.row.id);
        item.tagTerms.forEach((term, sortOrder) => itemTagRows.push({ itemId: item.row.id, tagId: tagId(term), sortOrder }));
        for (const areaId of item.areaIds) itemAreaRows.push([item.row.id, areaId]);
        if (itemRows.length >= chunkSize * 4) await flush();
        if (item.row.id % 20000 === 0) log(`  ${item.row.id} items…`);
      }
      await flush();

      // --- site content --------------------------------------------------------------------------------
      await insert(AverageWorkingPeriodEntity, [{ id: 1, monthsTenths: 146, updatedAt: now }]);
      await insert(
        NewsEntity,
        NEWS_TITLES.map((title, i) => {
          const at = new Date(now.getTime() - (i * 9 + 1) * DAY);
          return { id: i + 1, title, body: newsBody(title), publishedAt: at, createdAt: at, updatedAt: at };
        }),
      );
      await insert(
        FrontNewsEntity,
        FRONT_NEWS_TITLES.map((title, i) => {
          const at = new Date(now.getTime() - (i * 17 + 2) * DAY);
          return { id: i + 1, title, body: `<p>${title}。</p><p>今後ともよろしくお願いいたします。</p>`, publishedAt: at, createdAt: at, updatedAt: at };
        }),
      );
      const columnTopics = ['フリーランスエンジニアの単価相場', '案件の選び方', '確定申告の基礎知識', '面談対策のポイント', 'スキルシートの書き方', 'リモート案件で成果を出すコツ'];
      await insert(
        ColumnConnectEntity,
        publishedIds.slice(0, 30).map((itemId, i) => ({
          id: i + 1,
          itemId,
          columnUrl: `https://example.com/column/${1000 + i}/`,
          title: columnTopics[i % columnTopics.length],
          createdAt: now,
          updatedAt: now,
        })),
      );
      const popularTags = tagRows.filter((t) => t.popularGroup);
      await insert(
        ColumnTagConnectEntity,
        popularTags.map((t, i) => ({
          id: i + 1,
          tagId: t.id,
          columnUrl: `https://example.com/column/tag-${t.id}/`,
          title: `${t.term}のフリーランス案件の単価相場と必要なスキル`,
          createdAt: now,
          updatedAt: now,
        })),
      );

      // --- views of the last 30 days (the back office dashboard has figures on `npm start`) ------------
      // A dozen listings and the tag columns, the first ones viewed most, every Japanese day up to today.
      // A generator of their own, so the members drawn after them stay the same as before.
      const viewRandom = new Random(seed ^ 0x71e3);
      const viewDay = (daysAgo: number) => japaneseDay(new Date(now.getTime() - daysAgo * DAY)).day;
      const viewDays = Array.from({ length: 30 }, (_, daysAgo) => viewDay(daysAgo));
      await insert(
        ItemViewDayEntity,
        viewDays.flatMap((day) => publishedIds.slice(0, 12).map((itemId, rank) => ({ itemId, day, views: viewRandom.int(0, 8) + (12 - rank) * 2 }))),
      );
      await insert(
        ColumnViewEntity,
        viewDays.flatMap((day) => popularTags.slice(0, 6).map((t, rank) => ({ day, url: `https://example.com/column/tag-${t.id}/`, views: viewRandom.int(0, 4) + (6 - rank) }))),
      );

      // --- people ------------------------------------------------------------------------------------
      if (demoLogins) {
        await insert(AdminUserEntity, [
          { id: 1, email: DEMO_ADMIN.email, name: '管理者 太郎', passwordHash: adminHash, role: AdminRole.Owner, createdAt: now, updatedAt: now },
        ]);
      }
      const members = buildMembers(random, options.members ?? 40, now, memberHash);
      await insert(MemberEntity, members);
      memberCount = members.length;
      await insert(
        MemberSkillEntity,
        ['Java', 'Spring Boot', 'TypeScript', 'React', 'AWS', 'MySQL'].map((term, i) => ({ memberId: 1, tagId: tagId(term), experienceYears: 6 - i })),
      );
      // A few questionnaire answers (働き方 / フリーランス準備), so the staff lists have rows on `npm start`.
      const answered = (daysAgo: number) => ({ answeredAt: new Date(now.getTime() - daysAgo * 86_400_000), createdAt: now, updatedAt: now });
      await insert(EngineerStyleEntity, [
        { id: 1, memberId: 1, workStyle: WorkStyle.Hybrid, desiredWeeklyDays: 5, desiredRate: 750000, experienceYears: 8, preferences: 'バックエンド中心、東京都内またはリモート', ...answered(0) },
        { id: 2, memberId: 2, workStyle: WorkStyle.FullRemote, desiredWeeklyDays: 3, desiredRate: 600000, experienceYears: 5, preferences: 'React・TypeScript のフロントエンド', note: '子育て中のため、平日10時〜16時の稼働を希望します。', ...answered(2) },
        { id: 3, memberId: 3, workStyle: WorkStyle.OnSite, desiredWeeklyDays: 5, desiredRate: 900000, experienceYears: 12, preferences: 'PM・PMO、金融系', ...answered(5) },
        { id: 4, memberId: 4, workStyle: WorkStyle.Any, desiredWeeklyDays: 4, desiredRate: null, experienceYears: 3, preferences: null, ...answered(9) },
      ].filter((row) => row.memberId <= members.length));
      await insert(FreelanceStartEntity, [
        { id: 1, memberId: 1, startTiming: StartTiming.WithinOneMonth, currentStatus: CurrentStatus.Freelance, hasFreelanceExperience: true, availableFrom: null, ...answered(0) },
        { id: 2, memberId: 2, startTiming: StartTiming.WithinThreeMonths, currentStatus: CurrentStatus.Employee, hasFreelanceExperience: false, availableFrom: null, note: '独立は初めてなので、契約や確定申告について相談したいです。', ...answered(3) },
        { id: 3, memberId: 5, startTiming: StartTiming.Immediately, currentStatus: CurrentStatus.BetweenJobs, hasFreelanceExperience: true, availableFrom: null, ...answered(6) },
      ].filter((row) => row.memberId <= members.length));
      // People from partner services (外部ユーザー): one whose address is member001's (会員を探す finds them), one
      // already merged with the demo member, two with no member yet. Addresses stored folded, as create stores them.
      const externalAt = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
      await insert(ExternalUserEntity, [
        { id: 1, serviceName: 'agent', externalId: 'AG-2026-0001', name: '佐々木 翔', email: 'member001@example.com', tel: null, memberId: null, mergedAt: null, createdAt: externalAt(1), updatedAt: externalAt(1) },
        { id: 2, serviceName: 'job_board', externalId: 'JB-88412', name: '中村 美咲', email: 'misaki.nakamura@example.net', tel: '080-2345-6789', memberId: null, mergedAt: null, createdAt: externalAt(2), updatedAt: externalAt(2) },
        { id: 3, serviceName: 'referral', externalId: 'REF-0003', name: '高橋 健', email: DEMO_MEMBER.email, tel: null, memberId: 1, mergedAt: externalAt(5), createdAt: externalAt(6), updatedAt: externalAt(5) },
        { id: 4, serviceName: 'event', externalId: 'EV-2026-11-07', name: '小林 さくら', email: null, tel: '070-3456-7890', memberId: null, mergedAt: null, createdAt: externalAt(3), updatedAt: externalAt(3) },
      ].filter((row) => members.length > 1 || row.id !== 1));
      await insert(
        ConsiderItemEntity,
        publishedIds.slice(0, 3).map((itemId, i) => ({ id: i + 1, memberId: 1, itemId, createdAt: now })),
      );
      if (publishedIds.length > 5) {
        await insert(EntryEntity, [
          { id: 1, memberId: 1, itemId: publishedIds[5], validity: EntryValidity.Valid, status: EntryStatus.Applied, active: 1, message: 'リモート併用を希望します。', createdAt: now, updatedAt: now },
        ]);
        await insert(EntryStatusHistoryEntity, [{ id: 1, entryId: 1, status: EntryStatus.Applied, changedBy: CHANGED_BY_MEMBER, changedAt: now }]);
      }
    } finally {
      if (isMysql) await manager.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  });

  const result = { items: itemCount, tags: tagCount, members: memberCount, ms: Date.now() - started };
  log(`Seeded ${result.items} items, ${result.tags} tags, ${result.members} members in ${result.ms} ms`);
  return result;
}

/** Seeds only an empty database (no prefectures yet). Returns whether it seeded. */
export async function seedIfEmpty(dataSource: DataSource, options: SeedOptions = {}): Promise<boolean> {
  if ((await dataSource.getRepository(PrefectureEntity).count()) > 0) return false;
  await runSeed(dataSource, options);
  return true;
}

function tagHtml(term: string, group: PopularGroup): string {
  const lead: Record<PopularGroup, string> = {
    feature: `「${term}」の条件に当てはまるフリーランス案件を掲載しています。`,
    language: `${term}を使うフリーランスエンジニア向けの案件・求人を掲載しています。`,
    position: `${term}として参画できるフリーランス案件・求人を掲載しています。`,
    system: `${term}の開発・運用に携わるフリーランス案件・求人を掲載しています。`,
    high_rate_language: `${term}は平均単価が高い言語のひとつです。${term}のスキルを活かせる高単価案件を掲載しています。`,
    cloud: `${term}の設計・構築・運用に携わるフリーランス案件・求人を掲載しています。`,
  };
  return (
    `<h2>${term}のフリーランス案件について</h2>` +
    `<p>${lead[group]}単価相場や必要なスキルを確認して、ご自身に合った案件を探してみましょう。</p>` +
    `<p>カテゴリ: ${POPULAR_GROUP_LABELS[group]}</p>`
  );
}

function newsBody(title: string): string {
  return `いつもご利用いただきありがとうございます。\n${title}についてご案内いたします。\n詳細はマイページをご確認ください。`;
}

const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'], ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'], ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'],
];
const FIRST_NAMES: readonly (readonly [string, string, Sex])[] = [
  ['翔太', 'ショウタ', Sex.Male], ['大輔', 'ダイスケ', Sex.Male], ['健太', 'ケンタ', Sex.Male], ['拓也', 'タクヤ', Sex.Male],
  ['直樹', 'ナオキ', Sex.Male], ['亮', 'リョウ', Sex.Male], ['美咲', 'ミサキ', Sex.Female], ['彩', 'アヤ', Sex.Female],
  ['由美', 'ユミ', Sex.Female], ['愛', 'アイ', Sex.Female], ['翼', 'ツバサ', Sex.Other],
];

function buildMembers(random: Random, extra: number, now: Date, passwordHash: string): Partial<MemberEntity>[] {
  const demo: Partial<MemberEntity> = {
    id: 1,
    email: DEMO_MEMBER.email,
    passwordHash,
    lastName: '山田',
    firstName: '太郎',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'タロウ',
    sex: Sex.Male,
    birthDate: '1988-04-15',
    educationLevel: EducationLevel.University,
    nationality: '日本',
    prefectureId: 13,
    station: '渋谷駅',
    tel: '090-1234-5678',
    magazineFlag: true,
    contractTypes: '1,2',
    // Desired conditions, so the demo's /user-skill-matching-item shows every kind of reason (area 13 = 東京都).
    desiredRate: 750_000,
    desiredRemoteLevel: 1,
    desiredAreaIds: '13',
    authState: AuthState.Authenticated,
    progress: MemberProgress.OpenBusiness,
    impression: MemberImpression.Excellent,
    memo: 'Java/Spring Bootのバックエンドが得意。リモート併用希望。',
    createdAt: new Date(now.getTime() - 200 * DAY),
    updatedAt: now,
  };
  const progresses = Object.values(MemberProgress);
  const rows: Partial<MemberEntity>[] = [demo];
  for (let i = 0; i < extra; i++) {
    const [lastName, lastNameKana] = random.pick(LAST_NAMES);
    const [firstName, firstNameKana, sex] = random.pick(FIRST_NAMES);
    const createdAt = new Date(now.getTime() - random.int(0, 365) * DAY - random.int(0, 86399) * 1000);
    const authenticated = random.chance(0.85);
    rows.push({
      id: i + 2,
      email: `member${String(i + 1).padStart(3, '0')}@example.com`,
      // Same hash as the demo member: generated members log in with the demo password.
      passwordHash,
      lastName,
      firstName,
      lastNameKana,
      firstNameKana,
      sex,
      birthDate: `${random.int(1965, 2002)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      educationLevel: random.pick(Object.values(EducationLevel)),
      nationality: random.chance(0.92) ? '日本' : random.pick(['中国', '韓国', 'ベトナム', 'インド']),
      prefectureId: random.weighted([[13, 50], [14, 15], [11, 8], [12, 7], [27, 10], [23, 5], [40, 5]]),
      station: `${random.pick(['渋谷', '新宿', '品川', '横浜', '大宮', '梅田', '名古屋', '博多'])}駅`,
      tel: `090-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
      magazineFlag: random.chance(0.6),
      contractTypes: random.pick(['1', '1,2', '1,3', '4']),
      // One column set for the multi-row insert (the demo member states its desired conditions).
      desiredRate: null,
      desiredRemoteLevel: null,
      desiredAreaIds: '',
      authState: authenticated ? AuthState.Authenticated : AuthState.Provisional,
      progress: authenticated ? random.pick(progresses) : MemberProgress.NotCompatible,
      impression: random.chance(0.5) ? random.pick(Object.values(MemberImpression)) : null,
      lastLoginAt: authenticated ? new Date(createdAt.getTime() + random.int(0, 30) * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

/**
 * Multi-row INSERT of entity rows given by property name. Values go through the driver's own
 * conversion (dates, booleans), so the same rows work on MariaDB and SQLite.
 */
export async function insertRows(
  manager: EntityManager,
  target: EntityTarget<ObjectLiteral>,
  rows: ObjectLiteral[],
  chunkSize = 500,
): Promise<void> {
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const columns = metadata.columns.filter((column) => column.propertyName in rows[0]);
  await insertRaw(
    manager,
    metadata.tableName,
    columns.map((c) => c.databaseName),
    rows.map((row) => columns.map((column) => driver.preparePersistentValue(row[column.propertyName], column))),
    chunkSize,
  );
}

/** Multi-row INSERT of positional values (`?` placeholders work on both mysql2 and better-sqlite3). */
export async function insertRaw(
  manager: EntityManager,
  table: string,
  columns: string[],
  rows: unknown[][],
  chunkSize = 500,
): Promise<void> {
  const driver = manager.connection.driver;
  const head = `INSERT INTO ${driver.escape(table)} (${columns.map((c) => driver.escape(c)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await manager.query(head + chunk.map(() => tuple).join(', '), chunk.flat());
  }
}
