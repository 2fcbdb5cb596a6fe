// Issue 15: staff accounts and roles, end to end. The demo owner invites a viewer at /admin/user (no password is
// typed: the API mails a one-time link); the invitation is in the development outbox; the viewer sets a
// password through its link and logs in; they read the lists but are offered no write, the staff screen is
// not theirs, and a write sent straight to the API is refused with 403. Back with the owner, the account is
// 有効 and its creation is in the audit log under the owner's name. Axe and no sideways scroll at 375 and 1280 px.
import { test, expect } from '../support/fixtures';
import { mailLink, mailsTo } from '../support/mail';
import { postAsBrowser, uniqueEmail } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

for (const width of [375, 1280]) {
  test(`an owner invites a viewer by mail; the viewer sets a password, reads the lists and cannot write (${width}px)`, async ({ page, site, browser }) => {
    // Two staff sessions, a mail round trip and axe on each list: 45–60 s on a slow 2-core machine (timed out at 60 s in CI).
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`viewer-${width}`);
    const name = `閲覧 テスト${width}`;
    const password = 'a long viewer pass phrase';

    // The owner invites a viewer.
    await page.goto(`${site.url}/admin/user`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフ一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'スタッフ管理' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'スタッフを招待' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'スタッフの招待' })).toBeVisible();
    await page.getByLabel(/^名前/).fill(name);
    await page.getByLabel(/^メールアドレス/).fill(email);
    await page.getByLabel(/^権限/).selectOption({ label: '閲覧者（閲覧のみ）' });
    await expectAccessibleAt(page, width);
    await page.getByRole('button', { name: '招待メールを送る' }).click();
    await expect(page.getByText('招待メールを送りました。')).toBeVisible();
    await page.getByLabel('キーワード（名前・メール）').fill(email);
    await page.getByRole('button', { name: '検索' }).click();
    const row = page.getByRole('table', { name: 'スタッフ一覧' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('閲覧者');
    await expect(row).toContainText('パスワード未設定');
    await expectAccessibleAt(page, width);

    // The invitation mail, with its one-time link.
    await expect.poll(async () => (await mailsTo(page.request, site.url, email)).map((m) => m.subject)).toContainEqual(expect.stringContaining('管理画面へのご招待'));
    const link = await mailLink(page.request, site.url, email, '/admin/password-setup');

    // The viewer, in a browser of their own: sets a password through the link, then logs in.
    const viewerContext = await browser.newContext({ viewport: { width, height: 900 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    const viewer = await viewerContext.newPage();
    await viewer.goto(`${site.url}${link}`);
    await viewer.getByLabel(/^新しいパスワード\s*(必須)?$/).fill(password);
    await viewer.getByLabel(/^新しいパスワード（確認）/).fill(password);
    await viewer.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(viewer.getByRole('heading', { level: 1, name: 'パスワードを設定しました' })).toBeVisible();
    await viewer.getByRole('link', { name: '管理画面ログインへ' }).click();
    await logInAsStaff(viewer, { email, password });
    await expect(viewer.getByRole('banner')).toContainText('閲覧者');
    const nav = viewer.getByRole('navigation', { name: '管理メニュー' });
    await expect(nav.getByRole('link', { name: 'お知らせ（サイト掲載）' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'スタッフ管理' })).toHaveCount(0);

    // They read the lists, with nothing to write.
    await nav.getByRole('link', { name: 'お知らせ（サイト掲載）' }).click();
    await expect(viewer.getByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）一覧' })).toBeVisible();
    await expect(viewer.getByText(/^全 \d+ 件中/)).toBeVisible();
    const table = viewer.getByRole('table', { name: 'お知らせ（サイト掲載）一覧' });
    await expect(table.getByRole('link', { name: /を表示$/ }).first()).toBeVisible();
    await expect(viewer.getByRole('link', { name: '新規作成' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /を削除$/ })).toHaveCount(0);
    await expect(table.getByRole('link', { name: /を編集$/ })).toHaveCount(0);
    await expectAccessibleAt(viewer, width);
    await nav.getByRole('link', { name: 'コラム連携（案件）' }).click();
    await expect(viewer.getByRole('heading', { level: 1, name: 'コラム連携（案件）一覧' })).toBeVisible();
    await expect(viewer.getByRole('link', { name: '新規作成' })).toHaveCount(0);
    // A record opens read only.
    await viewer.getByRole('table', { name: 'コラム連携（案件）一覧' }).getByRole('link', { name: /を表示$/ }).first().click();
    await expect(viewer.getByRole('heading', { level: 1, name: 'コラム連携（案件）の詳細' })).toBeVisible();
    await expect(viewer.getByText('閲覧のみの権限のため、編集できません。')).toBeVisible();
    await expect(viewer.getByLabel(/^コラムのタイトル/)).toBeDisabled();
    await expect(viewer.getByRole('button', { name: '保存する' })).toHaveCount(0);
    // The staff screen is not theirs.
    await viewer.goto(`${site.url}/admin/user`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'この画面を表示する権限がありません' })).toBeVisible();

    // A write sent straight to the API is refused for the role.
    const write = await postAsBrowser(viewer, site.url, '/api/admin/front-news/edit', { title: '閲覧者からの投稿', body: '書けないはず' });
    expect(write.status()).toBe(403);
    expect(await write.json()).toMatchObject({ statusCode: 403, code: 'ADMIN_FORBIDDEN_ROLE' });
    const invite = await postAsBrowser(viewer, site.url, '/api/admin/user/create', { name: '不正 招待', email: uniqueEmail('nope'), role: 'owner' });
    expect(invite.status()).toBe(403);
    await viewerContext.close();

    // The owner sees the account active now, and its invitation in the audit log.
    await page.reload();
    await expect(row).toContainText('有効');
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '操作履歴' }).click();
    await page.getByLabel('対象').selectOption({ label: 'スタッフ' });
    await page.getByLabel('担当者').selectOption({ label: DEMO_OWNER.name });
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/resource=user/);
    const created = page.getByRole('table', { name: '操作履歴一覧' }).getByRole('row').filter({ hasText: `名前：（なし） → ${name}` });
    await expect(created).toContainText('作成');
    await expect(created).toContainText(`メールアドレス：（なし） → ${email}`);
    await expectAccessibleAt(page, width);
  });
}
