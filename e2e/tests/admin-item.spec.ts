// Issue 15: a listing made in the back office is on the public site at once. The demo owner creates a listing
// with areas and tags (the typeahead, in a chosen order) — a rate range the API refuses first, nothing typed
// lost — publishes it, and finds it on /item/search by its unique word and on its detail page straight away;
// then ends it: the detail page says 募集終了 and the search no longer lists it. Axe (serious and critical) and
// no sideways scroll at 375 and 1280 px on the list, the form with its errors and the confirm dialog.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

/** Picks a tag from the form's typeahead: types, then chooses the option of exactly that name. */
async function addTag(page: Page, typed: string, term: string) {
  const box = page.getByRole('combobox', { name: 'タグ' });
  await box.fill(typed);
  await page.getByRole('option', { name: term, exact: true }).click();
}

for (const width of [375, 1280]) {
  test(`staff create and publish a listing that shows on /item/search and its page at once, then end it (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    // One ASCII word of its own: the public keyword search matches it as a whole word.
    const word = `zq${randomBytes(5).toString('hex')}`;
    const name = `E2E 決済基盤の刷新 ${word}`;

    await page.goto(`${site.url}/admin/item`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '案件一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '案件', exact: true })).toHaveAttribute('aria-current', 'page');
    // count-info's tabs with their totals (the seed's listings are public).
    await expect(page.getByRole('button', { name: /^公開中（[\d,]+）$/ })).toBeVisible();
    await expectAccessibleAt(page, width);

    await page.getByRole('link', { name: '新規作成' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '案件の新規作成' })).toBeVisible();
    await page.getByLabel(/^案件名/).fill(name);
    await page.getByLabel(/^単価の下限/).fill('80');
    await page.getByLabel(/^単価の上限/).fill('70');
    await page.getByLabel(/^単価の表示/).fill('70〜80万円/月');
    const areas = page.getByRole('group', { name: 'エリア' });
    await areas.getByRole('checkbox', { name: '東京都' }).check();
    await areas.getByRole('checkbox', { name: 'リモート' }).check();
    await page.getByLabel(/^リモートワーク/).selectOption({ label: '一部リモート' });
    await page.getByLabel(/^必須要件/).fill('Javaでの設計・開発経験3年以上');
    await page.getByLabel(/^案件の詳細/).fill(`決済基盤の刷新プロジェクトです（${word}）。`);
    await addTag(page, 'aw', 'AWS');
    await addTag(page, 'jav', 'Java');
    // Java first on the card: the order chosen is kept.
    await page.getByRole('button', { name: 'Javaを前へ移動' }).click();
    await expect(page.getByRole('list', { name: '選択中のタグ' }).getByRole('listitem')).toHaveText([/^Java/, /^AWS/]);

    // 公開する with a rate range upside down: refused on the field, nothing typed lost.
    await page.getByRole('button', { name: '公開する' }).click();
    const publish = page.getByRole('alertdialog', { name: 'この案件を公開しますか？' });
    await expect(publish.getByRole('button', { name: 'キャンセル' })).toBeFocused();
    await expectAccessibleAt(page, width);
    await publish.getByRole('button', { name: '公開する' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('単価の上限（万円/月）：単価の上限は下限以上にしてください');
    await expect(page.getByLabel(/^単価の上限/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^案件名/)).toHaveValue(name);
    await expect(areas.getByRole('checkbox', { name: '東京都' })).toBeChecked();
    await expect(page.getByRole('list', { name: '選択中のタグ' }).getByRole('listitem')).toHaveText([/^Java/, /^AWS/]);
    await expectAccessibleAt(page, width);

    await page.getByLabel(/^単価の上限/).fill('90');
    await page.getByRole('button', { name: '公開する' }).click();
    await publish.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByText('公開しました。')).toBeVisible();
    // Staff stay on the listing just published, now 公開中 (not on a list it is no longer in).
    await expect(page.getByRole('heading', { level: 1, name: '案件の編集' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/item\/edit\/\d+$/);
    await expect(page.getByRole('button', { name: '公開する' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '募集終了にする' })).toBeVisible();

    // In the back office's list, found by its word, 公開中.
    await page.goto(`${site.url}/admin/item`);
    await page.getByLabel('キーワード').fill(word);
    await page.getByRole('button', { name: '検索' }).click();
    const table = page.getByRole('table', { name: '案件一覧' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('公開中');
    await expect(row).toContainText('80〜90万円');
    const href = await row.getByRole('link', { name, exact: true }).getAttribute('href');
    const id = Number(/\/admin\/item\/edit\/(\d+)$/.exec(href ?? '')![1]);

    // The public search lists it, and its page shows it with its tags in order — no waiting.
    await page.goto(`${site.url}/item/search?keyword=${word}`);
    await expect(page.getByText('該当案件 1件')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.goto(`${site.url}/item/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('70〜80万円/月')).toBeVisible();
    await expect(page.getByRole('link', { name: 'この案件にエントリーする' })).toBeVisible();

    // End it from its page in the back office.
    await page.goto(`${site.url}/admin/item/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '案件の編集' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`/item/detail/${id}`) })).toBeVisible();
    await page.getByRole('button', { name: '募集終了にする' }).click();
    const end = page.getByRole('alertdialog', { name: 'この案件の募集を終了しますか？' });
    await expectAccessibleAt(page, width);
    await end.getByRole('button', { name: '募集終了にする' }).click();
    await expect(page.getByText('募集を終了しました。')).toBeVisible();
    // Still on it, now ended: the way to reopen it is there.
    await expect(page).toHaveURL(`${site.url}/admin/item/edit/${id}`);
    await expect(page.getByRole('button', { name: '募集を再開する' })).toBeVisible();

    await page.goto(`${site.url}/item/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('この案件は募集を終了しました')).toBeVisible();
    await expect(page.getByRole('link', { name: 'この案件にエントリーする' })).toHaveCount(0);
    await page.goto(`${site.url}/item/search?keyword=${word}`);
    await expect(page.getByText('該当案件 0件')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });
}
