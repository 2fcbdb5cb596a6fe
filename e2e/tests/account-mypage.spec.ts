// Issue 12, the logged-in member's pages in the browser: my page (greeting, completeness, missing fields,
// links only to served pages; logged out → /login?next=/user → back), the profile edit (every field, a skill
// with years, desired conditions → saved → reload → completeness 100%; Japanese errors keep what was typed),
// the e-mail change by mail link (new address logs in, old one no more), withdrawal (wrong password, then
// logged out for good), and axe on every page at 375 and 1280 px. Each test makes its own member
// (support/member.ts): six sign-ups per run, below the register throttle (20 per IP an hour).
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { mailLink, mailsTo } from '../support/mail';
import { registerMember, uniqueEmail, type TestMember } from '../support/member';
import { expectFitsWidth } from '../support/layout';

/** What get-user-info answers for the page's logged-in member. */
async function userInfo(page: Page, siteUrl: string) {
  const res = await page.request.get(`${siteUrl}/api/front/get-user-info`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { completeness: number; missing_fields: string[]; email: string } }).user;
}

const field = (page: Page, label: RegExp) => page.getByLabel(label);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const memberMenu = (page: Page) => page.getByRole('navigation', { name: '会員メニュー' });

async function logIn(page: Page, email: string, password: string) {
  await field(page, /^メールアドレス/).fill(email);
  await field(page, /^パスワード/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
}

/** The page is no wider than the screen (nothing to scroll sideways at 375 px). */
async function expectNoSidewaysScroll(page: Page) {
  await expectFitsWidth(page, page.viewportSize()!.width);
}

test.describe('1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('my page: greeting, completeness and missing fields; logged out → /login?next=/user → back on my page', async ({ page, site }) => {
    const member = await registerMember(page, site.url, 'mypage');
    await page.goto(`${site.url}/user`);
    await expect(heading(page, 'マイページ')).toBeVisible();
    await expect(page.getByText(`${member.last_name} ${member.first_name} さん`)).toBeVisible();
    const info = await userInfo(page, site.url);
    expect(info.completeness).toBeLessThan(100);
    await expect(page.getByRole('progressbar', { name: 'プロフィールの入力率' })).toHaveAttribute('aria-valuenow', String(info.completeness));
    await expect(page.getByRole('list', { name: '未入力の項目' }).getByRole('listitem')).toHaveText(info.missing_fields);
    expect(info.missing_fields).toEqual(expect.arrayContaining(['最寄り駅', 'スキル', '希望単価']));
    const menu = page.getByRole('navigation', { name: 'マイページメニュー' });
    await expect(menu.getByRole('link', { name: '登録情報の編集' })).toHaveAttribute('href', '/user/edit');
    await expect(menu.getByRole('link', { name: '退会' })).toHaveAttribute('href', '/user/delete');
    await expect(menu.getByRole('link', { name: 'エントリー履歴' })).toHaveAttribute('href', '/user/entry');
    await expect(menu.getByRole('link', { name: 'スキルにマッチした案件' })).toHaveAttribute('href', '/user-skill-matching-item');
    await page.getByRole('link', { name: '未入力の項目を入力する' }).click();
    await expect(heading(page, '登録情報の編集')).toBeVisible();

    await page.goto(`${site.url}/logout`);
    await expect(heading(page, 'ログアウトしました')).toBeVisible();
    await page.goto(`${site.url}/user`);
    await expect(page).toHaveURL(`${site.url}/login?next=%2Fuser`);
    await expect(heading(page, 'ログイン')).toBeVisible();
    await logIn(page, member.email, member.password);
    await expect(page).toHaveURL(`${site.url}/user`);
    await expect(page.getByText(`${member.last_name} ${member.first_name} さん`)).toBeVisible();
  });

  test('profile edit: every field, a skill with years and desired conditions → saved → reload → completeness 100%; errors keep what was typed', async ({ page, site }) => {
    // Only the browser's date is fixed (mid-June), so 31 December of the latest year offered is under 18 on any real day.
    await page.clock.setFixedTime(new Date('2026-06-15T12:00:00+09:00'));
    await registerMember(page, site.url, 'profile');
    await page.goto(`${site.url}/user/edit`);
    await expect(heading(page, '登録情報の編集')).toBeVisible();
    await expect(field(page, /^姓/)).toHaveValue('鈴木');

    await field(page, /^性別/).selectOption({ label: '女性' });
    await field(page, /^最終学歴/).selectOption({ label: '大学院卒' });
    await field(page, /^国籍/).fill('日本');
    await field(page, /^最寄り駅/).fill('渋谷駅');
    await field(page, /^電話番号/).fill('０３ー１２３４ー５６７８');
    await page.getByRole('group', { name: /希望する契約形態/ }).getByRole('checkbox').first().check();
    await field(page, /^希望単価/).fill('８０');
    await page.getByRole('radio', { name: 'フルリモート' }).check();
    await page.getByRole('group', { name: /希望勤務地/ }).getByRole('checkbox', { name: '東京都' }).check();

    // A skill from the typeahead with the keyboard, its years, and a second one with the mouse.
    const skillBox = page.getByRole('combobox', { name: 'スキルを追加' });
    await skillBox.fill('Jav');
    await expect(page.getByRole('option', { name: 'Java', exact: true })).toBeVisible();
    await skillBox.press('ArrowDown');
    const active = await skillBox.getAttribute('aria-activedescendant');
    const activeTerm = await page.locator(`[id="${active}"]`).textContent();
    await skillBox.press('Enter');
    await expect(page.getByRole('combobox', { name: `${activeTerm}の経験年数` })).toBeVisible();
    await page.getByRole('combobox', { name: `${activeTerm}の経験年数` }).selectOption({ label: '5年' });
    await skillBox.fill('Type');
    await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
    await page.getByRole('combobox', { name: 'TypeScriptの経験年数' }).selectOption({ label: '1年未満' });
    expect(await seriousViolations(page)).toEqual([]);

    // Japanese errors from the browser's checks: hiragana kana, under 18. Nothing typed is lost.
    await field(page, /^セイ/).fill('すずき');
    await page.getByRole('combobox', { name: '年', exact: true }).selectOption('2008');
    await page.getByRole('combobox', { name: '月', exact: true }).selectOption('12');
    await page.getByRole('combobox', { name: '日', exact: true }).selectOption('31');
    await page.getByRole('button', { name: '登録情報を更新する' }).click();
    await expect(page.getByRole('alert')).toHaveText('入力内容をご確認ください。');
    await expect(field(page, /^セイ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^セイ/)).toBeFocused();
    await expect(page.getByText('18歳未満の方はご登録いただけません')).toBeVisible();
    await expect(field(page, /^最寄り駅/)).toHaveValue('渋谷駅');
    await expect(page.getByRole('combobox', { name: 'TypeScriptの経験年数' })).toHaveValue('0');
    expect(await seriousViolations(page)).toEqual([]);

    await field(page, /^セイ/).fill('スズキ');
    await page.getByRole('combobox', { name: '年', exact: true }).selectOption('1985');
    await page.getByRole('combobox', { name: '月', exact: true }).selectOption('7');
    await page.getByRole('combobox', { name: '日', exact: true }).selectOption('20');
    await page.getByRole('button', { name: '登録情報を更新する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '登録情報を更新しました' })).toBeVisible();
    await expect(field(page, /^電話番号/)).toHaveValue('03-1234-5678');
    await expect(field(page, /^希望単価/)).toHaveValue('80');

    await page.reload();
    await expect(field(page, /^セイ/)).toHaveValue('スズキ');
    await expect(field(page, /^性別/)).toHaveValue('2');
    await expect(field(page, /^最終学歴/)).toHaveValue('7');
    await expect(field(page, /^国籍/)).toHaveValue('日本');
    await expect(page.getByRole('combobox', { name: '年', exact: true })).toHaveValue('1985');
    await expect(page.getByRole('combobox', { name: '日', exact: true })).toHaveValue('20');
    await expect(field(page, /^最寄り駅/)).toHaveValue('渋谷駅');
    await expect(page.getByRole('group', { name: /希望する契約形態/ }).getByRole('checkbox').first()).toBeChecked();
    await expect(field(page, /^希望単価/)).toHaveValue('80');
    await expect(page.getByRole('radio', { name: 'フルリモート' })).toBeChecked();
    await expect(page.getByRole('group', { name: /希望勤務地/ }).getByRole('checkbox', { name: '東京都' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: `${activeTerm}の経験年数` })).toHaveValue('5');
    await expect(page.getByRole('combobox', { name: 'TypeScriptの経験年数' })).toHaveValue('0');

    await page.goto(`${site.url}/user`);
    await expect(page.getByRole('progressbar', { name: 'プロフィールの入力率' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('すべての項目が入力されています。')).toBeVisible();
    const skills = page.locator('.mfe-account-summary dd').filter({ hasText: 'TypeScript' });
    await expect(skills).toContainText(activeTerm!);
  });

  test('e-mail change: request → mail to the new address → its link → the new address logs in, the old one no more', async ({ page, site }) => {
    const member = await registerMember(page, site.url, 'change-from');
    const newEmail = uniqueEmail('change-to');
    await page.goto(`${site.url}/user/edit/email`);
    await expect(heading(page, 'メールアドレスの変更')).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await field(page, /^新しいメールアドレス/).fill(newEmail);
    await page.getByRole('button', { name: '確認メールを送信する' }).click();
    await expect(page.getByRole('status')).toContainText(`${newEmail} 宛に確認メールを送信しました。メール内のリンクを24時間以内に開くと変更が完了します。`);

    await page.goto(`${site.url}/user`);
    await expect(page.locator('.mfe-account-notice')).toContainText(newEmail);

    const link = await mailLink(page.request, site.url, newEmail, '/user/edit/email/auth');
    await page.goto(`${site.url}${link}`);
    await expect(heading(page, 'メールアドレスを変更しました')).toBeVisible();
    await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
    // Every session ended, this browser's too.
    await expect(memberMenu(page).getByRole('link', { name: 'ログイン' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The link works once.
    await page.goto(`${site.url}${link}`);
    await expect(page.getByRole('alert')).toContainText('このメールアドレス変更リンクは無効か、有効期限（24時間）が切れています。');
    await expect(page.getByRole('link', { name: 'メールアドレスの変更をやり直す' })).toHaveAttribute('href', '/user/edit/email');

    await page.goto(`${site.url}/login?next=%2Fuser`);
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
    await logIn(page, newEmail, member.password);
    await expect(page).toHaveURL(`${site.url}/user`);
    await expect(page.getByRole('main').getByText(newEmail)).toBeVisible();
  });

  test('withdrawal: a wrong password is refused; then withdrawn, logged out, and the login no longer works', async ({ page, site }) => {
    const member = await registerMember(page, site.url, 'withdraw');
    await page.goto(`${site.url}/user/delete`);
    await expect(heading(page, '退会')).toBeVisible();
    await field(page, /^退会理由/).fill('しばらく案件を探さないため');
    await field(page, /^パスワード/).fill('not my password');
    await page.getByRole('button', { name: '退会手続きへ進む' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '本当に退会しますか？' })).toBeFocused();
    await page.getByRole('button', { name: '退会する' }).click();
    await expect(page.getByText('パスワードが正しくありません')).toBeVisible();
    await expect(field(page, /^パスワード/)).toBeFocused();
    await expect(field(page, /^退会理由/)).toHaveValue('しばらく案件を探さないため');

    await field(page, /^パスワード/).fill(member.password);
    await page.getByRole('button', { name: '退会手続きへ進む' }).click();
    await page.getByRole('button', { name: '退会する' }).click();
    await expect(heading(page, '退会手続きが完了しました')).toBeVisible();
    await expect(memberMenu(page).getByRole('link', { name: 'ログイン' })).toBeVisible();
    await expect.poll(async () => (await mailsTo(page.request, site.url, member.email)).map((m) => m.subject)).toContain('【エンジニアルート】退会手続きが完了しました');

    await page.goto(`${site.url}/user`);
    await expect(page).toHaveURL(`${site.url}/login?next=%2Fuser`);
    await logIn(page, member.email, member.password);
    await expect(page.getByRole('alert')).toContainText('メールアドレスまたはパスワードが正しくありません');
  });
});

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe: no serious or critical violation on the member pages, nothing wider than the screen', async ({ page, site }) => {
      // Seven axe passes over four pages and three states: 50–60 s on a slow 2-core machine (CI timed out at 60 s).
      test.slow();
      const member: TestMember = await registerMember(page, site.url, `axe-${width}`);
      const pages: [string, string][] = [
        ['/user', 'マイページ'],
        ['/user/edit', '登録情報の編集'],
        ['/user/edit/email', 'メールアドレスの変更'],
        ['/user/delete', '退会'],
      ];
      for (const [path, name] of pages) {
        await page.goto(`${site.url}${path}`);
        await expect(heading(page, name)).toBeVisible();
        await expect(page.getByRole('main').locator('.er-spinner')).toHaveCount(0);
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
        await expectNoSidewaysScroll(page);
      }
      // The states: the typeahead open, the withdrawal's confirm step, a link that does not work.
      await page.goto(`${site.url}/user/edit`);
      await page.getByRole('combobox', { name: 'スキルを追加' }).fill('Py');
      await expect(page.getByRole('listbox', { name: 'スキルの候補' })).toBeVisible();
      expect({ state: 'typeahead', violations: await seriousViolations(page) }).toEqual({ state: 'typeahead', violations: [] });
      await expectNoSidewaysScroll(page);
      await page.goto(`${site.url}/user/delete`);
      await field(page, /^パスワード/).fill(member.password);
      await page.getByRole('button', { name: '退会手続きへ進む' }).click();
      await expect(page.getByRole('heading', { level: 2, name: '本当に退会しますか？' })).toBeVisible();
      expect({ state: 'confirm', violations: await seriousViolations(page) }).toEqual({ state: 'confirm', violations: [] });
      await page.goto(`${site.url}/user/edit/email/auth?token=${'z'.repeat(43)}`);
      await expect(page.getByRole('alert')).toContainText('このメールアドレス変更リンクは無効か');
      expect({ state: 'invalid link', violations: await seriousViolations(page) }).toEqual({ state: 'invalid link', violations: [] });
      await expectNoSidewaysScroll(page);
    });
  });
}
