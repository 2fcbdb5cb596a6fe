// Issue 16: the back office dashboard at /admin. Staff log in on another back-office page (no chart library
// there), open ダッシュボード from the menu: the chart chunk arrives then, every card draws its chart, and each
// chart's figures are in a table with a caption. A member who signs up now counts in this month's registrations
// (one more after a reload). Axe and no sideways scroll at 375 and 1280 px. And on a site whose column links
// are shown (COLUMN_SITE_URL): a visitor's view of a listing and their opening of its related column, twice,
// count once each in today's figures.
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { startSite } from '../support/site';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

const CHART_CHUNK = /\/dashboard-charts\.[0-9a-f]+\.js$/;

/** This month in Japan as the registrations table names it (2026年11月). */
function japanMonthLabel(): string {
  const japan = new Date(Date.now() + 9 * 3600_000);
  return `${japan.getUTCFullYear()}年${japan.getUTCMonth() + 1}月`;
}

for (const width of [375, 1280]) {
  test(`staff see the dashboard's charts and their tables, and a new member in this month's registrations (${width}px)`, async ({ page, site, browser }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize({ width, height: 900 });

    // Another back-office page first: the chart library is not part of it.
    await page.goto(`${site.url}/admin/admin-news`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフ向けお知らせ一覧' })).toBeVisible();
    expect(scripts.filter((url) => CHART_CHUNK.test(url))).toEqual([]);

    const chartChunk = page.waitForResponse((response) => CHART_CHUNK.test(response.url()));
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'ダッシュボード' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '管理画面' })).toBeVisible();
    expect((await chartChunk).status()).toBe(200);

    // Every card draws its chart (hidden from assistive technology) once the chunk is in.
    const charts = page.getByTestId('dashboard-chart');
    await expect(charts).toHaveCount(4);
    for (const chart of await charts.all()) {
      await expect(chart).toHaveAttribute('aria-hidden', 'true');
      await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    }
    // The figures, as tables with captions; the seed's views make the tops non-empty.
    const registrations = page.getByRole('table', { name: '月別の会員登録数（直近24か月）' });
    await expect(registrations.getByRole('row')).toHaveCount(25);
    await expect(page.getByRole('table', { name: '年齢層別の会員数' }).getByRole('row', { name: /未登録/ })).toBeAttached();
    await expect(page.getByRole('table', { name: '日別の案件詳細の閲覧数（直近30日）' }).getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('table', { name: 'よく見られた案件（直近30日）' }).getByRole('row', { name: /1位/ })).toBeVisible();
    await expect(page.getByRole('table', { name: '日別のコラムの閲覧数（直近30日）' }).getByRole('row')).toHaveCount(31);
    await expect(page.getByRole('region', { name: 'スタッフ向けお知らせ' }).getByRole('link').first()).toBeVisible();
    await expectAccessibleAt(page, width);

    // A member who signs up now counts in this month.
    const thisMonth = registrations.getByRole('row', { name: new RegExp(`^${japanMonthLabel()}`) }).getByRole('cell');
    const before = Number((await thisMonth.textContent())!.replace(/,/g, ''));
    const memberContext = await browser.newContext();
    await registerMember(await memberContext.newPage(), site.url, `dash-${width}`);
    await memberContext.close();
    await page.reload();
    await expect(thisMonth).toHaveText((before + 1).toLocaleString('ja-JP'));
    await expect(page.getByRole('region', { name: '会員登録数（月別）' })).toContainText('直近24か月の合計');
    await expectAccessibleAt(page, width);
  });
}

/** The figure in the last row (today) of a table of days. */
const today = (table: Locator) => table.getByRole('row').last().getByRole('cell');
const figure = async (cell: Locator) => Number((await cell.textContent())!.replace(/,/g, ''));

test('a visitor viewing a listing and opening its related column counts once each in today\'s views', async ({ browser }) => {
  // The seed's column links are on https://example.com/column/…: shown once that is the column site.
  const site = await startSite({ COLUMN_SITE_URL: 'https://example.com' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.url}/admin`);
    await logInAsStaff(page, DEMO_OWNER);
    const itemDays = page.getByRole('table', { name: '日別の案件詳細の閲覧数（直近30日）' });
    const columnDays = page.getByRole('table', { name: '日別のコラムの閲覧数（直近30日）' });
    await expect(itemDays.getByRole('row')).toHaveCount(31);
    const [itemsBefore, columnsBefore] = [await figure(today(itemDays)), await figure(today(columnDays))];
    const link = (await (await page.request.get(`${site.url}/api/admin/column-connect/search?per_page=1&sort=id&order=asc`)).json()).items[0] as { item_id: number; column_url: string; title: string };

    // The visitor, in a browser of their own; the column site answers with a page of its own.
    const visitor = await browser.newContext({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 dashboard-visitor' });
    await visitor.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>コラム</title><p>コラム</p>' }));
    const listing = await visitor.newPage();
    await listing.goto(`${site.url}/item/detail/${link.item_id}`);
    const related = listing.getByRole('region', { name: '関連コラム' }).getByRole('link', { name: link.title }).first();
    for (let i = 0; i < 2; i++) {
      const recorded = listing.waitForResponse((r) => r.url().endsWith('/api/front/column/record-column-view'));
      const [column] = await Promise.all([listing.waitForEvent('popup'), related.click()]);
      expect((await recorded).status()).toBe(204);
      await column.close();
    }
    await visitor.close();

    // Listing views are written every few seconds: reload until today's figure has it.
    await expect
      .poll(async () => {
        await page.reload();
        await expect(itemDays.getByRole('row')).toHaveCount(31);
        return [await figure(today(itemDays)), await figure(today(columnDays))];
      }, { timeout: 30_000, intervals: [1_000] })
      .toEqual([itemsBefore + 1, columnsBefore + 1]);
    await expect(page.getByRole('table', { name: 'よく見られたコラム（直近30日）' }).getByRole('link', { name: link.title }).first()).toBeVisible();
    await page.close();
  } finally {
    await site.stop();
  }
});
