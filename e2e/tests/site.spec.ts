// The whole site on a fresh machine: the host shell renders, and each remote renders a real page fed by the API.
import { test, expect } from '../support/fixtures';

test('the top page shows the shell and the newest listings from mfe-items', async ({ page, site }) => {
  const response = await page.goto(`${site.url}/`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/エンジニアルート/);
  await expect(page.getByRole('heading', { level: 1, name: 'ITフリーランスエンジニアの案件・求人サイト' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '利用規約' })).toBeVisible();
  // The widget is federated from mfe-items and fed by get-new-item-list.
  await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
});

test('mfe-items renders the listings page at /item/search', async ({ page, site }) => {
  await page.goto(`${site.url}/item/search`);
  await expect(page.getByRole('heading', { name: '案件一覧' })).toBeVisible();
  await expect(page.getByRole('link', { name: '詳細を見る' }).first()).toBeVisible();
  const first = page.locator('[href^="/item/tag/"]').first();
  await expect(first).toBeVisible();
});

test('mfe-account renders the sign-up page with the 47 prefectures from the API', async ({ page, site }) => {
  await page.goto(`${site.url}/user/regist`);
  const prefecture = page.getByLabel('都道府県');
  await expect(prefecture).toBeVisible();
  await expect(prefecture.locator('option', { hasText: '北海道' })).toHaveCount(1);
  await expect(prefecture.locator('option', { hasText: '沖縄県' })).toHaveCount(1);
});

test('mfe-admin checks the staff login and logs in', async ({ page, site }) => {
  await page.goto(`${site.url}/admin`);
  await page.getByLabel('メールアドレス').fill('admin@example.com');
  await page.getByLabel('パスワード').fill('admin-pass-1234');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByRole('heading', { name: '管理画面' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '管理画面' })).toBeVisible();
});

test('an unknown path answers 404 with the Japanese not-found page', async ({ page, site }) => {
  const response = await page.goto(`${site.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('指定されたページが見つかりませんでした。（404）')).toBeVisible();
  await page.getByRole('link', { name: /トップ/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ITフリーランスエンジニアの案件・求人サイト' })).toBeVisible();
});

test('mail written in embedded mode is readable at /dev/mail', async ({ page, site, request }) => {
  const csrf = await request.get(`${site.url}/sanctum/csrf-cookie`);
  expect(csrf.status()).toBe(204);
  const token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const sent = await request.post(`${site.url}/dev/mail/test`, {
    data: { to: 'e2e@example.com' },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  expect(sent.ok()).toBeTruthy();
  // This test's own mail, not any: other tests write mail to the same outbox at the same time.
  await expect
    .poll(async () => ((await (await request.get(`${site.url}/dev/mail.json`)).json()) as { mails: { to: string }[] }).mails.some((m) => m.to === 'e2e@example.com'))
    .toBe(true);
  await page.goto(`${site.url}/dev/mail`);
  await expect(page.getByText('e2e@example.com').first()).toBeVisible();
});
