// Issue 12 in the host: the landing pages' short sign-up carries the ad parameters of the visit's first page
// and mails the choose-a-password link; the friend-referral form of /introduce (with a member's ref) mails
// staff and the friend; a member sees their own referral link; Japanese field errors; axe at 375 and 1280 px.
// Posts are few on purpose: the inquiry forms share a per-IP limit (CONTACT_RATE_LIMIT, 5 per 10 min by
// default) and the sign-ups a register throttle; each test uses its own addresses.
import { join } from 'node:path';
import { seriousViolations } from '../support/axe';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { mailsTo } from '../support/mail';
import { registerMember, uniqueEmail } from '../support/member';

const THANKS = '仮登録を受け付けました。ご入力のメールアドレスに、パスワード設定用のリンクをお送りしました（有効期限24時間）。';
const INTRODUCE_DONE = 'お申し込みを受け付けました。担当者よりご紹介いただいた方へご連絡いたします。';
const STAFF = 'staff@engineer-route.example';

/** The text of the mail to `to` with `subject`, polled until the mail queue has sent it. */
async function mailText(request: APIRequestContext, siteUrl: string, to: string, subject: string, containing?: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        for (const mail of (await mailsTo(request, siteUrl, to)).filter((m) => m.subject === subject)) {
          const body = await (await request.get(`${siteUrl}/dev/mail/${mail.id}`)).text();
          if (!containing || body.includes(containing)) return (text = body);
        }
        return '';
      },
      { message: `a mail 「${subject}」 to ${to}` },
    )
    .not.toBe('');
  return text;
}

const signupForm = (page: Page) => page.getByRole('form', { name: 'かんたん無料会員登録' });
const introduceForm = (page: Page) => page.getByRole('form', { name: 'お友達紹介のお申し込み' });

test('short sign-up: the ad parameters of the first page go with the sign-up from another landing page; the password mail arrives', async ({ page, site, request }) => {
  const email = uniqueEmail('lp-signup');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/front/temporary/register')) posts.push(r.postData() ?? '');
  });
  await page.goto(`${site.url}/lp1?utm_source=google&utm_medium=cpc&gclid=abc`);
  await expect(page.getByRole('heading', { level: 1, name: '月額80万円以上の高単価案件を、あなたに。' })).toBeVisible();
  // Elsewhere, in the page and by a new page load without parameters (the first touch is kept), then /lp2.
  await page.getByRole('main').getByRole('link', { name: '案件一覧' }).click();
  await expect(page).toHaveURL(/\/item\/search$/);
  await page.goto(`${site.url}/about`);
  await page.goto(`${site.url}/lp2`);

  const form = signupForm(page);
  await form.getByLabel(/^お名前/).fill('山田　太郎');
  await form.getByLabel(/^メールアドレス/).fill(email);
  await form.getByLabel(/^電話番号/).fill('０９０ー１２３４ー５６７８');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '無料で会員登録する' }).dblclick();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByText(/迷惑メールフォルダ/)).toBeVisible();
  await expect(signupForm(page)).toHaveCount(0);

  expect(posts).toHaveLength(1);
  const body = JSON.parse(posts[0]!);
  expect(body).toMatchObject({ name: '山田 太郎', email, tel: '090-1234-5678', agree: true });
  expect(body.ad_params).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc', landing_path: '/lp1', arrived_at: expect.any(String) });
  // One registration per ad click: the browser forgets them.
  expect(await page.evaluate(() => localStorage.getItem('er-ad-params'))).toBeNull();

  // Stored with the registration as its conversion record.
  const db = new Database(join(site.dataDir, 'db.sqlite'), { readonly: true });
  try {
    const row = db
      .prepare('SELECT c.gclid, c.utm_source, c.utm_medium, c.landing_path FROM member_conversions c JOIN members m ON m.id = c.member_id WHERE m.email = ?')
      .get(email);
    expect(row).toEqual({ gclid: 'abc', utm_source: 'google', utm_medium: 'cpc', landing_path: '/lp1' });
  } finally {
    db.close();
  }

  const mail = await mailText(request, site.url, email, '【エンジニアルート】仮登録ありがとうございます（パスワードの設定をお願いします）');
  expect(mail).toMatch(/\/user\/password\/reset\/update\?token=[A-Za-z0-9_%-]+&(amp;)?welcome=1/);
});

