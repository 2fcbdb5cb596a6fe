// Issue 13: search → detail → エントリー → /entry/<id> (a skill sheet uploaded there) → confirm → /entry/completion,
// both mails in the outbox, the history at /user/entry (エントリー済み → withdrawn: 辞退), and the detail page's button
// following is-enterd. axe on the three pages at 375 and 1280 px.
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { mailsTo } from '../support/mail';
import { registerMember } from '../support/member';
import { expectFitsWidth } from '../support/layout';

/** A small real PDF (the API checks the content: %PDF-). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Nothing to scroll sideways: the page is no wider than the screen. */
/** An open listing from the search page: its detail page is where the journey starts. */
async function openFirstListing(page: Page, siteUrl: string): Promise<{ id: number; name: string }> {
  await page.goto(`${siteUrl}/item/search`);
  const name = page.locator('.er-item-card:not(.is-ended) .er-item-card__name a').first();
  const title = (await name.textContent())!.trim();
  await name.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(/\/item\/detail\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
  return { id, name: title };
}

test('search → detail → entry with an uploaded skill sheet → completion, both mails, history, withdrawal', async ({ page, site, request }) => {
  test.setTimeout(90_000);
  const member = await registerMember(page, site.url, 'entry');
  const item = await openFirstListing(page, site.url);

  await page.getByRole('link', { name: 'この案件にエントリーする' }).click();
  await expect(page).toHaveURL(`${site.url}/entry/${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'エントリー内容の入力' })).toBeVisible();
  await expect(page.getByRole('link', { name: item.name })).toHaveAttribute('href', `/item/detail/${item.id}`);
  await expect(page.getByRole('radio', { name: 'スキルシートなしでエントリー' })).toBeChecked();

  // An upload right there; the new sheet is chosen.
  await page.getByLabel(/新しいスキルシートをアップロード/).setInputFiles({ name: '職務経歴書.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'アップロードする' }).click();
  await expect(page.getByRole('radio', { name: /職務経歴書\.pdf/ })).toBeChecked();

  await page.getByLabel(/担当者へのメッセージ/).fill('来月から稼働できます。');
  await page.getByLabel(/同意します/).check();
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'この内容でエントリーします' })).toBeVisible();
  await expect(page.getByText('来月から稼働できます。')).toBeVisible();
  await page.getByRole('button', { name: 'エントリーする' }).click();

  await expect(page).toHaveURL(`${site.url}/entry/completion`);
  await expect(page.getByRole('heading', { level: 1, name: 'エントリーが完了しました' })).toBeVisible();
  await expect(page.getByText(/営業日以内にご登録の連絡先へご連絡いたします/)).toBeVisible();

  // The member's confirmation and the staff notice (entries.mail.ts ENTRY_SUBJECTS), queued with the entry.
  await expect.poll(async () => (await mailsTo(request, site.url, member.email)).map((m) => m.subject).join('\n')).toContain('エントリーを受け付けました');
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`${site.url}/dev/mail.json`)).json()) as { mails: { subject: string }[] };
      return mails.some((m) => m.subject.includes(`エントリーがありました（${item.name}）`));
    })
    .toBe(true);

  // The detail page now says エントリー済み, with the way to the history.
  await page.goto(`${site.url}/item/detail/${item.id}`);
  await expect(page.getByRole('button', { name: 'エントリー済み' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'この案件にエントリーする' })).toHaveCount(0);
  await page.getByRole('link', { name: 'エントリー履歴を見る' }).click();

  await expect(page).toHaveURL(`${site.url}/user/entry`);
  const row = page.getByRole('article', { name: `${item.name}へのエントリー` });
  await expect(row.locator('.mfe-account-entry__status')).toHaveText('エントリー済み');
  await expect(row.getByText('職務経歴書.pdf')).toBeVisible();
  page.once('dialog', (d) => {
    expect(d.message()).toBe('このエントリーを取り下げますか？');
    void d.accept();
  });
  await row.getByRole('button', { name: 'エントリーを取り下げる' }).click();
  await expect(row.locator('.mfe-account-entry__status')).toHaveText('辞退');
  await expect(row.getByRole('button', { name: 'エントリーを取り下げる' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: `${item.name}へのエントリー` }).locator('.mfe-account-entry__status')).toHaveText('辞退');

  // Withdrawn: the listing takes an entry again.
  await page.goto(`${site.url}/item/detail/${item.id}`);
  await expect(page.getByRole('link', { name: 'この案件にエントリーする' })).toBeVisible();
});

test('a visitor who is not logged in is sent to log in first', async ({ page, site }) => {
  await page.goto(`${site.url}/entry/1`);
  await expect(page).toHaveURL(`${site.url}/login?next=%2Fentry%2F1`);
});

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/entry/<id>, /entry/completion and /user/entry have no serious axe violation and fit the screen', async ({ page, site }) => {
      test.setTimeout(90_000);
      await registerMember(page, site.url, `entry-axe-${width}`);
      const item = await openFirstListing(page, site.url);
      await page.goto(`${site.url}/entry/${item.id}`);
      await expect(page.getByRole('radio', { name: 'スキルシートなしでエントリー' })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsWidth(page, width);

      await page.getByLabel(/同意します/).check();
      await page.getByRole('button', { name: '確認画面へ進む' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'この内容でエントリーします' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'エントリーする' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'エントリーが完了しました' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'この案件に似た案件' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsWidth(page, width);
      // A reload keeps the page of the entry just sent; opened afresh, with nothing sent, it thanks for nothing
      // and goes to the history instead.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'エントリーが完了しました' })).toBeVisible();
      await page.goto(`${site.url}/user`);
      await page.goto(`${site.url}/entry/completion`);
      await expect(page).toHaveURL(`${site.url}/user/entry`);

      await page.goto(`${site.url}/user/entry`);
      await expect(page.getByRole('article', { name: `${item.name}へのエントリー` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expectFitsWidth(page, width);
    });
  });
}
