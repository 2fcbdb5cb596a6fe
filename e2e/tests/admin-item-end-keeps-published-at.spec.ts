// 募集終了にする saves the edit form, whose 公開日時 field shows minutes only: the listing's publish time stays what
// it was, to the second.
import { randomBytes } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { postAsBrowser } from '../support/member';
import { DEMO_OWNER, logInAsStaff } from '../support/staff';

for (const width of [1024, 1280, 1440]) {
  test(`ending a listing from its form keeps its 公開日時 to the second (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/item`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '案件一覧' })).toBeVisible();

    // A listing published yesterday at hh:mm:48.
    const publishedAt = new Date(Math.floor((Date.now() - 24 * 60 * 60 * 1000) / 60_000) * 60_000 + 48_000).toISOString();
    const made = await postAsBrowser(page, site.url, '/api/admin/item/register', {
      name: `E2E 募集終了 ${randomBytes(5).toString('hex')}`,
      rate_detail: '70〜80万円/月',
      status: 'published',
      published_at: publishedAt,
    });
    expect(made.status()).toBe(200);
    const { id } = (await made.json()) as { id: number };

    await page.goto(`${site.url}/admin/item/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '案件の編集' })).toBeVisible();
    await page.getByRole('button', { name: '募集終了にする' }).click();
    await page.getByRole('alertdialog', { name: 'この案件の募集を終了しますか？' }).getByRole('button', { name: '募集終了にする' }).click();
    await expect(page.getByText('募集を終了しました。')).toBeVisible();

    const stored = (await (await page.request.get(`${site.url}/api/admin/item/edit-info/${id}`)).json()) as { status: string; published_at: string };
    expect(stored).toMatchObject({ status: 'ended', published_at: publishedAt });
  });
}
