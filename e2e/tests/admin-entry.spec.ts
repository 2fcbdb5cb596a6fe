// Issue 16: entries in the back office, end to end. A member signs up and applies to an open listing (through the
// API, as the browser does); the demo owner opens /admin/entry, finds the entry by a word of the member's e-mail
// (エントリー済み), opens it, moves it to 書類選考中 and then 面談調整中 — each behind the dialog that says the member is
// mailed — and sees both in the status history (who), the mails sent and 変更履歴; the member gets both mails
// (the outbox) and sees the status and its history on /user/entry. Axe and no sideways scroll on the list, the
// entry's page and the member's history at 375 and 1280 px.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { mailsTo } from '../support/mail';
import { postAsBrowser, registerMember } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

/** An open listing from the search page (the entry form takes open listings only). */
async function openListing(page: Page, siteUrl: string): Promise<{ id: number; name: string }> {
  await page.goto(`${siteUrl}/item/search`);
  const link = page.locator('.er-item-card:not(.is-ended) .er-item-card__name a').first();
  const name = (await link.textContent())!.trim();
  const id = Number(/\/item\/detail\/(\d+)/.exec((await link.getAttribute('href'))!)![1]);
  return { id, name };
}

for (const width of [375, 1280]) {
  test(`staff move a member's entry to 書類選考中 and 面談調整中; the member is mailed and sees the history (${width}px)`, async ({ page, site, browser, request }) => {
    // The member applies in a browser of their own.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await registerMember(memberPage, site.url, `entry-admin-${width}`);
    const item = await openListing(memberPage, site.url);
    const applied = await postAsBrowser(memberPage, site.url, '/api/front/entry', { item_id: item.id, agree: true });
    expect(applied.status(), await applied.text()).toBe(201);
    const entryId = ((await applied.json()) as { entry: { id: number } }).entry.id;

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/entry`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: 'エントリー一覧' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'エントリー' })).toHaveAttribute('aria-current', 'page');

    // Found by a word of the member's e-mail address.
    const word = member.email.split('@')[0];
    await page.getByLabel('会員（氏名・フリガナ・メール）').fill(word);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(new RegExp(`member_keyword=${word}`));
    const table = page.getByRole('table', { name: 'エントリー一覧' });
    // The row of this entry (its link opens it): every test member is 鈴木 一郎 and the 375 px run applies to the same
    // listing, so until the filtered list replaces the whole one, the listing's name alone matches two rows.
    const row = table.getByRole('row').filter({ has: page.locator(`a[href$="/admin/entry/edit/${entryId}"]`) });
    await expect(row).toContainText('エントリー済み');
    await expect(page.getByRole('group', { name: 'ステータスで絞り込み' }).getByRole('button', { name: 'エントリー済み（1）' })).toBeVisible();
    await expectAccessibleAt(page, width);

    // The entry's page.
    await row.getByRole('link', { name: `${member.last_name} ${member.first_name}`, exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/admin/entry/edit/${entryId}`);
    await expect(page.getByRole('heading', { level: 1, name: `エントリー #${entryId}（${member.last_name} ${member.first_name}）` })).toBeVisible();
    const summary = page.getByRole('region', { name: 'エントリーの内容' });
    await expect(summary).toContainText(item.name);
    await expect(summary).toContainText(member.email);
    await expect(page.getByRole('region', { name: '会員に送ったメール' })).toContainText('エントリーを受け付けました');
    await expectAccessibleAt(page, width);

    for (const status of ['書類選考中', '面談調整中']) {
      await page.getByLabel('新しいステータス').selectOption({ label: status });
      await page.getByRole('button', { name: 'ステータスを変更する' }).click();
      const dialog = page.getByRole('alertdialog', { name: `ステータスを「${status}」に変更しますか？` });
      await expect(dialog).toContainText('会員に通知メールが送信されます。');
      if (status === '書類選考中') await expectAccessibleAt(page, width);
      await dialog.getByRole('button', { name: '変更する' }).click();
      await expect(page.getByText(`ステータスを「${status}」に変更し、会員に通知メールを送りました。`)).toBeVisible();
      const history = page.getByRole('table', { name: 'ステータスの履歴（古い順）' });
      await expect(history.getByRole('row').last()).toContainText(status);
      await expect(history.getByRole('row').last()).toContainText(DEMO_OWNER.name);
    }
    await expect(page.getByRole('region', { name: '会員に送ったメール' })).toContainText('選考状況が「面談調整中」になりました');
    await expect(page.getByRole('region', { name: '変更履歴' })).toContainText('ステータス：書類選考中 → 面談調整中');
    await expectAccessibleAt(page, width);

    // The member's mails, one per move, with the status it moved to.
    await expect
      .poll(async () => (await mailsTo(request, site.url, member.email)).map((m) => m.subject).filter((subject) => subject.includes('選考状況が')).sort())
      .toEqual(['【エンジニアルート】選考状況が「書類選考中」になりました', '【エンジニアルート】選考状況が「面談調整中」になりました'].sort());

    // The member sees the status and its history on /user/entry.
    await memberPage.setViewportSize({ width, height: 900 });
    await memberPage.goto(`${site.url}/user/entry`);
    const mine = memberPage.getByRole('article', { name: `${item.name}へのエントリー` });
    await expect(mine.locator('.mfe-account-entry__status')).toHaveText('面談調整中');
    const steps = mine.getByRole('region', { name: '選考状況の履歴' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('エントリー済み');
    await expect(steps.nth(1)).toContainText('書類選考中');
    await expect(steps.nth(2)).toContainText('面談調整中');
    await expect(steps.nth(2)).toContainText('担当者が更新');
    await expect(mine.getByRole('button', { name: 'エントリーを取り下げる' })).toHaveCount(0);
    await expectAccessibleAt(memberPage, width);
    await memberContext.close();
  });
}
