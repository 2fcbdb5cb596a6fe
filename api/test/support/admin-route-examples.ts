import { randomBytes, randomUUID } from 'node:crypto';
import { OutboxEntity } from '../../src/modules/mail/entities/outbox.entity';
import { AdminRole, AdminUserEntity } from '../../src/modules/admin-users/entities/admin-user.entity';
import { ExternalUserEntity } from '../../src/modules/external-users/entities/external-user.entity';
import { makeAdmin, makeColumnConnect, makeEntry, makeMember, makeColumnTagConnect, makeFrontNews, makeItem, makeNews, makeTag, makeTagCategory } from './factories';
import { PrefectureEntity } from '../../src/modules/master/entities/prefecture.entity';
import { EngineerStyleEntity, WorkStyle } from '../../src/modules/member-surveys/entities/engineer-style.entity';
import { FreelanceStartEntity, StartTiming } from '../../src/modules/member-surveys/entities/freelance-start.entity';
import { SkillSheetsService } from '../../src/modules/skill-sheets/skill-sheets.service';
import type { TestApp } from './test-app';

/** Tag and category names are unique among live ones: each request names its own. */
const uniqueName = () => randomBytes(4).toString('hex');

/** A request a staff member with the right role may send to an operation and get a 2xx for. */
export interface AdminRouteRequest {
  /** Path parameters by name: `{ id: 3 }` fills `/detail/{id}` (an unnamed one becomes 1). */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
  /** A multipart/form-data body instead of `body`: text fields and files by field name. */
  multipart?: { fields: Record<string, string | number>; files: Record<string, { bytes: Buffer; filename: string }> };
}

