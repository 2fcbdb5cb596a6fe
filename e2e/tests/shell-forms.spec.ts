// Both inquiry flows end to end (validation, confirm, back, reload, double submit, comp, mails),
// field errors in Japanese, and axe-core on the forms.
import { seriousViolations } from '../support/axe';
import { test as base, expect } from '@playwright/test';
import { mailsTo } from '../support/mail';
import { hydratedPage, pageBeforeScripts } from '../support/fixtures';
import { startSite, type RunningSite } from '../support/site';

// Its own site: these tests post more inquiries than the per-IP rate limit allows by default.
const test = base.extend<{}, { site: RunningSite }>({
  page: hydratedPage,
  site: [
    async ({}, use) => {
      const site = await startSite({ CONTACT_RATE_LIMIT: '100' });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('general inquiry: errors, confirm, back, reload, one post on double click, comp, mails', async ({ page, site, request }) => {
      const email = `contact-${width}-${Date.now()}@example.com`;
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/front/content-of-contact-post')) posts.push(r.postData() ?? '');
      });
      await page.goto(`${site.url}/contact`);
      await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // Nothing filled: Japanese field errors next to the fields.
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect(page.getByText('プライバシーポリシーへの同意が必要です')).toBeVisible();
      await expect(page.getByLabel(/^お名前/)).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel(/お問い合わせ種別/).selectOption({ label: '採用' });
      await page.getByLabel(/^お名前/).fill('山田 太郎');
      await page.getByLabel(/^フリガナ/).fill('やまだ');
      await page.getByLabel(/^メールアドレス/).fill(email);
      await page.getByLabel(/^電話番号/).fill('０３－１２３４－５６７８');
      await page.getByLabel(/^お問い合わせ内容/).fill('御社の採用について詳しくお伺いしたいです。よろしくお願いいたします。');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect(page.getByText('全角カタカナで入力してください').last()).toBeVisible();
      await page.getByLabel(/^フリガナ/).fill('ヤマダ タロウ');
      await page.getByRole('button', { name: '入力内容を確認する' }).click();

      await expect(page).toHaveURL(/\/contact\/confirm$/);
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('採用', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: '戻る' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByLabel(/^お名前/)).toHaveValue('山田 太郎');
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect(page).toHaveURL(/\/contact\/confirm$/);
      await page.reload();
      await expect(page.getByText(email)).toBeVisible();

      await page.getByRole('button', { name: '送信する' }).dblclick();
      await expect(page).toHaveURL(/\/contact\/comp$/);
      await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ（送信完了）' })).toBeVisible();
      expect(posts).toHaveLength(1);
      expect(JSON.parse(posts[0]!).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);

      // The auto-reply to the sender and the notice to staff are in the outbox.
      await expect.poll(async () => (await mailsTo(request, site.url, email)).length).toBeGreaterThan(0);
      await page.goto(`${site.url}/dev/mail`);
      await expect(page.getByText(email).first()).toBeVisible();

      // A new visit starts empty (the draft was cleared).
      await page.goto(`${site.url}/contact`);
      await expect(page.getByLabel(/^お名前/)).toHaveValue('');
    });

    test('company inquiry end to end', async ({ page, site, request }) => {
      const email = `company-${width}-${Date.now()}@example.com`;
      await page.goto(`${site.url}/company`);
      await expect(page.getByRole('heading', { level: 1, name: '企業様お問い合わせ' })).toBeVisible();
      await page.getByLabel(/^会社名/).fill('株式会社テスト商事');
      await page.getByLabel(/^部署名/).fill('開発部');
      await page.getByLabel(/^ご担当者名/).fill('佐藤 花子');
      await page.getByLabel(/^フリガナ/).fill('サトウ ハナコ');
      await page.getByLabel(/^メールアドレス/).fill(email);
      await page.getByLabel(/^電話番号/).fill('abc');
      await page.getByLabel(/^お問い合わせ内容/).fill('Reactエンジニアを2名、来月から6か月ほどお願いしたいと考えています。');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect(page.getByText('電話番号の形式が正しくありません')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel(/^電話番号/).fill('03-1234-5678');
      await page.getByRole('button', { name: '入力内容を確認する' }).click();
      await expect(page).toHaveURL(/\/company\/confirm$/);
      await expect(page.getByText('株式会社テスト商事')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '送信する' }).click();
      await expect(page).toHaveURL(/\/company\/comp$/);
      await expect.poll(async () => (await mailsTo(request, site.url, email)).length).toBeGreaterThan(0);
      await page.goto(`${site.url}/dev/mail`);
      await expect(page.getByText(email).first()).toBeVisible();
    });
  });
}

test('guide request → thanks page, with the auto-reply mail', async ({ page, site, request }) => {
  const email = `guide-${Date.now()}@example.com`;
  await page.goto(`${site.url}/engineers-guide-to-success`);
  await expect(page.getByRole('heading', { level: 1, name: 'フリーランスエンジニア成功ガイド' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/^お名前/).fill('鈴木 一郎');
  await page.getByLabel(/^メールアドレス/).fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '無料でガイドを受け取る' }).click();
  await expect(page).toHaveURL(/\/engineers-guide-to-success\/thanks$/);
  await expect.poll(async () => (await mailsTo(request, site.url, email)).length).toBeGreaterThan(0);
});

// The tax-accountant request's journey (input → confirm → comp, issue 11) is in shell-issue11-forms.spec.ts.

test('the per-IP rate limit answers with the Japanese message', async ({ page }) => {
  const site = await startSite({ CONTACT_RATE_LIMIT: '1' });
  try {
    await page.goto(`${site.url}/engineers-guide-to-success`);
    for (const n of [1, 2]) {
      if (n === 2) await page.goto(`${site.url}/engineers-guide-to-success`);
      await page.getByLabel(/^お名前/).fill('鈴木 一郎');
      await page.getByLabel(/^メールアドレス/).fill(`limit-${n}-${Date.now()}@example.com`);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: '無料でガイドを受け取る' }).click();
      if (n === 1) await expect(page).toHaveURL(/\/thanks$/);
    }
    await expect(page.getByRole('alert')).toHaveText('送信回数の上限に達しました。しばらくしてから再度お試しください。');
  } finally {
    await site.stop();
  }
});

test('what a visitor types before the page script runs stays in the form', async ({ site, context }) => {
  const { page, runScripts } = await pageBeforeScripts(context, `${site.url}/company`);
  const company = page.getByLabel(/^会社名/);
  await company.fill('株式会社先行入力');
  await runScripts();
  // Typing elsewhere renders the form again: the first field keeps what was typed before React ran.
  await page.getByLabel(/^部署名/).fill('開発部');
  await expect(company).toHaveValue('株式会社先行入力');
  await expect(page.getByLabel(/^部署名/)).toHaveValue('開発部');
  await page.close();
});
