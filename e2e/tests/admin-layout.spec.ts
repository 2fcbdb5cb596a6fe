// Issue 11: /admin has its own staff layout — no public header or footer; a compact top bar with the staff
// member's name and logout; a side navigation of the screens that exist (beside the content on wide
// screens, above it on phones).
import { seriousViolations } from '../support/axe';
import { test, expect } from '../support/fixtures';
import { expectFitsWidth } from '../support/layout';
import { DEMO_OWNER, logInAsStaff } from '../support/staff';

for (const width of [375, 1280]) {
  test(`the back office renders in the staff layout, not inside the public header and footer (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: '管理画面ログイン' })).toBeVisible();
    // None of the public layout: no global navigation, member menu or footer.
    await expect(page.getByRole('navigation', { name: 'グローバルナビゲーション' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '会員メニュー' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('エンジニアルート 管理画面');
    // Logged out: no side navigation yet.
    await expect(page.getByRole('navigation', { name: '管理メニュー' })).toHaveCount(0);

    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await page.getByLabel('パスワード').fill('admin-pass-1234');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '管理画面' })).toBeVisible();

    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    await expect(nav.getByRole('link', { name: 'ダッシュボード' })).toHaveAttribute('aria-current', 'page');
    // Only screens that exist: every link of the side navigation opens a page, not the 404 page.
    for (const href of await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect((await page.request.get(`${site.url}${href}`)).status()).toBe(200);
    }
    const navBox = (await nav.boundingBox())!;
    const mainBox = (await page.getByRole('main').boundingBox())!;
    if (width >= 960) expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x + 1); // beside
    else expect(navBox.y + navBox.height).toBeLessThanOrEqual(mainBox.y + 1); // above
    // The top bar stays one compact row, and nothing scrolls sideways.
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expectFitsWidth(page, width);
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '管理画面ログイン' })).toBeVisible();
  });
}

for (const width of [1024, 1280, 1440]) {
  test(`the side navigation shows every label whole (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '管理画面' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    await expect(nav.getByRole('link', { name: 'フリーランス準備アンケート' })).toBeVisible();
    // Nothing is cut: no link, and not the list itself, is wider than the box that shows it.
    const clipped = await nav.evaluate((el) =>
      [el, ...el.querySelectorAll('ul, a')].filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent?.trim() || node.tagName),
    );
    expect(clipped).toEqual([]);
    await expectFitsWidth(page, width);
  });
}
