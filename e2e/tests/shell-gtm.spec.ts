// Google Tag Manager from the GTM_ID runtime setting: page_view on every route change; nothing without it;
// an invalid id stops the start-up with an error naming the setting.
import { test as base, expect } from '@playwright/test';
import { hydratedPage } from '../support/fixtures';
import { startSite, type RunningSite } from '../support/site';

// The shared page fixture: fails the test on any error in the browser console.
const test = base.extend({ page: hydratedPage });

type Push = Record<string, unknown>;

test.describe('with GTM_ID', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSite({ GTM_ID: 'GTM-TEST123' });
  });
  test.afterAll(async () => site?.stop());

  for (const width of [375, 1280]) {
    test(`pushes gtm.js and a page_view per route change (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const gtmRequests: string[] = [];
      await page.route('https://www.googletagmanager.com/**', (r) => {
        gtmRequests.push(r.request().url());
        return r.fulfill({ body: '', contentType: 'text/javascript' });
      });
      await page.goto(`${site.url}/`);
      const views = () => page.evaluate(() => ((window as unknown as { dataLayer?: Push[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'));
      await expect.poll(views).toEqual([{ event: 'page_view', page_path: '/', page_title: 'ITフリーランスエンジニアの案件・求人サイト エンジニアルート' }]);
      expect(await page.evaluate(() => (window as unknown as { dataLayer: Push[] }).dataLayer.some((e) => e.event === 'gtm.js'))).toBe(true);
      expect(gtmRequests.some((u) => u.includes('gtm.js?id=GTM-TEST123'))).toBe(true);

      await page.getByRole('contentinfo').getByRole('link', { name: '利用規約' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '利用規約' })).toBeVisible();
      await expect.poll(async () => (await views()).length).toBe(2);
      expect((await views())[1]).toMatchObject({ page_path: '/terms', page_title: expect.stringContaining('利用規約') });
      await page.goBack();
      await expect.poll(async () => (await views()).length).toBe(3);
      expect((await views())[2]).toMatchObject({ page_path: '/' });
    });
  }
});

test.describe('with GTM_ID, data-dependent routes', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSite({ GTM_ID: 'GTM-TEST123' });
  });
  test.afterAll(async () => site?.stop());

  test("a listing's page_view reports the listing's own title, not the route's static one (issue 10: meta written once)", async ({ page, request }) => {
    await page.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ body: '', contentType: 'text/javascript' }));
    const { items } = (await (await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`)).json()) as { items: { id: number; name: string }[] };
    const item = items[0];
    await page.goto(`${site.url}/terms`);
    const views = () => page.evaluate(() => ((window as unknown as { dataLayer?: Push[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'));
    await expect.poll(async () => (await views()).length).toBe(1);
    // Client-side navigation (react-router follows popstate): the page writes the title when the listing has loaded.
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/item/detail/${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect.poll(async () => (await views()).length).toBe(2);
    expect((await views())[1]).toEqual({ event: 'page_view', page_path: `/item/detail/${item.id}`, page_title: `${item.name}｜案件詳細｜ITフリーランスエンジニアの案件・求人サイト エンジニアルート` });
    // Back to a static route: its title at once.
    await page.goBack();
    await expect.poll(async () => (await views()).length).toBe(3);
    expect((await views())[2]).toMatchObject({ page_path: '/terms', page_title: expect.stringContaining('利用規約') });
  });
});

test('without GTM_ID there is no dataLayer and nothing is fetched from the internet', async ({ page }) => {
  const site = await startSite();
  try {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(site.url)) external.push(r.url());
    });
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(external).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('an invalid GTM_ID stops the start-up with an error naming the setting', async () => {
  await expect(startSite({ GTM_ID: 'UA-12345' })).rejects.toThrow(/Invalid setting GTM_ID/);
});
