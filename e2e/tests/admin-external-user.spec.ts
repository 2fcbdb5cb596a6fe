// Issue 16: people from partner services, end to end. A member signs up (through the API, support/member.ts); the
// demo owner registers a person a partner sent (「外部ユーザー」→ 新規登録) whose e-mail is the member's in capitals,
// finds them in the list (未統合), opens their page, presses 「会員を探す」 (the member is found by e-mail whatever its
// case), merges them with 「この会員と統合」 after the confirm dialog, and sees 統合済み, the member named, the page's
// 変更履歴 and the audit log's 統合 rows on both sides. Axe and no sideways scroll at 375 and 1280 px.
import { randomBytes } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

for (const width of [375, 1280]) {
  test(`staff register a person from a partner, find the member they are and merge them (${width}px)`, async ({ page, site, browser }) => {
    const memberContext = await browser.newContext();
    const member = await registerMember(await memberContext.newPage(), site.url, `partner-${width}`);
    await memberContext.close();
    const memberName = `${member.last_name} ${member.first_name}`;
    const externalId = `AG-${width}-${randomBytes(3).toString('hex')}`;
    const personName = `提携 花子${width}`;

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/external-user`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '外部ユーザー一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '外部ユーザー' })).toHaveAttribute('aria-current', 'page');
    await expectAccessibleAt(page, width);

    // 新規登録: the person as the partner gave them (the address in capitals).
    await page.getByRole('link', { name: '新規登録' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '外部ユーザーの新規登録' })).toBeVisible();
    await page.getByLabel(/^提携元/).selectOption({ label: '提携エージェント' });
    await page.getByLabel(/^外部ID/).fill(externalId);
    await page.getByLabel(/^氏名/).fill(personName);
    await page.getByLabel(/^メールアドレス/).fill(member.email.toUpperCase());
    await expectAccessibleAt(page, width);
    await page.getByRole('button', { name: '登録する' }).click();
    await expect(page.getByText('外部ユーザーを登録しました。')).toBeVisible();

    // In the list, not merged yet.
    await expect(page.getByRole('heading', { level: 1, name: '外部ユーザー一覧' })).toBeVisible();
    await page.getByLabel('キーワード（氏名・メール・電話・外部ID）').fill(externalId);
    await page.getByRole('button', { name: '検索' }).click();
    const table = page.getByRole('table', { name: '外部ユーザー一覧' });
    const row = table.getByRole('row').filter({ hasText: externalId });
    await expect(row).toContainText('未統合');
    await expect(row).toContainText('提携エージェント');
    await expect(row).toContainText(member.email.toLowerCase());

    // The person's page: 会員を探す finds the member by e-mail.
    await row.getByRole('link', { name: personName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: personName })).toBeVisible();
    await page.getByRole('button', { name: '会員を探す' }).click();
    const candidates = page.getByRole('list', { name: '一致する会員' });
    await expect(candidates.getByRole('link', { name: memberName })).toHaveAttribute('href', `/admin/member/edit/${member.id}`);
    await expect(candidates).toContainText(`会員ID ${member.id}`);
    await expect(candidates).toContainText('メールアドレス');
    await expectAccessibleAt(page, width);

    // この会員と統合, after the dialog that says what changes.
    await candidates.getByRole('button', { name: `この会員と統合：${memberName}（会員ID ${member.id}）` }).click();
    const dialog = page.getByRole('alertdialog', { name: `「${personName}」を会員「${memberName}」と統合しますか？` });
    await expect(dialog).toContainText('統合は取り消せません');
    await expectAccessibleAt(page, width);
    await dialog.getByRole('button', { name: '統合する' }).click();
    await expect(page.getByText(`会員「${memberName}」と統合しました。`)).toBeVisible();
    const summary = page.getByRole('region', { name: '外部ユーザーの情報' });
    await expect(summary).toContainText('統合済み');
    await expect(summary.getByRole('link', { name: memberName })).toHaveAttribute('href', `/admin/member/edit/${member.id}`);
    await expect(page.getByRole('button', { name: '会員を探す' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '変更履歴' })).toContainText('統合');
    await expectAccessibleAt(page, width);

    // The list's 統合済み tab has them.
    await page.getByRole('link', { name: '外部ユーザー一覧に戻る' }).click();
    await page.getByRole('group', { name: 'ステータスで絞り込み' }).getByRole('button', { name: /^統合済み/ }).click();
    await expect(table.getByRole('row').filter({ hasText: externalId })).toContainText(memberName);

    // The audit log: the merge on the external user's side and on the member's.
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '操作履歴' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '操作履歴一覧' })).toBeVisible();
    await page.getByLabel('対象').selectOption({ label: '会員' });
    await page.getByLabel('レコードID').fill(String(member.id));
    await page.getByRole('button', { name: '検索' }).click();
    const entry = page.getByRole('table', { name: '操作履歴一覧' }).getByRole('row').filter({ hasText: '統合した外部ユーザー' });
    // Until the filtered answer arrives the table may still list other records' rows.
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('統合');
    await expect(entry).toContainText(DEMO_OWNER.name);
    await expectAccessibleAt(page, width);
  });
}