test('short sign-up: Japanese field errors, from the local check and from the server', async ({ page, site }) => {
  await page.goto(`${site.url}/lp3`);
  const form = signupForm(page);
  await form.getByRole('button', { name: '無料で会員登録する' }).click();
  await expect(form.getByRole('alert')).toHaveText('入力内容をご確認ください。');
  await expect(form.getByText('必須項目です')).toHaveCount(3);
  await expect(form.getByText('利用規約と個人情報の取り扱いへの同意が必要です')).toBeVisible();
  await expect(form.getByLabel(/^お名前/)).toBeFocused();

  await form.getByLabel(/^お名前/).fill('山田 太郎');
  await form.getByLabel(/^メールアドレス/).fill('taro@example');
  await form.getByLabel(/^電話番号/).fill('03-12');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: '無料で会員登録する' }).click();
  await expect(form.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await expect(form.getByText('電話番号の形式が正しくありません')).toBeVisible();

  // What only the server's IsEmail refuses comes back under the field.
  await form.getByLabel(/^メールアドレス/).fill('taro..yamada@example.com');
  await form.getByLabel(/^電話番号/).fill('03-1234-5678');
  await form.getByRole('button', { name: '無料で会員登録する' }).click();
  await expect(form.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await expect(form.getByLabel(/^メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^電話番号/)).not.toHaveAttribute('aria-invalid', 'true');
});

test("/introduce?ref=…: a friend's request is accepted and mails staff and the friend; field errors in Japanese", async ({ page, site, request }) => {
  const friend = uniqueEmail('friend');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/front/make-request-to-introduce')) posts.push(r.postData() ?? '');
  });
  await page.goto(`${site.url}/introduce?ref=xyz`);
  await expect(page.getByRole('heading', { level: 1, name: 'お友達紹介キャンペーン' })).toBeVisible();
  await expect(page.getByText('紹介フォームは近日マイページに追加予定です')).toHaveCount(0);
  const form = introduceForm(page);
  await form.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(form.getByText('必須項目です')).toHaveCount(3);
  await expect(form.getByText('プライバシーポリシーへの同意が必要です')).toBeVisible();

  await form.getByLabel(/^お名前/).fill('佐藤 花子');
  await form.getByLabel(/^フリガナ/).fill('さとう はなこ');
  await form.getByLabel(/^メールアドレス/).fill(friend);
  await form.getByLabel(/^電話番号/).fill('080-1111-2222');
  await form.getByLabel(/^ご紹介の経緯・ご希望/).fill('前職の同僚です。Javaのリモート案件を探しています。');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(form.getByLabel(/^フリガナ/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.er-field__errors', { hasText: '全角カタカナで入力してください' })).toBeVisible();
  expect(posts).toHaveLength(0);

  await form.getByLabel(/^フリガナ/).fill('サトウ ハナコ');
  await form.getByRole('button', { name: 'この内容で申し込む' }).dblclick();
  await expect(page.getByText(INTRODUCE_DONE)).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!)).toMatchObject({ ref: 'xyz', name: '佐藤 花子', name_kana: 'サトウ ハナコ', email: friend, tel: '080-1111-2222', agree: true });

  await mailText(request, site.url, STAFF, '【エンジニアルート】お友達紹介のお申し込みがありました', friend);
  await mailText(request, site.url, friend, '【エンジニアルート】エンジニアルートのご紹介');
});

test('a logged-in member sees their own referral link on /introduce and copies it', async ({ page, site, context }) => {
  await registerMember(page, site.url, 'referrer');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await page.goto(`${site.url}/introduce`);
  await expect(page.getByRole('heading', { level: 2, name: 'あなたの紹介リンク' })).toBeVisible();
  const link = page.getByRole('textbox', { name: '紹介リンク', exact: true });
  await expect(link).toHaveValue(new RegExp(`^${site.url.replace(/[.]/g, '\\.')}/introduce\\?ref=[^&]+$`));
  await expect(link).toHaveAttribute('readonly', '');
  const url = await link.inputValue();
  await expect(page.getByRole('textbox', { name: 'お友達に送るメッセージの例' })).toHaveValue(new RegExp(url.replace(/[.?]/g, '\\$&')));

  await page.getByRole('button', { name: 'リンクをコピー' }).click();
  await expect(page.getByText('コピーしました。')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The link leads a friend to this page with the member's ref.
  await page.goto(url);
  await expect(page.getByText(/ご紹介リンクからお越しいただき/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`${width}px: no serious axe violation on /lp1 and /introduce, with the forms' errors shown`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/lp1`);
    await expect(signupForm(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await signupForm(page).getByRole('button', { name: '無料で会員登録する' }).click();
    await expect(signupForm(page).getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${site.url}/introduce`);
    await expect(introduceForm(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await introduceForm(page).getByRole('button', { name: 'この内容で申し込む' }).click();
    await expect(introduceForm(page).getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
