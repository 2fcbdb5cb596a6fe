// Issue 16: the back office dashboard at /admin. Staff log in on another back-office page (no chart library
// there), open ダッシュボード from the menu: the chart chunk arrives then, every card draws its chart, and each
// chart's figures are in a table with a caption. A member who signs up now counts in this month's registrations
// (one more after a reload). Axe and no sideways scroll at 375 and 1280 px.
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
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
