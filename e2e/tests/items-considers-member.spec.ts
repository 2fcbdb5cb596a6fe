// Issue 13: a member's shortlist lives on the server. Shortlisted while logged out (cookie), merged at login
// (SPEC §4: sent one by one, the cookie cleared), the header count follows, toggles go to the server.
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';

test('shortlist while logged out, log in: the listings are merged into the server list and the cookie is cleared', async ({ page, site, context }) => {
  await page.goto(`${site.url}/item/search`);
  const cards = page.locator('.er-item-card');
  const names: string[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    names.push((await card.locator('.er-item-card__name').textContent())!.trim());
    await card.getByRole('button', { name: '☆ 検討する' }).click();
    await expect(card.getByRole('button', { name: '★ 検討中' })).toBeVisible();
  }
  expect((await context.cookies()).find((c) => c.name === 'consider')?.value).toMatch(/^\d+,\d+$/);

  // Log in (sign-up and verification through the API in this browser), then any page view merges.
  await registerMember(page, site.url, 'shortlist');
  await page.goto(`${site.url}/considers`);
  await expect(page.getByRole('heading', { level: 1, name: '検討中の案件' })).toBeVisible();
  for (const name of names) await expect(page.locator('.er-item-card', { hasText: name })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'consider')?.value ?? '').toBe('');
  const userNav = page.getByRole('navigation', { name: '会員メニュー' });
  await expect(userNav.getByRole('link', { name: '検討中 2件' })).toBeAttached();
  const ids = await page.request.get(`${site.url}/api/front/consider/get-consider-item-ids`);
  expect(((await ids.json()) as { ids: number[] }).ids).toHaveLength(2);

  // A removal goes to the server (same confirm as before) and stays removed after a reload.
  page.once('dialog', (d) => void d.accept());
  await page.locator('.er-item-card', { hasText: names[0] }).getByRole('button', { name: '★ 検討中' }).click();
  await expect(userNav.getByRole('link', { name: '検討中 1件' })).toBeAttached();
  await page.reload();
  await expect(page.locator('.er-item-card', { hasText: names[1] })).toBeVisible();
  await expect(page.locator('.er-item-card', { hasText: names[0] })).toHaveCount(0);
  expect(((await (await page.request.get(`${site.url}/api/front/consider/get-consider-item-ids`)).json()) as { ids: number[] }).ids).toHaveLength(1);
  expect((await context.cookies()).find((c) => c.name === 'consider')).toBeUndefined();
});
