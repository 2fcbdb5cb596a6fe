import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { japaneseDay } from '../src/common/time/japan-day';
import { japanDayStart } from '../src/common/time/japan-time';
import { AdminRole } from '../src/modules/admin-users/entities/admin-user.entity';
import { ColumnConnectEntity } from '../src/modules/columns/entities/column-connect.entity';
import { ItemViewCounter } from '../src/modules/items/detail/item-view-counter';
import { AuthState, MemberEntity } from '../src/modules/members/entities/member.entity';
import { makeColumnConnect, makeColumnTagConnect, makeItem, makeMember, makeNews, makeTag } from './support/factories';
import { bearer } from './support/session-tokens';
import { staffSession, type StaffHeaders } from './support/staff-sessions';
import { createTestApp, csrfHeader, type TestApp } from './support/test-app';

jest.setTimeout(180_000);

const COLUMN_SITE = 'https://column.example';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Month {
  month: string;
  label: string;
  count: number;
}
interface Band {
  band: string;
  label: string;
  count: number;
}
interface Day {
  day: string;
  views: number;
}

/** `YYYY-MM-DD` of Japan's today shifted by `days`. */
const japanDay = (days = 0) => japaneseDay(new Date(Date.now() + days * 86_400_000)).day;
/** `YYYY-MM` of the Japanese month `back` months before this one. */
function japanMonth(back: number): string {
  const [y, m] = japanDay().split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Issue 16, the back office dashboard (SPEC §7 top/*) on MariaDB: registrations per Japanese month (empty months,
 * the month's first instant in Japan), age bands from birth dates (birthday today / tomorrow), listing and column
 * views per day and the most viewed, recording a column view once per visitor and day, the latest notices, roles.
 * The figures are site-wide: each test reads them before and after creating its own data and checks the change.
 */
describe('back office dashboard (top/*)', () => {
  let t: TestApp;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined, columnSiteUrl: COLUMN_SITE });
    viewer = (await staffSession(t, AdminRole.Viewer, '閲覧 三郎')).headers;
  });

  afterAll(async () => {
    await t?.close();
  });

  const http = () => request(t.app.getHttpServer());
  const get = (path: string, query: Record<string, string | number> = {}, as: Record<string, string> = viewer) => http().get(`/api/admin/top/${path}`).set(as).query(query);

  async function member(fields: Partial<MemberEntity> = {}) {
    const { member: created } = await makeMember(t.dataSource, { email: `dash-${randomBytes(4).toString('hex')}@example.com` });
    if (Object.keys(fields).length) await t.dataSource.getRepository(MemberEntity).update({ id: created.id }, fields);
    return created;
  }

  it('counts registrations per Japanese month for the last 24 months, empty months as 0, the month starting at midnight in Japan', async () => {
    const months = async () => (await get('monthly-user-registration-number').expect(200)).body as { months: Month[]; total: number };
    const before = await months();
    expect(before.months).toHaveLength(24);
    expect(before.months[23].month).toBe(japanMonth(0));
    expect(before.months[0].month).toBe(japanMonth(23));
    expect(before.months[23].label).toBe(`${japanMonth(0).slice(0, 4)}年${Number(japanMonth(0).slice(5))}月`);

    const thisMonthStart = japanDayStart(`${japanMonth(0)}-01`)!;
    await member({ createdAt: thisMonthStart }); // 00:00 on the 1st in Japan: this month
    await member({ createdAt: new Date(thisMonthStart.getTime() - 1) }); // 23:59:59.999 the day before: last month
    await member({ createdAt: japanDayStart(`${japanMonth(13)}-15`)! });
    await member({ createdAt: japanDayStart(`${japanMonth(24)}-15`)! }); // older than the 24 months
    // Not members (yet, or any more): a provisional sign-up and a withdrawn member.
    await member({ createdAt: thisMonthStart, authState: AuthState.Provisional });
    const gone = await member({ createdAt: thisMonthStart });
    await t.dataSource.getRepository(MemberEntity).softDelete(gone.id);

    const after = await months();
    const change = after.months.map((m, i) => m.count - before.months[i].count);
    const expected = Array<number>(24).fill(0);
    expected[23] = 1;
    expected[22] = 1;
    expected[10] = 1;
    expect(change).toEqual(expected);
    expect(after.total - before.total).toBe(3);
    expect(after.months.every((m) => Number.isInteger(m.count) && m.count >= 0)).toBe(true);
  });

  it('counts members per age band by their age in Japan today: a birthday today counts, tomorrow not yet', async () => {
    const bands = async () => Object.fromEntries(((await get('age-user-number').expect(200)).body.bands as Band[]).map((b) => [b.band, b]));
    const before = await bands();
    expect(Object.values(before).map((b) => b.label).filter((l) => l !== '18歳未満')).toEqual([
      '18〜24歳', '25〜29歳', '30〜34歳', '35〜39歳', '40〜44歳', '45〜49歳', '50〜54歳', '55〜59歳', '60歳以上', '未登録',
    ]);

    const bornYearsAgo = (years: number, dayShift = 0) => {
      const day = japanDay(dayShift);
      return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
    };
    await member({ birthDate: bornYearsAgo(25) }); // 25 today
    await member({ birthDate: bornYearsAgo(25, 1) }); // 25 tomorrow: 24 today
    await member({ birthDate: bornYearsAgo(60) });
    await member({ birthDate: bornYearsAgo(59, 1) }); // 59 until tomorrow
    await member({ birthDate: null });
    await member({ birthDate: bornYearsAgo(17) }); // only from old data: counted apart
    await member({ birthDate: bornYearsAgo(30), authState: AuthState.Provisional }); // not counted
    const gone = await member({ birthDate: bornYearsAgo(30) });
    await t.dataSource.getRepository(MemberEntity).softDelete(gone.id);

    const after = await bands();
    const change = (band: string) => after[band].count - (before[band]?.count ?? 0);
    expect([change('25-29'), change('18-24'), change('60-'), change('55-59'), change('unknown'), change('under-18'), change('30-34')]).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(after['under-18'].label).toBe('18歳未満');
    const res = await get('age-user-number').expect(200);
    expect(res.body.total).toBe((res.body.bands as Band[]).reduce((sum, b) => sum + b.count, 0));
  });

  it('gives listing detail views per Japanese day (every day, 0 when none) and the most viewed listings with their names', async () => {
    const access = async (query: Record<string, number> = {}) => (await get('user-item-details-access-info', query).expect(200)).body as { days: Day[]; total: number; top_items: { item_id: number; name: string; views: number }[] };
    const before = await access();
    expect(before.days).toHaveLength(30);
    expect(before.days[29].day).toBe(japanDay());
    expect(before.days[0].day).toBe(japanDay(-29));
    expect((await access({ days: 7 })).days.map((d) => d.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(japanDay));
    await get('user-item-details-access-info', { days: 6 }).expect(400);
    await get('user-item-details-access-info', { days: 91 }).expect(400);

    const popular = await makeItem(t.dataSource, { name: `人気の案件${randomBytes(3).toString('hex')}` });
    const second = await makeItem(t.dataSource, { name: `二番目の案件${randomBytes(3).toString('hex')}` });
    // Today, through the listing page: one view per visitor, crawlers not at all.
    const view = (id: number, ip: string, userAgent = CHROME) => t.http.get(`/api/front/item/get-item-detail/${id}`).set('X-Forwarded-For', ip).set('User-Agent', userAgent).expect(200);
    await view(popular.id, '203.0.113.20');
    await view(popular.id, '203.0.113.20');
    await view(popular.id, '203.0.113.21');
    await view(popular.id, '66.249.66.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    // Earlier days, as the counter records them (far more than any other test's listing, so both lead the top list).
    const counter = t.app.get(ItemViewCounter);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    counter.record(popular.id, daysAgo(3), 5_000_000);
    counter.record(second.id, daysAgo(3), 1_000_000);
    counter.record(second.id, daysAgo(40), 9_000_000); // outside the 30 days
    await counter.flush();

    const after = await access();
    const change = after.days.map((d, i) => d.views - before.days[i].views);
    const expected = Array<number>(30).fill(0);
    expected[29] = 2;
    expected[26] = 6_000_000;
    expect(change).toEqual(expected);
    expect(after.total - before.total).toBe(6_000_002);
    expect(after.top_items.slice(0, 2)).toEqual([
      { item_id: popular.id, name: popular.name, views: 5_000_002 },
      { item_id: second.id, name: second.name, views: 1_000_000 },
    ]);
    expect(after.top_items.length).toBeLessThanOrEqual(10);
    // The 90 days see the older views too.
    expect((await access({ days: 90 })).top_items[0]).toEqual({ item_id: second.id, name: second.name, views: 10_000_000 });
  });

  it('records a column view when a visitor opens a column link the site shows: once per visitor and day, not for crawlers or unknown URLs', async () => {
    const item = await makeItem(t.dataSource);
    const tag = await makeTag(t.dataSource);
    const column = await makeColumnConnect(t.dataSource, { itemId: item.id, url: `${COLUMN_SITE}/tax-${randomBytes(3).toString('hex')}`, title: '確定申告のコラム' });
    const byTag = await makeColumnTagConnect(t.dataSource, { tagId: tag.id, url: `${COLUMN_SITE}/start-${randomBytes(3).toString('hex')}`, title: '独立のコラム' });
    const deleted = await makeColumnConnect(t.dataSource, { itemId: item.id, url: `${COLUMN_SITE}/old-${randomBytes(3).toString('hex')}`, deleted: true });
    const elsewhere = await makeColumnConnect(t.dataSource, { itemId: item.id, url: `https://elsewhere.example/${randomBytes(3).toString('hex')}` });

    const access = async () => (await get('user-browse-column-access-info', { days: 7 }).expect(200)).body as { days: Day[]; total: number; top_columns: { url: string; title: string | null; views: number }[] };
    const before = await access();
    expect(before.days.map((d) => d.day)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(japanDay));

    const headers = await csrfHeader(t.http);
    const open = (url: string, ip: string, userAgent = CHROME) =>
      t.http.post('/api/front/column/record-column-view').set(headers).set('X-Forwarded-For', ip).set('User-Agent', userAgent).send({ url }).expect(204);
    await open(column.columnUrl, '203.0.113.30');
    await open(column.columnUrl, '203.0.113.30'); // the same visitor again today
    await open(column.columnUrl, '203.0.113.31');
    await open(byTag.columnUrl, '203.0.113.30');
    await open(column.columnUrl, '66.249.66.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await open(deleted.columnUrl, '203.0.113.30');
    await open(elsewhere.columnUrl, '203.0.113.30');
    await open(`${COLUMN_SITE}/made-up-${randomBytes(3).toString('hex')}`, '203.0.113.30');
    await t.http.post('/api/front/column/record-column-view').set(headers).send({}).expect(400);
    // Without the anti-forgery header, refused like every other write.
    await t.http.post('/api/front/column/record-column-view').send({ url: column.columnUrl }).expect(419);

    const after = await access();
    expect(after.days[6].views - before.days[6].views).toBe(3);
    expect(after.total - before.total).toBe(3);
    const row = (url: string) => after.top_columns.find((c) => c.url === url);
    expect(row(column.columnUrl)).toEqual({ url: column.columnUrl, title: '確定申告のコラム', views: 2 });
    expect(row(byTag.columnUrl)).toEqual({ url: byTag.columnUrl, title: '独立のコラム', views: 1 });
    expect(row(deleted.columnUrl)).toBeUndefined();
    expect(row(elsewhere.columnUrl)).toBeUndefined();

    // A view outlives its link: the column keeps its title after staff delete the link, and its views.
    await t.dataSource.getRepository(ColumnConnectEntity).softDelete(column.id);
    expect((await access()).top_columns.find((c) => c.url === column.columnUrl)).toEqual({ url: column.columnUrl, title: '確定申告のコラム', views: 2 });
  });

  it('lists the latest published staff notices, newest first', async () => {
    const newest = await makeNews(t.dataSource, { title: `最新のお知らせ${randomBytes(3).toString('hex')}`, publishedAt: new Date(Date.now() - 60_000) });
    await makeNews(t.dataSource, { title: '下書き', publishedAt: null });
    await makeNews(t.dataSource, { title: '予定', publishedAt: new Date(Date.now() + 86_400_000) });
    const res = await get('news').expect(200);
    expect(res.body.news.length).toBeLessThanOrEqual(5);
    expect(res.body.news[0]).toMatchObject({ id: newest.id, title: newest.title, status: 'published', status_label: '公開中' });
    expect(res.body.news.map((n: { title: string }) => n.title)).not.toContain('下書き');
    expect(res.body.news.map((n: { title: string }) => n.title)).not.toContain('予定');
  });

  it('is read by every staff role and by nobody else', async () => {
    const paths = ['monthly-user-registration-number', 'age-user-number', 'user-item-details-access-info', 'user-browse-column-access-info', 'news'];
    const editor = (await staffSession(t, AdminRole.Editor)).headers;
    const owner = (await staffSession(t, AdminRole.Owner)).headers;
    const memberHeaders = bearer(t, 'member', (await makeMember(t.dataSource)).member);
    for (const path of paths) {
      for (const as of [viewer, editor, owner]) await get(path, {}, as).expect(200);
      await http().get(`/api/admin/top/${path}`).expect(401);
      expect([401, 403]).toContain((await get(path, {}, memberHeaders)).status);
    }
  });
});
