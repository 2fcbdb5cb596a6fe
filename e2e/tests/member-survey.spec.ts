// Issue 16: the member questionnaires, end to end. A member signs up (through the API, support/member.ts), opens
// 働き方アンケート from my page's menu, sends it (a field error first, then the answer) and sees the completion
// message, then answers フリーランス準備アンケート; the demo owner finds the answer at /admin/engineerstyle by a word of the member's e-mail, opens it
// (who answered, linked to the member's page), corrects the desired rate and sees the correction in the list and
// the record's 変更履歴. Axe and no sideways scroll on the member's form and the staff screens at 375 and 1280 px.
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

for (const width of [375, 1280]) {
  test(`a member answers 働き方アンケート from my page; staff find the answer and correct it (${width}px)`, async ({ page, site, browser }) => {
    // The member, in a browser of their own.
    const memberContext = await browser.newContext({ viewport: { width, height: 900 } });
    const memberPage = await memberContext.newPage();
    const member = await registerMember(memberPage, site.url, `survey-${width}`);
    await memberPage.goto(`${site.url}/user`);
    await memberPage.getByRole('navigation', { name: 'マイページメニュー' }).getByRole('link', { name: '働き方アンケート' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: '働き方アンケート' })).toBeVisible();
    await expect(memberPage).toHaveTitle(/^働き方アンケート｜/);
    await expectAccessibleAt(memberPage, width);

    // A rate out of range: the server's message under the field.
    await memberPage.getByRole('radio', { name: 'フルリモート希望' }).check();
    await memberPage.getByLabel(/^希望する稼働日数/).selectOption({ label: '週4日' });
    await memberPage.getByLabel(/^希望単価/).fill('5');
    await memberPage.getByLabel(/^エンジニアとしての経験年数/).fill('6');
    await memberPage.getByLabel(/^希望するポジション・エリア/).fill('React・TypeScript のフロントエンド');
    await memberPage.getByRole('button', { name: '回答を送信する' }).click();
    await expect(memberPage.getByText('希望単価は10万円〜500万円の範囲で入力してください')).toBeVisible();
    await expect(memberPage.getByLabel(/^希望単価/)).toBeFocused();
    await expectAccessibleAt(memberPage, width);

    await memberPage.getByLabel(/^希望単価/).fill('65');
    await memberPage.getByRole('button', { name: '回答を送信する' }).click();
    await expect(memberPage.getByRole('heading', { name: 'ご回答ありがとうございました' })).toBeFocused();
    await expectAccessibleAt(memberPage, width);
    // Back on the form: the answer, to be updated.
    await memberPage.reload();
    await expect(memberPage.getByText(/にいただいた回答を表示しています/)).toBeVisible();
    await expect(memberPage.getByRole('radio', { name: 'フルリモート希望' })).toBeChecked();
    await expect(memberPage.getByRole('button', { name: '回答を更新する' })).toBeVisible();

    // The other questionnaire, from the same menu.
    await memberPage.goto(`${site.url}/user`);
    await memberPage.getByRole('navigation', { name: 'マイページメニュー' }).getByRole('link', { name: 'フリーランス準備アンケート' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'フリーランス準備アンケート' })).toBeVisible();
    await memberPage.getByRole('radio', { name: '3ヶ月以内' }).check();
    await memberPage.getByLabel(/^現在の状況/).selectOption({ label: '会社員' });
    await memberPage.getByRole('radio', { name: 'なし' }).check();
    await memberPage.getByLabel(/^その他・ご相談したいこと/).fill('契約や確定申告について相談したいです。');
    await expectAccessibleAt(memberPage, width);
    await memberPage.getByRole('button', { name: '回答を送信する' }).click();
    await expect(memberPage.getByRole('heading', { name: 'ご回答ありがとうございました' })).toBeFocused();
    await memberContext.close();

    // Staff find it by a word of the member's e-mail.
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/engineerstyle`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '働き方アンケート一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '働き方アンケート' })).toHaveAttribute('aria-current', 'page');
    const word = member.email.split('@')[0];
    await page.getByLabel('キーワード（氏名・メール・回答の記述）').fill(word);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
    const table = page.getByRole('table', { name: '働き方アンケート一覧' });
    const row = table.getByRole('row').filter({ hasText: member.email });
    await expect(row).toContainText('フルリモート希望');
    await expect(row).toContainText('65万円');
    await expect(row.getByRole('link', { name: `${member.last_name} ${member.first_name}`, exact: true })).toHaveAttribute('href', `/admin/member/edit/${member.id}`);
    await expect(page.getByText('全 1 件中 1–1 件')).toBeVisible();
    await expectAccessibleAt(page, width);

    // Open it and correct the rate.
    await row.getByRole('link', { name: `${member.last_name} ${member.first_name}さんの回答を編集` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '働き方アンケートの編集' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${member.last_name} ${member.first_name}（${member.email}）` })).toBeVisible();
    await expect(page.getByLabel(/^希望単価（万円\/月）/)).toHaveValue('65');
    await page.getByLabel(/^希望単価（万円\/月）/).fill('70');
    await page.getByLabel(/^その他・ご要望/).fill('面談で確認し、単価を修正');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: member.email })).toContainText('70万円');
    await expectAccessibleAt(page, width);

    // The record's history names the correction.
    await table.getByRole('row').filter({ hasText: member.email }).getByRole('link', { name: `${member.last_name} ${member.first_name}さんの回答を編集` }).click();
    await expect(page.getByRole('region', { name: '変更履歴' })).toContainText('650000 → 700000');
    await expect(page.getByRole('region', { name: '変更履歴' })).toContainText(DEMO_OWNER.name);
    await expectAccessibleAt(page, width);
  });
}
