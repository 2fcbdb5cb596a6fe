// Shortlist: add from the search, list on /considers, remove with the confirm dialog.
import { test, expect } from '../support/fixtures';

test('add a listing to the shortlist, then remove it on /considers after the confirm', async ({ page, site, context }) => {
  await page.goto(`${site.url}/item/search`);
  const card = page.locator('.er-item-card').first();
  const name = (await card.locator('.er-item-card__name').textContent())!.trim();
  await card.getByRole('button', { name: '☆ 検討する' }).click();
  await expect(card.getByRole('button', { name: '★ 検討中' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'consider');
  expect(cookie?.value).toMatch(/^\d+$/);

  await page.goto(`${site.url}/considers`);
  await expect(page.getByRole('heading', { level: 1, name: '検討中の案件' })).toBeVisible();
  const listed = page.locator('.er-item-card', { hasText: name });
  await expect(listed).toBeVisible();

  // dismiss: nothing changes
  page.once('dialog', (d) => {
    expect(d.message()).toBe('この案件を検討中から削除しますか？');
    void d.dismiss();
  });
  await listed.getByRole('button', { name: '★ 検討中' }).click();
  await expect(listed).toBeVisible();
  await expect(listed.getByRole('button', { name: '★ 検討中' })).toBeVisible();

  // accept: the card leaves the list, the cookie is cleared, the empty state shows
  page.once('dialog', (d) => void d.accept());
  await listed.getByRole('button', { name: '★ 検討中' }).click();
  await expect(page.locator('.er-item-card', { hasText: name })).toHaveCount(0);
  await expect(page.getByText('検討中の案件はまだありません。')).toBeVisible();
  await expect(page.getByRole('link', { name: '案件を探す' })).toHaveAttribute('href', '/item/search');
  expect((await context.cookies()).find((c) => c.name === 'consider')).toBeUndefined();
});

test('ids that no longer exist are dropped quietly from the shortlist', async ({ page, site, context }) => {
  await context.addCookies([{ name: 'consider', value: '99999998,99999999', url: site.url }]);
  await page.goto(`${site.url}/considers`);
  await expect(page.getByText('検討中の案件はまだありません。')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'consider')?.value ?? '').toBe('');
});
