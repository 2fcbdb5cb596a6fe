// Issue 15: 「メールから下書き作成」. The demo owner pastes a partner's listing mail on
// /admin/item/register-email-temporary and lands on the draft's form: the fields read from the mail are marked
// 要確認 (with what each was read from), publishing is refused while they remain, and the draft is not on the
// public search. Axe and no sideways scroll at 375 and 1280 px on the mail page and the draft's form.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessibleAt(page, width);
  }
}

test('a pasted partner mail becomes a draft marked 要確認 that the public search does not list', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = `zq${randomBytes(5).toString('hex')}`;
  const name = `E2E メール案件 ${word}`;
  const mail = [
    'いつもお世話になっております。下記案件のご紹介です。',
    '',
    `【案件名】${name}`,
    '【単価】60〜70万円（スキル見合い）',
    '【場所】渋谷駅 徒歩5分',
    '【期間】2027年1月〜長期',
    '【必須スキル】',
    '・Javaでの開発経験3年以上',
    '【面談】1回',
    '',
    '以上、よろしくお願いいたします。',
  ].join('\n');

  await page.goto(`${site.url}/admin/item`);
  await logInAsStaff(page, DEMO_OWNER);
  await page.getByRole('link', { name: 'メールから下書き作成' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'メールから下書き作成' })).toBeVisible();
  await page.getByLabel(/^案件メールの本文/).fill(mail);
  await expectAccessible(page);
  await page.getByRole('button', { name: '下書きを作成する' }).click();
  await expect(page.getByText('下書きを作成しました。要確認の項目を確かめてから公開してください。')).toBeVisible();

  // The draft's form: its name read from the mail, the guessed fields marked, what each was read from.
  await expect(page.getByRole('heading', { level: 1, name: '案件の編集' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/item\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^案件名/ })).toHaveValue(name);
  const review = page.getByRole('note', { name: '要確認の項目' });
  await expect(review).toContainText('要確認の項目が残っている間は公開できません。');
  await expect(review.getByRole('button', { name: '単価の表示' })).toBeVisible();
  await expect(page.getByRole('button', { name: '単価の下限（万円/月）を確認済みにする' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^単価の下限/ })).toHaveValue('60');
  await expect(page.getByRole('region', { name: 'メールから読み取った内容' })).toContainText('60〜70万円');
  await expect(page.getByText('下書き', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Publishing while fields remain to check is refused, and said so.
  await page.getByRole('button', { name: '公開する' }).click();
  await page.getByRole('alertdialog', { name: 'この案件を公開しますか？' }).getByRole('button', { name: '公開する' }).click();
  await expect(page.getByRole('alert')).toContainText('要確認の項目を確認してから公開してください');

  // Not on the public site.
  await page.goto(`${site.url}/item/search?keyword=${word}`);
  await expect(page.getByText('該当案件 0件')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});
