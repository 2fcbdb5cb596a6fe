// Issue 16: members in the back office, end to end. A member signs up (through the API, support/member.ts);
// the demo owner opens /admin/member, finds them by a word of their e-mail (the row says 未対応), opens their
// page (基本情報), moves their progress on the 進捗 tab, and sees the move in the progress history (who, from,
// to), in the page's 変更履歴 and in the audit log, named in words (未対応 → カウンセリング希望). Axe and no
// sideways scroll on the list, the member's page and the audit log at 375 and 1280 px.
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

for (const width of [375, 1280]) {
  test(`staff find a member by keyword, move their progress and see it in the history and the audit log (${width}px)`, async ({ page, site, browser }) => {
    // The member signs up in a browser of their own.
    const memberContext = await browser.newContext();
    const member = await registerMember(await memberContext.newPage(), site.url, `crm-${width}`);
    await memberContext.close();
    const name = `${member.last_name} ${member.first_name}`;

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/member`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '会員一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '会員' })).toHaveAttribute('aria-current', 'page');

    // Found by a word of the e-mail address.
    const word = member.email.split('@')[0];
    await page.getByLabel('キーワード（氏名・フリガナ・メール・電話）').fill(word);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
    const table = page.getByRole('table', { name: '会員一覧' });
    const row = table.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('未対応');
    await expect(row).toContainText('スズキ イチロウ');
    await expect(page.getByText('全 1 件中 1–1 件')).toBeVisible();
    await expect(page.getByRole('group', { name: 'ステータスで絞り込み' }).getByRole('button', { name: '未対応（1）' })).toBeVisible();
    await expectAccessibleAt(page, width);

    // The member's page: 基本情報 first.
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: '基本情報' })).toContainText('1990年4月1日');
    await expect(page.getByRole('region', { name: '基本情報' })).toContainText('東京都');
    await expectAccessibleAt(page, width);

    // 進捗: move it.
    await page.getByRole('button', { name: '進捗', exact: true }).click();
    await expect(page).toHaveURL(/tab=progress/);
    await expect(page.getByText('進捗はまだ変更されていません。')).toBeVisible();
    const form = page.getByRole('form', { name: '進捗の変更' });
    await form.getByLabel(/^新しい進捗/).selectOption({ label: 'カウンセリング希望' });
    await form.getByRole('button', { name: '進捗を変更する' }).click();
    await expect(page.getByText('進捗を変更しました。')).toBeVisible();
    const history = page.getByRole('table', { name: '進捗の履歴（新しい順）' });
    const moved = history.getByRole('row').nth(1);
    await expect(moved).toContainText('未対応');
    await expect(moved).toContainText('カウンセリング希望');
    await expect(moved).toContainText(DEMO_OWNER.name);
    await expect(page.getByRole('region', { name: '変更履歴' })).toContainText('進捗：未対応 → カウンセリング希望');
    await expectAccessibleAt(page, width);

    // The list's tab for the new progress has them.
    await page.getByRole('link', { name: '会員一覧に戻る' }).click();
    await page.getByRole('group', { name: 'ステータスで絞り込み' }).getByRole('button', { name: 'カウンセリング希望（1）' }).click();
    await expect(table.getByRole('row').filter({ hasText: member.email })).toContainText('カウンセリング希望');

    // The audit log: the owner's change of this member, in words.
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '操作履歴' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '操作履歴一覧' })).toBeVisible();
    await page.getByLabel('対象').selectOption({ label: '会員' });
    await page.getByLabel('レコードID').fill(String(member.id));
    await page.getByRole('button', { name: '検索' }).click();
    const entry = page.getByRole('table', { name: '操作履歴一覧' }).getByRole('row').filter({ hasText: '進捗：未対応 → カウンセリング希望' });
    // Until the filtered answer arrives the table may still list the other width's member's change too.
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('更新');
    await expect(entry).toContainText(DEMO_OWNER.name);
    await expectAccessibleAt(page, width);
  });
}
