// Issue 12, the member account journeys in the browser: sign-up with a full-width address → mail sent →
// the verification link from the mail → logged in → logout → login to ?next=; password reset by mail; the
// forms' Japanese field errors; used and invalid links; axe on every account page at 375 and 1280 px.
// Every test makes its own member (unique addresses): two sign-ups per run, far below the register
// throttle (3 per address and 20 per IP an hour), and two failed link uses, below the link-guessing one.
import { randomBytes } from 'node:crypto';
import { seriousViolations } from '../support/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import { birthYearOptions, todayInJapan } from '@er/site-meta/birth-date';
import { test, expect } from '../support/fixtures';
import { expectFitsWidth } from '../support/layout';

/** `s` as a Japanese IME in full-width mode types it. */
const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
const uniquePassword = () => `journey ${randomBytes(6).toString('hex')}`;

/** The path and query of the first link to `path` in a mail to `to` (polled: mail is sent by a queue). */
async function mailLink(request: APIRequestContext, url: string, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`);
  let link = '';
  await expect
    .poll(
      async () => {
        const { mails } = (await (await request.get(`${url}/dev/mail.json`)).json()) as { mails: { id: string; to: string }[] };
        for (const mail of mails.filter((m) => m.to.includes(to))) {
          const found = pattern.exec(await (await request.get(`${url}/dev/mail/${mail.id}`)).text());
          if (found) link = found[0];
        }
        return link;
      },
      { message: `a mail to ${to} with a link to ${path}` },
    )
    .not.toBe('');
  return link;
}

const field = (page: Page, label: RegExp) => page.getByLabel(label);

/** Fills /user/regist completely (valid values) with `email` as typed. */
async function fillSignUp(page: Page, email: string, password: string) {
  await field(page, /^メールアドレス/).fill(email);
  await field(page, /^パスワード必須$/).fill(password);
  await field(page, /^パスワード（確認）/).fill(password);
  await field(page, /^姓/).fill('山田');
  await field(page, /^名/).fill('花子');
  await field(page, /^セイ/).fill('ヤマダ');
  await field(page, /^メイ/).fill('ハナコ');
  await page.getByRole('combobox', { name: '年' }).selectOption('1990');
  await page.getByRole('combobox', { name: '月' }).selectOption('4');
  await page.getByRole('combobox', { name: '日' }).selectOption('1');
  await field(page, /^都道府県/).selectOption({ label: '東京都' });
  await field(page, /^電話番号/).fill('０９０ー１２３４ー５６７８');
  await page.getByRole('group', { name: /希望する契約形態/ }).getByRole('checkbox').first().check();
  await page.getByRole('radio', { name: '受け取らない' }).check();
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
}

/** Signs up through the form and opens the verification link of the mail: the member is logged in. */
async function signUp(page: Page, request: APIRequestContext, url: string, email: string, password: string): Promise<string> {
  await page.goto(`${url}/user/regist`);
  await fillSignUp(page, email, password);
  await page.getByRole('button', { name: '同意して登録する' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '認証メールを送信しました' })).toBeVisible();
  const link = await mailLink(request, url, email, '/user/regist/comp');
  await page.goto(`${url}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeVisible();
  return link;
}

