// Issue 15: the back office's generic resource screens on staff notices (admin-news): a staff member logs in
// at the list's own URL, creates a notice — an empty title is refused with the server's message on the field
// and nothing typed is lost — finds it in the list, deletes it and restores it, each after confirming.
// Then the audit log shows it. Axe (serious and critical) on the form with its errors, the list, the confirm
// dialog and the audit log, at 375 and 1280 px.
import { randomBytes } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { expectAccessibleAt } from '../support/staff';

for (const width of [375, 1280]) {
  test(`staff create, find, delete and restore a notice; a validation error keeps the input (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    const marker = randomBytes(4).toString('hex');
    const title = `E2E お知らせ ${marker}`;
    const body = `<p>年末年始の営業のご案内（${marker}）</p>`;

    // Logged out, the list's URL shows the staff login; after it, the list itself.
    await page.goto(`${site.url}/admin/admin-news`);
    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await page.getByLabel('パスワード').fill('admin-pass-1234');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフ向けお知らせ一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'スタッフ向けお知らせ' })).toHaveAttribute('aria-current', 'page');

    // New notice without a title: the server's field error, the body kept.
    await page.getByRole('link', { name: '新規作成' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフ向けお知らせの新規作成' })).toBeVisible();
    await page.getByLabel(/^本文/).fill(body);
    await page.getByRole('button', { name: '登録する' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('入力内容をご確認ください。');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('button', { name: /^タイトル：/ })).toBeVisible();
    await expect(page.getByLabel(/^タイトル/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^本文/)).toHaveValue(body);
    await expectAccessibleAt(page, width);

    await page.getByLabel(/^タイトル/).fill(title);
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('登録しました。')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフ向けお知らせ一覧' })).toBeVisible();

    // In the list (found by its words; a draft sorts after the dated notices).
    await page.getByLabel('キーワード').fill(marker);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${marker}`));
    const table = page.getByRole('table', { name: 'スタッフ向けお知らせ一覧' });
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText('全 1 件中 1–1 件')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: title })).toContainText('下書き');
    await expectAccessibleAt(page, width);

    // Delete, after confirming.
    await page.getByRole('button', { name: `${title}を削除` }).click();
    const dialog = page.getByRole('alertdialog', { name: `「${title}」を削除しますか？` });
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await expectAccessibleAt(page, width);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('削除しました。')).toBeVisible();
    await expect(page.getByText('該当するデータがありません')).toBeVisible();

    // Among the deleted: restore it, after confirming; it is back among the others.
    await page.getByRole('button', { name: '削除済み' }).click();
    await expect(page).toHaveURL(/status=deleted/);
    await page.getByRole('button', { name: `${title}を復元` }).click();
    await page.getByRole('alertdialog', { name: `「${title}」を復元しますか？` }).getByRole('button', { name: '復元する' }).click();
    await expect(page.getByText('復元しました。')).toBeVisible();
    await expect(page.getByText('該当するデータがありません')).toBeVisible();
    await page.getByRole('button', { name: 'すべて' }).click();
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();

    // The record's page shows what happened to it, newest first.
    await table.getByRole('link', { name: title, exact: true }).click();
    const history = page.getByRole('region', { name: '変更履歴' });
    await expect(history.getByRole('listitem').filter({ hasText: '（復元）' }).first()).toBeVisible();
    await expect(history).toContainText('（削除）');
    await expect(history).toContainText('（作成）');
    await expect(page.getByLabel(/^本文/)).toHaveValue(body);

    // The audit log lists the same, with the staff member and the changed fields.
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '操作履歴' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '操作履歴一覧' })).toBeVisible();
    await page.getByLabel('対象').selectOption('admin-news');
    await page.getByRole('button', { name: '検索' }).click();
    const created = page.getByRole('table', { name: '操作履歴一覧' }).getByRole('row').filter({ hasText: `タイトル：（なし） → ${title}` });
    await expect(created).toContainText('作成');
    await expect(created).toContainText('管理者 太郎');
    await expectAccessibleAt(page, width);
  });
}
