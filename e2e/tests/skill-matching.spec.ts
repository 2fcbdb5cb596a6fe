// Issue 13: /user-skill-matching-item and the expected rate. A new member without skills is asked to add
// them; after adding Java on /user/edit, my page shows the expected rate with the way to the matches, and
// the matching page lists the listings needing Java, each saying why, with the search's filters and sorts.
// A visitor who is not logged in is sent to /login and back. axe at 375 and 1280 px, nothing wider than the screen.
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { expectFitsWidth } from '../support/layout';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no skills → prompt; Java added → expected rate on my page → matches with reasons, filters and sorts', async ({ page, site }) => {
      test.setTimeout(90_000);
      await registerMember(page, site.url, `matching-${width}`);
      await page.goto(`${site.url}/user-skill-matching-item`);
      await expect(page.getByRole('heading', { name: 'スキルが登録されていません' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'スキルを登録する' }).click();
      await expect(heading(page, '登録情報の編集')).toBeVisible();

      const skillBox = page.getByRole('combobox', { name: 'スキルを追加' });
      await skillBox.fill('Java');
      await page.getByRole('option', { name: 'Java', exact: true }).click();
      await page.getByRole('combobox', { name: 'Javaの経験年数' }).selectOption({ label: '5年' });
      await page.getByRole('button', { name: '登録情報を更新する' }).click();
      await expect(page.getByRole('status').filter({ hasText: '登録情報を更新しました' })).toBeVisible();

      await page.goto(`${site.url}/user`);
      const estimate = page.locator('.er-rate-estimate');
      await expect(estimate.getByRole('heading', { name: 'あなたの想定単価' })).toBeVisible();
      // The seeded catalog has well over 20 open Java listings with a rate: a figure, and what it rests on.
      await expect(estimate).toContainText(/月額 [\d.]+万円 前後/);
      await expect(estimate).toContainText(/あなたのスキル（Java）を求める公開中の案件 [\d,]+件の単価から/);
      await expectFitsWidth(page, width);
      await estimate.getByRole('link', { name: 'スキルにマッチした案件を見る' }).click();

      await expect(page).toHaveURL(`${site.url}/user-skill-matching-item`);
      await expect(heading(page, /^スキルにマッチした案件 [\d,]+件$/)).toBeVisible();
      await expect(page.getByText('あなたのスキル：Java（5年）')).toBeVisible();
      const firstCard = page.locator('.er-item-card').first();
      await expect(firstCard.getByRole('list', { name: 'マッチした理由' })).toContainText('Java が一致');
      await expect(page.locator('.er-item-card').filter({ hasNot: page.getByRole('list', { name: 'マッチした理由' }) })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsWidth(page, width);

      // The cards are ordered by fit, and the search's sorts apply: 単価が高い順 goes into the URL.
      await page.getByLabel('並び替え').selectOption('rate');
      await expect(page).toHaveURL(/\?sort=rate$/);
      await expect(page.getByLabel('並び替え')).toHaveValue('rate');
      await expect(page.locator('.er-item-card').first().getByRole('list', { name: 'マッチした理由' })).toContainText('Java が一致');
    });

    test('a visitor who is not logged in goes to /login and comes back', async ({ page, site }) => {
      const member = await registerMember(page, site.url, `matching-login-${width}`);
      await page.goto(`${site.url}/logout`);
      await expect(heading(page, 'ログアウトしました')).toBeVisible();
      await page.goto(`${site.url}/user-skill-matching-item?rate_min=60`);
      await expect(page).toHaveURL(`${site.url}/login?next=${encodeURIComponent('/user-skill-matching-item?rate_min=60')}`);
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: /^メールアドレス/ }).fill(member.email);
      await main.getByLabel(/^パスワード/).fill(member.password);
      await main.getByRole('button', { name: 'ログイン' }).click();
      await expect(page).toHaveURL(`${site.url}/user-skill-matching-item?rate_min=60`);
      await expect(page.getByRole('heading', { name: 'スキルが登録されていません' })).toBeVisible();
    });
  });
}
