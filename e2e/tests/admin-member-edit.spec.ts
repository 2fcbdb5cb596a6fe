// Issue 16: staff acting on a member's account, end to end. The demo owner edits a member's profile on the 編集
// tab (a フリガナ in hiragana is refused under its field; a full-width phone is saved half-width) and sees the
// change on 基本情報, in the page's 変更履歴 and on その他; resends the verification mail to a member still 仮登録
// (refused within a minute of the sign-up's mail, sent once a minute has passed — the outbox has the new link,
// which registers the member); and withdraws a member (the confirm dialog, the goodbye mail in the outbox, the
// member's own session ended, gone from the list, 「会員が見つかりません」 on their page, 削除 in the audit log).
// Axe and no sideways scroll on the new tabs at 375 and 1280 px.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { mailsTo, mailToken } from '../support/mail';
import { postAsBrowser, registerMember, uniqueEmail } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

const VERIFY_SUBJECT = /会員登録のメールアドレス認証のお願い/;

async function accessibleAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessibleAt(page, width);
  }
}

test('staff edit a member’s profile, resend the verification mail to a provisional member and withdraw a member', async ({ page, site, browser }) => {
  test.setTimeout(180_000);
  // A registered member, logged in in a browser of their own (kept open: the withdrawal must end its session).
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await registerMember(memberPage, site.url, 'edit');

  // A member who signed up and has not followed the link yet (仮登録).
  const provisionalContext = await browser.newContext();
  const provisionalPage = await provisionalContext.newPage();
  const provisionalEmail = uniqueEmail('prov');
  const password = 'provisional pass phrase';
  const signUp = await postAsBrowser(provisionalPage, site.url, '/api/front/member-register', {
    email: provisionalEmail,
    password,
    password_confirmation: password,
    last_name: '仮',
    first_name: '登録',
    last_name_kana: 'カリ',
    first_name_kana: 'トウロク',
    birth_date: '1992-02-02',
    prefecture_id: 13,
    tel: '090-2222-3333',
    contract_types: '',
    magazine_flag: 0,
    agree: true,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await expect.poll(async () => (await mailsTo(page.request, site.url, provisionalEmail)).filter((m) => VERIFY_SUBJECT.test(m.subject)).length).toBe(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.url}/admin/member/edit/${member.id}?tab=edit`);
  await logInAsStaff(page, DEMO_OWNER);
  await expect(page.getByRole('heading', { level: 1, name: '鈴木 一郎' })).toBeVisible();

  // 編集: the member's own rules; the API's message under the field.
  const form = page.getByRole('form', { name: '会員情報の編集' });
  await expect(form.getByLabel(/^姓/)).toHaveValue('鈴木');
  await expect(form.getByLabel(/^都道府県/)).toHaveValue('13');
  await expect(page.getByText(/はここでは変更できません/)).toBeVisible();
  await accessibleAtBothWidths(page);
  await form.getByLabel(/^姓/).fill('佐藤');
  await form.getByLabel(/^セイ/).fill('さとう');
  await form.getByLabel(/^電話番号/).fill('０８０－１１１１－２２２２');
  await form.getByRole('button', { name: '会員情報を保存する' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  // Under the field and in the summary at the top.
  await expect(form.getByText('全角カタカナで入力してください')).not.toHaveCount(0);
  await expect(form.getByRole('alert')).toContainText('全角カタカナで入力してください');
  await form.getByLabel(/^セイ/).fill('サトウ');
  await form.getByRole('button', { name: '会員情報を保存する' }).click();
  await expect(page.getByText('会員情報を保存しました。')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '佐藤 一郎' })).toBeVisible();

  // 基本情報 shows it (the phone half-width), and the page's 変更履歴 says who changed what.
  await page.getByRole('button', { name: '基本情報', exact: true }).click();
  const profile = page.getByRole('region', { name: '基本情報' });
  await expect(profile).toContainText('080-1111-2222');
  await expect(profile).toContainText('サトウ イチロウ');
  const history = page.getByRole('region', { name: '変更履歴' });
  await expect(history).toContainText('姓：鈴木 → 佐藤');
  await expect(history).toContainText('電話番号：090-1234-5678 → 080-1111-2222');
  await expect(history).toContainText(DEMO_OWNER.name);

  // その他.
  await page.getByRole('button', { name: 'その他', exact: true }).click();
  const other = page.getByRole('region', { name: 'その他' });
  await expect(other).toContainText('エントリーした件数');
  await expect(other).toContainText('保存した検索条件はありません。');
  await accessibleAtBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 認証メール再送: the member signed up a moment ago, so the first try is refused (once a minute).
  await page.goto(`${site.url}/admin/member?keyword=${encodeURIComponent(provisionalEmail.split('@')[0])}`);
  const row = page.getByRole('table', { name: '会員一覧' }).getByRole('row').filter({ hasText: provisionalEmail });
  await expect(row).toContainText('仮登録');
  await row.getByRole('link', { name: '仮 登録', exact: true }).click();
  const resend = page.getByRole('button', { name: '認証メール再送' });
  await resend.click();
  await expect(page.getByText(/1分以内に送信済みです/)).toBeVisible();
  // A minute passes (the sign-up link's issue time moved back, as the API's rule reads it from its expiry).
  const db = new Database(join(site.dataDir, 'db.sqlite'));
  try {
    db.prepare("UPDATE members SET auth_token_expires_at = datetime(auth_token_expires_at, '-2 minutes') WHERE email = ?").run(provisionalEmail);
  } finally {
    db.close();
  }
  await resend.click();
  await expect(page.getByText(`認証メールを ${provisionalEmail} に再送しました。`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(page.request, site.url, provisionalEmail)).filter((m) => VERIFY_SUBJECT.test(m.subject)).length).toBe(2);
  // The newest mail's link registers the member (the first one stopped working).
  const token = await mailToken(page.request, site.url, provisionalEmail, '/user/regist/comp');
  const verified = await postAsBrowser(provisionalPage, site.url, '/api/front/member-register-auth-mail-complete', { token });
  expect(verified.status(), await verified.text()).toBe(200);
  await provisionalContext.close();
  await page.reload();
  await expect(page.getByText(/・本登録・/)).toBeVisible();
  await expect(page.getByRole('button', { name: '認証メール再送' })).toHaveCount(0);

  // 退会処理.
  await page.goto(`${site.url}/admin/member/edit/${member.id}`);
  await page.getByRole('button', { name: '退会処理' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('この操作は取り消せません。');
  await dialog.getByRole('button', { name: '退会させる' }).click();
  await expect(page.getByText('退会処理をしました。')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/member$/);
  await expect.poll(async () => (await mailsTo(page.request, site.url, member.email)).some((m) => /退会手続きが完了しました/.test(m.subject))).toBe(true);
  // The member's own session ended.
  const check = await memberPage.request.get(`${site.url}/api/front/member-login-check`);
  expect(((await check.json()) as { logged_in: boolean }).logged_in).toBe(false);
  await memberContext.close();

  await page.getByLabel('キーワード（氏名・フリガナ・メール・電話）').fill(member.email.split('@')[0]);
  await page.getByRole('button', { name: '検索' }).click();
  await expect(page.getByText('該当するデータがありません')).toBeVisible();
  await page.goto(`${site.url}/admin/member/edit/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '会員が見つかりません' })).toBeVisible();

  // The audit log: the edit and the withdrawal of this member.
  await page.goto(`${site.url}/admin/audit-log`);
  await page.getByLabel('対象').selectOption({ label: '会員' });
  await page.getByLabel('レコードID').fill(String(member.id));
  await page.getByRole('button', { name: '検索' }).click();
  const log = page.getByRole('table', { name: '操作履歴一覧' });
  await expect(log.getByRole('row').filter({ hasText: '削除' })).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: '姓：鈴木 → 佐藤' })).toHaveCount(1);
});
