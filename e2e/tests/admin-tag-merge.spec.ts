// Issue 15: merging tag A into tag B in the back office. Two tags of this test's own and two published
// listings tagged A are made through the staff API (as the logged-in browser); the demo owner then merges A
// into B on /admin/item/tag: picks B with the typeahead, reads what will happen, confirms, and lands on B's
// page. The list's 削除済み tab shows A merged into B; /item/tag/A in the browser ends on /item/tag/B, whose
// page lists A's listings. Axe and no sideways scroll at 375 and 1280 px on the list and both dialogs.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { postAsBrowser } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

/** Axe and the sideways-scroll check at both widths, back at 1280 px after. */
async function expectAccessible(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessibleAt(page, width);
  }
}

test('staff merge tag A into tag B: A is listed as merged, /item/tag/A ends on B, and B lists A\'s listings', async ({ page, site }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const word = `zq${randomBytes(5).toString('hex')}`;
  const a = `E2E統合元${word}`;
  const b = `E2E統合先${word}`;

  await page.goto(`${site.url}/admin/item/tag`);
  await logInAsStaff(page, DEMO_OWNER);
  await expect(page.getByRole('heading', { level: 1, name: 'タグ一覧' })).toBeVisible();

  // The tags and A's listings, through the staff API as this browser.
  const register = async (path: string, body: unknown) => {
    const res = await postAsBrowser(page, site.url, path, body);
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as { id: number };
  };
  const tagA = await register('/api/admin/item/tag/register', { term: a });
  const tagB = await register('/api/admin/item/tag/register', { term: b });
  const listings = [`E2E 統合される案件1 ${word}`, `E2E 統合される案件2 ${word}`];
  for (const name of listings) {
    await register('/api/admin/item/register', { name, rate_detail: '60〜70万円/月', tag_ids: [tagA.id], status: 'published' });
  }

  // Find A by its word; the list says it has two listings.
  await page.getByLabel('キーワード（タグ名・別名）').fill(word);
  await page.getByRole('button', { name: '検索' }).click();
  const table = page.getByRole('table', { name: 'タグ一覧' });
  await expect(table.getByRole('link', { name: a, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '公開（2）' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // 統合: pick B with the typeahead, then the dialog says what will happen.
  await page.getByRole('button', { name: `${a}を統合` }).click();
  const pick = page.getByRole('alertdialog', { name: `「${a}」を統合` });
  const box = pick.getByRole('combobox', { name: '統合先のタグ' });
  await expect(box).toBeFocused();
  await box.fill('E2E統合先');
  await expect(pick.getByRole('option', { name: new RegExp(`^${b}`) })).toBeVisible();
  await expectAccessible(page);
  await box.press('ArrowDown');
  await box.press('Enter');
  await pick.getByRole('button', { name: '次へ' }).click();
  const confirm = page.getByRole('alertdialog', { name: `「${a}」を「${b}」に統合しますか？` });
  await expect(confirm).toContainText(`タグ「${a}」の案件 2 件を「${b}」に移し、${a} を削除します。`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: '統合する' }).click();
  await expect(page.getByText(`「${a}」を「${b}」に統合しました。`)).toBeVisible();

  // B's page in the back office: its aliases now hold A's name; two listings.
  await expect(page).toHaveURL(new RegExp(`/admin/item/tag/edit/${tagB.id}$`));
  await expect(page.getByLabel(/^タグ名/)).toHaveValue(b);
  await expect(page.getByLabel(/^別名/)).toHaveValue(new RegExp(a));

  // The list: A among the deleted, merged into B.
  await page.goto(`${site.url}/admin/item/tag?keyword=${word}&status=deleted`);
  const merged = page.getByRole('table', { name: 'タグ一覧' }).getByRole('row').filter({ hasText: a });
  await expect(merged).toContainText(`統合済み → ${b}`);
  await expect(merged.getByRole('link', { name: b })).toHaveAttribute('href', `/admin/item/tag/edit/${tagB.id}`);
  await expect(page.getByRole('button', { name: '削除済み（1）' })).toHaveAttribute('aria-pressed', 'true');

  // The public site: A's page ends on B's, which lists A's listings.
  await page.goto(`${site.url}/item/tag/${tagA.id}`);
  await expect(page).toHaveURL(new RegExp(`/item/tag/${tagB.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${b}のフリーランス案件・求人一覧` })).toBeVisible();
  for (const name of listings) await expect(page.getByRole('heading', { name })).toBeVisible();
});
