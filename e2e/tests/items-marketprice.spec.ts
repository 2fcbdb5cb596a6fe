// /item/marketprice: charts and tables render, and the chart chunk loads only on this page.
import { test, expect } from '../support/fixtures';

// Chunk files are named by id and hash: recognise the chart chunk by its content.
const CHART_MARK = 'mfe-items-range-chart__range';

test('the market price page renders charts with tables, from a chunk loaded only there', async ({ page, site, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const chartChunks = async () => {
    const hits: string[] = [];
    for (const url of new Set(scripts)) {
      if ((await (await request.get(url)).text()).includes(CHART_MARK)) hits.push(url);
    }
    return hits;
  };
  await page.goto(`${site.url}/item/search`);
  await expect(page.getByRole('heading', { level: 1, name: '案件一覧' })).toBeVisible();
  await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(await chartChunks()).toEqual([]);

  // client-side navigation to the page
  await page.evaluate(() => {
    window.history.pushState({}, '', '/item/marketprice');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: '案件の単価相場' })).toBeVisible();
  await expect(page.getByRole('table', { name: '業界別の単価相場（月額・万円）' })).toBeVisible();
  await expect(page.getByRole('table', { name: '都道府県別の単価相場（月額・万円）' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'スキル別の単価相場（月額・万円）' })).toBeVisible();
  await expect(page.getByRole('img', { name: /業界別の単価相場（グラフ）/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /スキル別の単価相場（グラフ）/ })).toBeVisible();
  expect(await page.locator('.mfe-items-range-chart__range').count()).toBeGreaterThan(3);
  expect(await page.getByRole('table', { name: '業界別の単価相場（月額・万円）' }).getByRole('rowheader').count()).toBeGreaterThan(1);
  expect(await chartChunks()).toHaveLength(1);
});
