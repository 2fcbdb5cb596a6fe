// A remote that cannot be loaded shows a Japanese error panel where it would have rendered;
// the shell and the other remotes keep working.
import { test, expect } from '@playwright/test';
import { freePort, startSite, type RunningSite } from '../support/site';

const PANEL = 'このコンテンツを読み込めませんでした。';

test.describe('a remote at a dead URL', () => {
  let site: RunningSite;

  test.beforeAll(async () => {
    const deadPort = await freePort(); // nothing listens there
    site = await startSite({ REMOTE_ACCOUNT_URL: `http://127.0.0.1:${deadPort}/` });
  });
  test.afterAll(async () => site?.stop());

  test('shows the error panel in its place while header, footer and other remotes work', async ({ page }) => {
    await page.goto(`${site.url}/login`);
    await expect(page.getByRole('alert')).toContainText(PANEL);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '利用規約' })).toBeVisible();

    // mfe-items still renders, reached through the shell's own navigation.
    await page.goto(`${site.url}/item/search`);
    await expect(page.getByRole('heading', { name: '案件一覧' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a remote whose files fail on the network', () => {
  let site: RunningSite;

  test.beforeAll(async () => {
    site = await startSite();
  });
  test.afterAll(async () => site?.stop());

  test('the top page keeps its heading when the listings widget cannot load', async ({ page }) => {
    await page.route('**/remotes/items/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'ITフリーランスエンジニアの案件・求人サイト' })).toBeVisible();
    await expect(page.getByRole('alert').first()).toContainText(PANEL);

    // The account remote is unaffected.
    await page.goto(`${site.url}/user/regist`);
    await expect(page.getByLabel('都道府県')).toBeVisible();
  });
});
