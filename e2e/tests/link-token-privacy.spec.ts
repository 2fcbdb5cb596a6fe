// A mailed (or printed) link's one-time token must not leave the page: with GTM_ID set, the page views of the
// link pages carry no query, the address bar loses the token before analytics starts, no request the page
// makes sends it as Referer — and the page's form still works with the token kept in memory. A reload says,
// in Japanese, to open the link again.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { mailLink } from '../support/mail';
import { postAsBrowser, registerMember, uniqueEmail } from '../support/member';
import { repoRoot, startSite, type RunningSite } from '../support/site';

type Push = Record<string, unknown>;

const GONE = '安全のため、リンクに含まれる確認用の情報はページを開いた時点でアドレスバーから消去しています。';

/** The staff invite link `npm run staff:create` prints (admin-password-setup.spec.ts). */
function staffCreate(site: RunningSite, email: string): string {
  const out = execFileSync(process.execPath, [join(repoRoot, 'api/dist/modules/admin-users/staff-create.cli.js'), '--email', email, '--name', 'オーナー 花子'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', APP_URL: site.url, SQLITE_PATH: join(site.dataDir, 'db.sqlite') },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/admin\/password-setup\?token=\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no link in:\n${out}`);
  return link;
}

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;

/** Records every request the page makes with its Referer, and answers GTM's script with nothing. */
async function watch(page: Page) {
  const referers: string[] = [];
  page.on('request', (r) => referers.push(r.headers().referer ?? ''));
  await page.route('https://www.googletagmanager.com/**', (r) => r.fulfill({ body: '', contentType: 'text/javascript' }));
  const views = () => page.evaluate(() => ((window as unknown as { dataLayer?: Push[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'));
  return { referers, views };
}

/** What must hold on a link page once it is open: the page view without query, the address bar and every Referer without the token. */
async function expectTokenKept(page: Page, seen: Awaited<ReturnType<typeof watch>>, path: string, token: string) {
  await expect.poll(async () => (await seen.views()).length).toBeGreaterThanOrEqual(1);
  const views = await seen.views();
  expect(views[0]).toMatchObject({ page_path: path });
  expect(JSON.stringify(views)).not.toContain(token);
  expect(await page.evaluate(() => window.location.href)).not.toContain(token);
  expect(await page.evaluate(() => window.location.pathname + window.location.search)).toBe(path);
  expect(seen.referers.filter((r) => r.includes(token))).toEqual([]);
}

test.describe('with GTM_ID', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSite({ GTM_ID: 'GTM-TEST123' });
  });
  test.afterAll(async () => site?.stop());

  test('password reset: the token stays out of the page view, the address bar and the Referer; the reset works; a reload explains itself', async ({ page, browser }) => {
    const member = await registerMember(page, site.url, 'reset-private');
    await postAsBrowser(page, site.url, '/api/front/member-password-reset-mail', { email: member.email });
    const link = await mailLink(page.request, site.url, member.email, '/user/password/reset/update');
    const token = tokenOf(link);

    const visitor = await browser.newPage();
    const seen = await watch(visitor);
    await visitor.goto(`${site.url}${link}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
    await expectTokenKept(visitor, seen, '/user/password/reset/update', token);

    const newPassword = 'a brand new passphrase 7';
    await visitor.getByLabel(/^新しいパスワード\s*(必須)?$/).fill(newPassword);
    await visitor.getByLabel(/^新しいパスワード（確認）/).fill(newPassword);
    await visitor.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'パスワードを再設定しました' })).toBeVisible();
    const login = await postAsBrowser(visitor, site.url, '/api/front/member-login', { email: member.email, password: newPassword });
    expect(login.status()).toBe(200);

    // A reload finds no token anywhere: the page says why, in Japanese, and where to go.
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'パスワード再設定リンクが無効です' })).toBeVisible();
    await expect(visitor.getByRole('alert')).toContainText(GONE);
    await expect(visitor.getByRole('link', { name: 'パスワード再設定をもう一度申し込む' })).toBeVisible();
    expect(JSON.stringify(await seen.views())).not.toContain(token);
    await visitor.close();
  });

  test('e-mail change: the link works with the token kept in memory, which never reaches analytics', async ({ page, browser }) => {
    await registerMember(page, site.url, 'change-private');
    const newEmail = uniqueEmail('changed-private');
    expect((await postAsBrowser(page, site.url, '/api/front/send-mail-for-change-mail', { email: newEmail })).status()).toBe(200);
    const link = await mailLink(page.request, site.url, newEmail, '/user/edit/email/auth');
    const token = tokenOf(link);

    const visitor = await browser.newPage();
    const seen = await watch(visitor);
    await visitor.goto(`${site.url}${link}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'メールアドレスを変更しました' })).toBeVisible();
    await expect(visitor.getByRole('main').getByText(newEmail)).toBeVisible();
    await expectTokenKept(visitor, seen, '/user/edit/email/auth', token);
    await visitor.close();
  });

  test("a staff invite: the owner's password is set from the link, whose token analytics never sees", async ({ page }) => {
    const link = staffCreate(site, `owner-private-${Date.now()}@example.com`);
    const token = tokenOf(link);
    const seen = await watch(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'パスワード設定' })).toBeVisible();
    await expectTokenKept(page, seen, '/admin/password-setup', token);
    await page.getByLabel(/^新しいパスワード\s*(必須)?$/).fill('correct horse battery staple');
    await page.getByLabel(/^新しいパスワード（確認）/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードを設定しました' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('alert')).toContainText(GONE);
  });
});
