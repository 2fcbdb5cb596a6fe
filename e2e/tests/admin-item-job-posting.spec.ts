// The listing page's JobPosting (Google for Jobs) names the hiring organization staff set in the back office: the
// client they named, with its site, and its closing day — or, when they choose 非公開, the operator of the site at
// the site's own address. Never a placeholder company.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_OWNER, logInAsStaff } from '../support/staff';

async function jobPostingOf(page: Page, url: string): Promise<Record<string, unknown>> {
  await page.goto(url);
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? 'null') as Record<string, unknown>;
}

test('staff name a listing’s client (or 非公開) and its closing day; the listing page’s JobPosting says so', async ({ page, site }) => {
  const word = `zq${randomBytes(5).toString('hex')}`;
  const name = `【Go】E2E 物流基盤の開発 ${word}`;

  await page.goto(`${site.url}/admin/item/create`);
  await logInAsStaff(page, DEMO_OWNER);
  await expect(page.getByRole('heading', { level: 1, name: '案件の新規作成' })).toBeVisible();
  await page.getByLabel(/^案件名/).fill(name);
  await page.getByLabel(/^単価の表示/).fill('スキル見合い');
  await page.getByRole('group', { name: 'エリア' }).getByRole('checkbox', { name: '東京都' }).check();
  const client = page.getByLabel(/^クライアント企業$/);
  await expect(client).toHaveValue('undisclosed');
  await client.selectOption({ label: '企業名を載せる' });
  await page.getByLabel(/^クライアント企業名/).fill('株式会社E2E物流');
  await page.getByLabel(/^クライアント企業のサイト/).fill('https://logistics.example/');
  await page.getByLabel(/^募集終了予定日/).fill('2030-03-31');
  await page.getByRole('button', { name: '公開する' }).click();
  await page.getByRole('alertdialog', { name: 'この案件を公開しますか？' }).getByRole('button', { name: '公開する' }).click();
  await expect(page.getByText('公開しました。')).toBeVisible();
  // The page of the listing just published.
  await expect(page).toHaveURL(/\/admin\/item\/edit\/\d+$/);
  const id = Number(/\/admin\/item\/edit\/(\d+)$/.exec(page.url())![1]);

  const named = await jobPostingOf(page, `${site.url}/item/detail/${id}`);
  expect(named).toMatchObject({
    '@type': 'JobPosting',
    title: `E2E 物流基盤の開発 ${word}`,
    directApply: true,
    validThrough: '2030-03-31T23:59:59+09:00',
    hiringOrganization: { '@type': 'Organization', name: '株式会社E2E物流', sameAs: 'https://logistics.example/' },
    jobLocation: [{ '@type': 'Place', address: { '@type': 'PostalAddress', addressRegion: '東京都', addressCountry: 'JP' } }],
  });
  // The page states what its structured data states (Google's rule for JobPosting).
  const facts = page.locator('.mfe-items-detail__facts');
  await expect(facts.getByText('企業名', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('株式会社E2E物流');
  await expect(facts.getByText('募集終了予定日', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('2030年3月31日');

  // 非公開: the operator of this site, at its address.
  await page.goto(`${site.url}/admin/item/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: '案件の編集' })).toBeVisible();
  await page.getByLabel(/^クライアント企業$/).selectOption({ label: '非公開（運営会社の名前で掲載）' });
  await page.getByLabel(/^募集終了予定日/).fill('');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText(/保存しました/)).toBeVisible();
  const undisclosed = await jobPostingOf(page, `${site.url}/item/detail/${id}`);
  expect(undisclosed.hiringOrganization).toEqual({ '@type': 'Organization', name: '株式会社エンジニアルート', sameAs: site.url });
  expect(undisclosed.validThrough).toBeUndefined();
  await expect(page.locator('.mfe-items-detail__facts').getByText('掲載日', { exact: true })).toBeVisible();
  await expect(page.locator('.mfe-items-detail__facts').getByText('企業名', { exact: true })).toHaveCount(0);
  await expect(page.locator('.mfe-items-detail__facts').getByText('募集終了予定日', { exact: true })).toHaveCount(0);
});
