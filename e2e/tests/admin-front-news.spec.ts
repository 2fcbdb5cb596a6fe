// Issue 15: public announcements in the back office (/admin/front-news 「お知らせ（サイト掲載）」). The demo owner
// creates an announcement published now, finds it, edits its title, deletes and restores it (each after the
// confirm dialog); the public site shows it while it is published and not deleted; the audit log lists the
// four writes with the staff member and the changed title. Axe and no sideways scroll at 375 and 1280 px.
import { randomBytes } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

/** 'YYYY-MM-DDTHH:mm' in Japan time, `minutes` from now (the form's datetime-local value). */
function japanDateTimeLocal(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);
}

for (const width of [375, 1280]) {
  test(`an owner creates, edits, deletes and restores a public announcement, and the audit log shows each (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    const marker = randomBytes(4).toString('hex');
    const title = `E2E サイトのお知らせ ${marker}`;
    // Plain words: the API folds full-width brackets and digits to their ASCII forms (NFKC) as it saves.
    const edited = `${title} 改訂版`;

    await page.goto(`${site.url}/admin`);
    await logInAsStaff(page, DEMO_OWNER);
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    await nav.getByRole('link', { name: 'お知らせ（サイト掲載）' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）一覧' })).toBeVisible();
    await expectAccessibleAt(page, width);

    // Create, published a minute ago.
    await page.getByRole('link', { name: '新規作成' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）の新規作成' })).toBeVisible();
    await page.getByLabel(/^タイトル/).fill(title);
    await page.getByLabel(/^本文/).fill(`<p>サイトからのお知らせです（${marker}）。</p>`);
    await page.getByLabel(/^公開日時/).fill(japanDateTimeLocal(-1));
    await expectAccessibleAt(page, width);
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('登録しました。')).toBeVisible();

    // Found by its words among the published ones.
    await page.getByLabel('キーワード').fill(marker);
    await page.getByRole('button', { name: '検索' }).click();
    await page.getByRole('button', { name: '公開中' }).click();
    const table = page.getByRole('table', { name: 'お知らせ（サイト掲載）一覧' });
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText('全 1 件中 1–1 件')).toBeVisible();

    // The public site lists it (the newest announcements, as the top page asks them).
    const publicTitles = async () => {
      const { news } = (await (await page.request.get(`${site.url}/api/front/get-news?limit=50`)).json()) as { news: { title: string }[] };
      return news.map((n) => n.title);
    };
    await expect.poll(publicTitles).toContain(title);

    // Edit the title.
    await table.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）の編集' })).toBeVisible();
    await page.getByLabel(/^タイトル/).fill(edited);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    // Back to the list as it was (keyword and tab kept).
    await expect(page).toHaveURL(new RegExp(`keyword=${marker}`));
    await expect(table.getByRole('link', { name: edited, exact: true })).toBeVisible();

    // Delete after confirming: off the public site.
    await page.getByRole('button', { name: `${edited}を削除` }).click();
    const dialog = page.getByRole('alertdialog', { name: `「${edited}」を削除しますか？` });
    await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await expectAccessibleAt(page, width);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('削除しました。')).toBeVisible();
    await expect(page.getByText('該当するデータがありません')).toBeVisible();
    await expect.poll(publicTitles).not.toContain(edited);

    // Restore from the deleted tab: on the public site again.
    await page.getByRole('button', { name: '削除済み' }).click();
    await page.getByRole('button', { name: `${edited}を復元` }).click();
    await page.getByRole('alertdialog', { name: `「${edited}」を復元しますか？` }).getByRole('button', { name: '復元する' }).click();
    await expect(page.getByText('復元しました。')).toBeVisible();
    await expect.poll(publicTitles).toContain(edited);

    // The audit log: the four writes of this announcement, newest first, by the demo owner.
    await nav.getByRole('link', { name: '操作履歴' }).click();
    await page.getByLabel('対象').selectOption({ label: 'お知らせ（サイト掲載）' });
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/resource=front-news/);
    const log = page.getByRole('table', { name: '操作履歴一覧' });
    const created = log.getByRole('row').filter({ hasText: `タイトル：（なし） → ${title}` });
    await expect(created).toContainText('作成');
    await expect(created).toContainText(DEMO_OWNER.name);
    const recordId = (await created.getByRole('link', { name: /^お知らせ（サイト掲載） \d+ を開く$/ }).textContent())!.trim();
    await page.getByLabel('レコードID').fill(recordId);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('全 4 件中 1–4 件')).toBeVisible();
    const actions = await log.getByRole('row').evaluateAll((rows) => rows.slice(1).map((r) => r.querySelectorAll('td')[2]?.textContent));
    expect(actions).toEqual(['復元', '削除', '更新', '作成']);
    await expect(log.getByRole('row').filter({ hasText: '更新' })).toContainText(`タイトル：${title} → ${edited}`);
    await expectAccessibleAt(page, width);
  });
}
