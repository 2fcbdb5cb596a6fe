// Issue 9: production has no staff login with a known password. The first owner is created with
// `npm run staff:create`, which prints a one-time link; the owner sets a password there and logs in.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/site';

function staffCreate(site: { url: string; dataDir: string }, email: string): string {
  const out = execFileSync(process.execPath, [join(repoRoot, 'api/dist/modules/admin-users/staff-create.cli.js'), '--email', email, '--name', 'オーナー 花子'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', APP_URL: site.url, SQLITE_PATH: join(site.dataDir, 'db.sqlite') },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/admin\/password-setup\?token=\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no link in:\n${out}`);
  return link;
}

for (const width of [375, 1280]) {
  test(`a new owner sets a password from the one-time link and logs in (${width}px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `owner-${width}@example.com`;
    const link = staffCreate(site, email);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'パスワード設定' })).toBeVisible();
    await page.getByLabel(/^新しいパスワード\s*(必須)?$/).fill('short');
    await page.getByLabel(/^新しいパスワード（確認）/).fill('short');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page.getByText('12文字以上で入力してください')).toBeVisible();

    await page.getByLabel(/^新しいパスワード\s*(必須)?$/).fill('correct horse battery staple');
    await page.getByLabel(/^新しいパスワード（確認）/).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードを設定しました' })).toBeVisible();

    // The link is used up, and says so as it opens: no password to type for nothing.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('このリンクは無効か、有効期限が切れています');
    await expect(page.getByLabel(/^新しいパスワード\s*(必須)?$/)).toHaveCount(0);
    await expect(page.getByText('新しいリンクの発行を依頼してください')).toBeVisible();

    await page.goto(`${site.url}/admin`);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '管理画面' })).toBeVisible();
    await expect(page.getByText('オーナー 花子 さん、ログイン中です。')).toBeVisible();
  });
}