/** A tiny PDF the skill-sheet checks accept (distinct bytes each time). */
const samplePdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\ntrailer << >>\n%%EOF\n`, 'latin1');

/** A member with one sheet stored through the service, as the member's own upload stores it. */
async function memberWithSheet(t: TestApp) {
  const { member } = await makeMember(t.dataSource);
  const sheet = await t.app.get(SkillSheetsService).upload(member.id, { buffer: samplePdf(), originalName: '権限テストの経歴書.pdf' });
  return { member, sheet };
}

/** A new member's answers to the two questionnaires (engineerstyle/*, freelancestart/*). */
const styleAnswer = async (t: TestApp) =>
  t.dataSource.getRepository(EngineerStyleEntity).save({ memberId: (await makeMember(t.dataSource)).member.id, workStyle: WorkStyle.Hybrid, answeredAt: new Date() });
const startAnswer = async (t: TestApp) =>
  t.dataSource.getRepository(FreelanceStartEntity).save({ memberId: (await makeMember(t.dataSource)).member.id, startTiming: StartTiming.Immediately, answeredAt: new Date() });

/** A person from a partner service, not merged yet (external-user/*). */
const makeExternalUser = (t: TestApp) =>
  t.dataSource.getRepository(ExternalUserEntity).save({ serviceName: 'agent', externalId: `権限-${uniqueName()}`, name: '外部 権限', email: `ext-${uniqueName()}@example.com`, tel: null });

/** An entry of a new member to a new listing (entry/*). */
const entryExample = async (t: TestApp) =>
  makeEntry(t.dataSource, { memberId: (await makeMember(t.dataSource)).member.id, itemId: (await makeItem(t.dataSource)).id });

/** A mail whose attempts ran out (mail/dead-letter/*). */
async function makeDeadLetter(t: TestApp): Promise<string> {
  const id = randomUUID();
  const at = new Date();
  await t.dataSource
    .getRepository(OutboxEntity)
    .insert({ id, jobName: 'mail.test', payload: '{"to":"dead@example.com"}', createdAt: at, status: 'dead', sendAttempts: 3, finishedAt: at, lastError: 'refused' });
  return id;
}

/**
 * Called once per request the test sends, so a write may use up what it creates (a record to delete, to
 * restore): arrange it with the factories, never with ids assumed from other tests.
 */
export type AdminRouteExample = (t: TestApp) => AdminRouteRequest | Promise<AdminRouteRequest>;

/**
 * Valid requests of the admin operations, by operationId, for the route-table test
 * (api/test/admin-routes.e2e-spec.ts): with an example, the roles that reach the route's access level must
 * get a 2xx; without one they must only get past the guards (any answer but 401/403/5xx, e.g. a 400 for
 * the empty request or a 404 for id 1). Whoever adds an admin route adds its example here.
 */
export const ADMIN_ROUTE_EXAMPLES: Record<string, AdminRouteExample> = {
  adminLoginUserInfo: () => ({}),
  adminPrefactureGet: () => ({}),
  adminUpdateAverageWorkingPeriodUpdate: () => ({ body: { months: 14.6 } }),

  adminUserSearch: () => ({ query: { keyword: '権限', role: 'viewer', status: 'active', sort: 'name', order: 'asc' } }),
  adminUserDetail: async (t) => ({ params: { id: (await makeAdmin(t.dataSource, { role: AdminRole.Viewer })).admin.id } }),
  adminUserGetAdminUsers: () => ({}),
  adminUserCreate: () => ({ body: { name: '権限テストの招待', email: `invite-${randomBytes(4).toString('hex')}@example.com`, role: 'viewer' } }),
  adminUserEdit: async (t) => {
    const { admin } = await makeAdmin(t.dataSource, { role: AdminRole.Editor });
    const { version } = await t.dataSource.getRepository(AdminUserEntity).findOneByOrFail({ id: admin.id });
    return { body: { id: admin.id, version, name: '権限テストで更新', email: admin.email, role: 'viewer', action: 'reset' } };
  },
  adminUserDelete: async (t) => ({ body: { id: (await makeAdmin(t.dataSource, { role: AdminRole.Viewer })).admin.id } }),
  adminAuditLogSearch: () => ({ query: { resource: 'admin-news', record_id: 1, from: '2026-01-01' } }),
  adminHealth: () => ({}),
  adminMailDeadLetterSearch: () => ({ query: { page: 1, per_page: 20, order: 'desc' } }),
  adminMailDeadLetterResend: async (t) => ({ body: { id: await makeDeadLetter(t) } }),

  adminAdminNewsSearch: () => ({ query: { keyword: 'お知らせ', status: 'published', sort: 'updated_at', order: 'asc', page: 1, per_page: 20 } }),
  adminAdminNewsDetail: async (t) => ({ params: { id: (await makeNews(t.dataSource)).id } }),
  adminAdminNewsEdit: async (t) => {
    const news = await makeNews(t.dataSource);
    return { body: { id: news.id, version: news.version, title: '権限テストで更新', body: '<p>本文</p>', published_at: '2026-12-01T10:00' } };
  },
  adminAdminNewsDelete: async (t) => ({ body: { id: (await makeNews(t.dataSource)).id } }),
  adminAdminNewsComeback: async (t) => ({ body: { id: (await makeNews(t.dataSource, { deleted: true })).id } }),

  adminFrontNewsSearch: () => ({ query: { keyword: 'お知らせ', status: 'scheduled', published_from: '2026-01-01', sort: 'title', order: 'asc', page: 1, per_page: 20 } }),
  adminFrontNewsDetail: async (t) => ({ params: { id: (await makeFrontNews(t.dataSource)).id } }),
  adminFrontNewsEdit: async (t) => {
    const news = await makeFrontNews(t.dataSource);
    return { body: { id: news.id, version: news.version, title: '権限テストで更新', body: '<p>本文</p>', published_at: '2026-12-01T10:00' } };
  },
  adminFrontNewsDelete: async (t) => ({ body: { id: (await makeFrontNews(t.dataSource)).id } }),
  adminFrontNewsComeback: async (t) => ({ body: { id: (await makeFrontNews(t.dataSource, { deleted: true })).id } }),

  adminColumnConnectSearch: async (t) => ({ query: { item_id: (await makeItem(t.dataSource)).id, keyword: 'コラム', status: 'active', sort: 'title', order: 'asc' } }),
  adminColumnConnectDetail: async (t) => ({ params: { id: (await makeColumnConnect(t.dataSource, { itemId: (await makeItem(t.dataSource)).id })).id } }),
  adminColumnConnectCreate: async (t) => ({ body: { item_id: (await makeItem(t.dataSource)).id, title: '権限テストのコラム', column_url: 'https://column.example/role-test' } }),
  adminColumnConnectEdit: async (t) => {
    const link = await makeColumnConnect(t.dataSource, { itemId: (await makeItem(t.dataSource)).id });
    return { body: { id: link.id, version: link.version, item_id: link.itemId, title: '権限テストで更新', column_url: 'https://column.example/updated' } };
  },
  adminColumnConnectDelete: async (t) => ({ body: { id: (await makeColumnConnect(t.dataSource, { itemId: (await makeItem(t.dataSource)).id })).id } }),
  adminColumnConnectComeback: async (t) => ({ body: { id: (await makeColumnConnect(t.dataSource, { itemId: (await makeItem(t.dataSource)).id, deleted: true })).id } }),

  adminColumnTagConnectSearch: async (t) => ({ query: { tag_id: (await makeTag(t.dataSource)).id, keyword: 'コラム', status: 'deleted', sort: 'created_at' } }),
  adminColumnTagConnectDetail: async (t) => ({ params: { id: (await makeColumnTagConnect(t.dataSource, { tagId: (await makeTag(t.dataSource)).id })).id } }),
  adminColumnTagConnectCreate: async (t) => ({ body: { tag_id: (await makeTag(t.dataSource)).id, title: '権限テストのコラム', column_url: 'https://column.example/role-test' } }),
  adminColumnTagConnectEdit: async (t) => {
    const link = await makeColumnTagConnect(t.dataSource, { tagId: (await makeTag(t.dataSource)).id });
    return { body: { id: link.id, version: link.version, tag_id: link.tagId, title: '権限テストで更新', column_url: 'http://column.example/updated' } };
  },
  adminColumnTagConnectDelete: async (t) => ({ body: { id: (await makeColumnTagConnect(t.dataSource, { tagId: (await makeTag(t.dataSource)).id })).id } }),
  adminColumnTagConnectComeback: async (t) => ({ body: { id: (await makeColumnTagConnect(t.dataSource, { tagId: (await makeTag(t.dataSource)).id, deleted: true })).id } }),

  adminItemSearch: () => ({ query: { keyword: '開発', status: 'published', rate_from: 500_000, sort: 'rate', order: 'desc', page: 1, per_page: 20 } }),
  adminItemCountInfo: () => ({ query: { keyword: '開発', published_from: '2026-01-01' } }),
  adminItemDetail: async (t) => ({ params: { id: (await makeItem(t.dataSource)).id } }),
  adminItemEditInfo: async (t) => ({ params: { id: (await makeItem(t.dataSource)).id } }),
  adminItemRegister: async (t) => ({ body: { name: '権限テストの案件', rate_detail: 'スキル見合い', tag_ids: [(await makeTag(t.dataSource)).id], status: 'draft' } }),
  adminItemRegisterEmailTemporary: () => ({ body: { mail: '【案件名】権限テストの案件\n【単価】60〜70万円\n【面談】1回' } }),
  adminItemDelete: async (t) => ({ body: { id: (await makeItem(t.dataSource)).id } }),
  adminItemAreaAll: () => ({}),
  adminItemBizCategoryAll: () => ({}),
  adminItemTagListForItemInput: () => ({ query: { term: 'ｊａｖ', limit: 5 } }),
  adminItemPickupTag: () => ({}),
  adminItemSpecialTag: () => ({}),

  adminItemTagSearch: () => ({ query: { keyword: 'Java', status: 'published', has_listings: 'true', sort: 'open_listing_count', order: 'desc', page: 1, per_page: 20 } }),
  adminItemTagCountInfo: () => ({ query: { keyword: 'Java', has_listings: 'false' } }),
  adminItemTagDetail: async (t) => ({ params: { id: (await makeTag(t.dataSource)).id } }),
  adminItemTagRegister: () => ({ body: { term: `権限テスト-${uniqueName()}`, aliases: 'けんげん', popular_group: 'feature', is_pickup: true, html_content: '<p>説明</p>' } }),
  adminItemTagEditInfo: async (t) => {
    const tag = await makeTag(t.dataSource);
    return { body: { id: tag.id, version: tag.version, term: `権限テストで更新-${uniqueName()}`, is_special: true } };
  },
  adminItemTagDelete: async (t) => ({ body: { id: (await makeTag(t.dataSource)).id } }),
  adminItemTagDeleteMultiple: async (t) => ({ body: { ids: [(await makeTag(t.dataSource)).id, (await makeTag(t.dataSource)).id] } }),
  adminItemTagRevival: async (t) => ({ body: { id: (await makeTag(t.dataSource, { deletedAt: new Date() })).id } }),
  adminItemTagTermSearch: () => ({ query: { term: 'ｊａｖ', limit: 5 } }),
  adminItemTagTagListForIntegrationInput: async (t) => ({ query: { id: (await makeTag(t.dataSource)).id, term: 'tag', limit: 10 } }),
  adminItemTagTagIntegration: async (t) => ({ body: { from_id: (await makeTag(t.dataSource)).id, into_id: (await makeTag(t.dataSource)).id } }),

  adminItemTagCategorySearch: () => ({ query: { keyword: '言語', status: 'deleted', sort: 'tag_count', order: 'desc', page: 1, per_page: 20 } }),
  adminItemTagCategoryCountInfo: () => ({ query: { keyword: '言語' } }),
  adminItemTagCategoryDetail: async (t) => ({ params: { id: (await makeTagCategory(t.dataSource)).id } }),
  adminItemTagCategoryRegister: () => ({ body: { name: `権限テスト-${uniqueName()}`, sort_order: 5 } }),
  adminItemTagCategoryEditInfo: async (t) => {
    const category = await makeTagCategory(t.dataSource);
    return { body: { id: category.id, version: category.version, name: `権限テストで更新-${uniqueName()}` } };
  },
  adminItemTagCategoryDelete: async (t) => ({ body: { id: (await makeTagCategory(t.dataSource)).id } }),
  adminItemTagCategoryDeleteMultiple: async (t) => ({ body: { ids: [(await makeTagCategory(t.dataSource)).id, (await makeTagCategory(t.dataSource)).id] } }),
  adminItemTagCategoryRevival: async (t) => ({ body: { id: (await makeTagCategory(t.dataSource, { deletedAt: new Date() })).id } }),
  adminItemTagCategoryTermSearch: () => ({ query: { term: 'カテ' } }),
  adminItemTagCategoryTagListForIntegrationInput: async (t) => ({ query: { id: (await makeTagCategory(t.dataSource)).id } }),
  adminItemTagCategoryTagIntegration: async (t) => ({ body: { from_id: (await makeTagCategory(t.dataSource)).id, into_id: (await makeTagCategory(t.dataSource)).id } }),

  adminMemberSearch: () => ({
    query: { keyword: '山田', progress: 1, impression: 4, auth_state: 1, prefecture_id: 13, registered_from: '2026-01-01', sort: 'last_name_kana', order: 'asc', page: 1, per_page: 20 },
  }),
  adminMemberDetail: async (t) => ({ params: { id: (await makeMember(t.dataSource)).member.id } }),
  adminMemberDetailProgress: async (t) => ({ params: { id: (await makeMember(t.dataSource)).member.id } }),
  adminMemberDetailEvaluation: async (t) => ({ params: { id: (await makeMember(t.dataSource)).member.id } }),
  adminMemberUpdateStatus: async (t) => ({ body: { id: (await makeMember(t.dataSource)).member.id, progress: 1 } }),
  adminMemberUpdateMemo: async (t) => ({ body: { id: (await makeMember(t.dataSource)).member.id, memo: '権限テストのメモ' } }),
  adminMemberUpdateImpression: async (t) => ({ body: { id: (await makeMember(t.dataSource)).member.id, impression: 3 } }),
  adminMemberImpressionNoteUpdate: async (t) => ({ body: { id: (await makeMember(t.dataSource)).member.id, impression_note: '権限テストの印象メモ' } }),
  // A CSV (2xx, text/csv) of the list under filters that match a member of the factory's name.
  adminMemberGetCsv: () => ({ query: { keyword: '山田', sort: 'email', order: 'asc' } }),
  // Without `part`: the parts as JSON.
  adminMemberChunkDownload: () => ({ query: { keyword: '山田', size: 1000 } }),

  adminEntrySearch: () => ({
    query: { member_keyword: '山田', item_keyword: 'Java', entered_from: '2026-01-01', entered_to: '2026-12-31', validity: 0, status: 'screening', sort: 'created_at', order: 'desc', page: 1, per_page: 20 },
  }),
  adminEntryCountInfo: () => ({ query: { member_keyword: '山田', validity: 0 } }),
  adminEntryDetail: async (t) => ({ params: { id: (await entryExample(t)).id } }),
  adminEntryEntryUser: async (t) => ({ params: { id: (await entryExample(t)).id } }),
  adminEntryUpdateStatus: async (t) => ({ body: { id: (await entryExample(t)).id, status: 'screening' } }),
  adminEntryUpdateValidity: async (t) => ({ body: { id: (await entryExample(t)).id, validity: 1 } }),
  adminEntryDelete: async (t) => ({ body: { id: (await entryExample(t)).id } }),
  adminMemberDetailOther: async (t) => ({ params: { id: (await makeMember(t.dataSource)).member.id } }),
  adminMemberEdit: async (t) => {
    // The member's prefecture must be one of the master list's (the rule of the member's own form).
    await t.dataSource.getRepository(PrefectureEntity).save({ id: 13, name: '東京都', regionId: 1 as never });
    const { member } = await makeMember(t.dataSource);
    const info = { last_name: '権限', first_name: 'テスト', last_name_kana: 'ケンゲン', first_name_kana: 'テスト', birth_date: '1990-04-01', tel: '090-1234-5678' };
    return { body: { id: member.id, version: 1, ...info, prefecture_id: 13, magazine_flag: 0, contract_types: '' } };
  },
  // Each role's request names a member of its own: a second resend within a minute would be refused.
  adminMemberSendAuthMail: async (t) => ({ body: { id: (await makeMember(t.dataSource, { authState: 0 })).member.id } }),
  adminMemberDelete: async (t) => ({ body: { id: (await makeMember(t.dataSource)).member.id } }),

  adminTopMonthlyUserRegistrationNumber: () => ({}),
  adminTopAgeUserNumber: () => ({}),
  adminTopUserItemDetailsAccessInfo: () => ({ query: { days: 7 } }),
  adminTopUserBrowseColumnAccessInfo: () => ({ query: { days: 90 } }),
  adminTopNews: () => ({}),

  adminExternalUserGetExternalServices: () => ({}),
  adminExternalUserSearch: () => ({ query: { keyword: '外部', service_name: 'agent', status: 'unmerged', sort: 'created_at', order: 'desc', page: 1, per_page: 20 } }),
  adminExternalUserDetail: async (t) => ({ params: { id: (await makeExternalUser(t)).id } }),
  adminExternalUserCreate: () => ({ body: { service_name: 'agent', external_id: `権限-${uniqueName()}`, name: '権限 テスト', email: `ext-${uniqueName()}@example.com`, tel: '090-1234-5678' } }),
  adminExternalUserIsExistentOfMember: async (t) => ({ query: { email: (await makeMember(t.dataSource)).member.email } }),
  adminExternalUserMergeExistingMemberWithExternalMember: async (t) => ({
    body: { external_user_id: (await makeExternalUser(t)).id, member_id: (await makeMember(t.dataSource)).member.id },
  }),
  adminEngineerstyleSearch: () => ({ query: { keyword: '山田', work_style: 2, answered_from: '2026-01-01', sort: 'answered_at', order: 'desc', page: 1, per_page: 20 } }),
  adminEngineerstyleDetail: async (t) => ({ params: { id: (await styleAnswer(t)).id } }),
  adminEngineerstyleEdit: async (t) => ({ body: { id: (await styleAnswer(t)).id, version: 1, work_style: 3, desired_weekly_days: 5, desired_rate: 700000 } }),
  adminEngineerstyleDelete: async (t) => ({ body: { id: (await styleAnswer(t)).id } }),
  adminFreelancestartSearch: () => ({ query: { keyword: '山田', start_timing: 1, current_status: 2, has_freelance_experience: 1, sort: 'answered_at', order: 'desc' } }),
  adminFreelancestartDetail: async (t) => ({ params: { id: (await startAnswer(t)).id } }),
  adminFreelancestartEdit: async (t) => ({ body: { id: (await startAnswer(t)).id, version: 1, start_timing: 2, has_freelance_experience: false } }),
  adminFreelancestartDelete: async (t) => ({ body: { id: (await startAnswer(t)).id } }),
  adminEntryDownload: () => ({ query: { member_keyword: '山田', status: 'applied', sort: 'created_at', order: 'asc' } }),

  adminUserAdminSkillSheets: async (t) => ({ params: { id: (await memberWithSheet(t)).member.id } }),
  adminUserAdminUpload: async (t) => ({
    multipart: { fields: { user_id: (await makeMember(t.dataSource)).member.id }, files: { file: { bytes: samplePdf(), filename: '権限テストの経歴書.pdf' } } },
  }),
  adminUserAdminDelete: async (t) => {
    const { member, sheet } = await memberWithSheet(t);
    return { body: { user_id: member.id, id: sheet.id } };
  },
  adminUserAdminDownload: async (t) => ({ query: { filename: (await memberWithSheet(t)).sheet.storedName } }),
  adminUserAdminBulkDownload: async (t) => ({ query: { id: (await memberWithSheet(t)).member.id } }),
};