async function logIn(page: Page, email: string, password: string) {
  await field(page, /^メールアドレス/).fill(email);
  await field(page, /^パスワード/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
}

const memberMenu = (page: Page) => page.getByRole('navigation', { name: '会員メニュー' });

test.describe('1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sign-up with a full-width address → mail → verification link → logged in → logout → login lands on next', async ({ page, site, request }) => {
    const email = uniqueEmail('journey');
    const password = uniquePassword();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/front/member-register')) posts.push(r.postData() ?? '');
    });

    await page.goto(`${site.url}/user/regist`);
    await expect(page.getByRole('heading', { level: 1, name: '無料会員登録' })).toBeVisible();
    await fillSignUp(page, fullWidth(email.toUpperCase()), password);
    await page.getByRole('button', { name: '同意して登録する' }).click();

    // The mail-sent page shows the folded address, which is in no URL.
    await expect(page.getByRole('heading', { level: 1, name: '認証メールを送信しました' })).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/user/regist/mailsend`);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '認証メールを再送信' })).toHaveAttribute('href', '/user/send/auth/mail');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ email, tel: '090-1234-5678', birth_date: '1990-04-01', magazine_flag: 0, agree: true });

    const link = await mailLink(request, site.url, email, '/user/regist/comp');
    await page.goto(`${site.url}${link}`);
    await expect(page.getByRole('heading', { level: 1, name: '会員登録が完了しました' })).toBeVisible();
    await expect(page.getByRole('link', { name: '案件を探す' })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'マイページ' })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'ログアウト' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The link was used up: opening it again says so, with the way to a new one.
    await page.goto(`${site.url}${link}`);
    await expect(page.getByRole('heading', { level: 1, name: '認証リンクが無効です' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('この認証リンクは無効か、有効期限（24時間）が切れています。');
    await expect(page.getByRole('link', { name: '認証メールを再送信する' })).toHaveAttribute('href', '/user/send/auth/mail');

    await memberMenu(page).getByRole('link', { name: 'ログアウト' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'ログイン' })).toBeVisible();
    await page.reload();
    await expect(memberMenu(page).getByRole('link', { name: 'ログイン' })).toBeVisible();

    await page.goto(`${site.url}/login?next=${encodeURIComponent('/item/search?keyword=Java')}`);
    await logIn(page, fullWidth(email), password);
    await expect(page).toHaveURL(`${site.url}/item/search?keyword=Java`);
    await expect(page.getByRole('heading', { level: 1, name: /Java の案件/ })).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'マイページ' })).toBeVisible();
  });

  test('password reset: the mail’s link sets a new password; the old one is refused, the new one logs in', async ({ page, site, request }) => {
    const email = uniqueEmail('reset');
    const oldPassword = uniquePassword();
    const newPassword = uniquePassword();
    await signUp(page, request, site.url, email, oldPassword);
    await page.goto(`${site.url}/logout`);
    await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible();

    await page.goto(`${site.url}/login`);
    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'パスワード再設定のお申し込み' })).toBeVisible();
    await field(page, /^メールアドレス/).fill(email);
    await page.getByRole('button', { name: '再設定用のメールを送信する' }).click();
    await expect(page.getByRole('status')).toContainText('ご登録のメールアドレス（' + email + '）の場合、パスワード再設定用のメールを送信しました。リンクの有効期限は1時間です。');

    const link = await mailLink(request, site.url, email, '/user/password/reset/update');
    await page.goto(`${site.url}${link}`);
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードの再設定' })).toBeVisible();
    await field(page, /^新しいパスワード必須$/).fill(newPassword);
    await field(page, /^新しいパスワード（確認）/).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await expect(field(page, /^新しいパスワード（確認）/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('パスワードが一致しません')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await field(page, /^新しいパスワード（確認）/).fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'パスワードを再設定しました' })).toBeVisible();

    await page.getByRole('link', { name: 'ログインする' }).click();
    await logIn(page, email, oldPassword);
    await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
    await expect(page).toHaveURL(`${site.url}/login`);
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(`${site.url}/`);
    await expect(memberMenu(page).getByRole('link', { name: 'ログアウト' })).toBeVisible();
  });

  test('invalid links: the Japanese message and the way to a new mail', async ({ page, site }) => {
    await page.goto(`${site.url}/user/regist/comp?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: '認証リンクが無効です' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('この認証リンクは無効か、有効期限（24時間）が切れています。');
    await page.getByRole('link', { name: '認証メールを再送信する' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '認証メールの再送信' })).toBeVisible();
    const email = uniqueEmail('nobody');
    await field(page, /^メールアドレス/).fill(email);
    await page.getByRole('button', { name: '認証メールを再送信する' }).click();
    await expect(page.getByRole('status')).toContainText(`入力されたメールアドレス（${email}）が仮登録中の場合、認証メールを再送信しました。`);

    // A link that no longer works says so as it opens: nobody types a new password twice for nothing.
    await page.goto(`${site.url}/user/password/reset/update?token=${'y'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'パスワード再設定リンクが無効です' })).toBeVisible();
    await expect(page.getByLabel(/^新しいパスワード必須$/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('このパスワード設定リンクは無効か、有効期限が切れています。');
    await expect(page.getByRole('link', { name: 'パスワード再設定をもう一度申し込む' })).toHaveAttribute('href', '/user/password/reset/mail');
  });
});

test.describe('375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('sign-up form: Japanese errors under the fields (passwords, katakana, under 18, common password), focus on the first', async ({ page, site }) => {
    await page.goto(`${site.url}/user/regist`);
    await fillSignUp(page, uniqueEmail('errors'), 'a long passphrase 1');
    await field(page, /^パスワード（確認）/).fill('a long passphrase 2');
    await field(page, /^セイ/).fill('やまだ');
    // The latest year offered and 31 December: under 18 on every day but New Year's Eve (SPEC §5).
    await page.getByRole('combobox', { name: '年' }).selectOption(String(birthYearOptions()[0]));
    await page.getByRole('combobox', { name: '月' }).selectOption('12');
    await page.getByRole('combobox', { name: '日' }).selectOption('31');
    await page.getByRole('button', { name: '同意して登録する' }).click();

    await expect(page.getByRole('alert')).toHaveText('入力内容をご確認ください。');
    await expect(page.getByText('パスワードが一致しません')).toBeVisible();
    await expect(page.getByText('全角カタカナで入力してください')).toBeVisible();
    await expect(field(page, /^セイ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^パスワード（確認）/)).toBeFocused();
    const today = todayInJapan();
    if (!(today.month === 12 && today.day === 31)) {
      await expect(page.getByText('18歳未満の方はご登録いただけません')).toBeVisible();
      await expect(page.getByRole('combobox', { name: '年' })).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing overflows the narrow screen.
    await expectFitsWidth(page, 375);

    // The server judges the rest: a common password comes back under its field.
    await field(page, /^パスワード必須$/).fill('password');
    await field(page, /^パスワード（確認）/).fill('password');
    await field(page, /^セイ/).fill('ヤマダ');
    await page.getByRole('combobox', { name: '年' }).selectOption('1990');
    await page.getByRole('button', { name: '同意して登録する' }).click();
    await expect(page.getByText(/よく使われていて推測されやすいパスワード/)).toBeVisible();
    await expect(field(page, /^パスワード必須$/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^パスワード必須$/)).toBeFocused();
    await expect(page).toHaveURL(`${site.url}/user/regist`);
  });
});

/** Every account page of issue 12, as a visitor first sees it. */
const ACCOUNT_PAGES: [string, string][] = [
  ['/user/regist', '無料会員登録'],
  ['/user/regist/mailsend', '認証メールを送信しました'],
  ['/user/regist/comp', '認証リンクが無効です'],
  ['/user/send/auth/mail', '認証メールの再送信'],
  ['/user/password/reset/mail', 'パスワード再設定のお申し込み'],
  ['/user/password/reset/update?token=unused', 'パスワード再設定リンクが無効です'],
  ['/login', 'ログイン'],
  ['/logout', 'ログアウトしました'],
];

for (const width of [375, 1280]) {
  test(`${width}px: every account page has one h1 and no serious axe violation`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of ACCOUNT_PAGES) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, overflows: scrollWidth > width }).toEqual({ path, overflows: false });
    }
  });
}
