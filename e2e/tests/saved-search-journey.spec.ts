// Issue 13, saved searches: a member searches, saves the conditions (「この条件を保存」), sees them on my page,
// the daily digest is run (POST /dev/saved-search-digest, as the scheduled job runs it) and mails the new
// listing once — a second run the same day mails nothing — and the mail's unsubscribe link, opened logged
// out, turns the mail off, which my page then shows. axe on the three pages at 375 and 1280 px.
import { join } from 'node:path';
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { test, expect } from '../support/fixtures';
import { mailsTo } from '../support/mail';
import { postAsBrowser, registerMember } from '../support/member';
import { expectFitsWidth } from '../support/layout';

const DIGEST_SUBJECT = /保存した検索条件に新着案件が\d+件あります/;
const MAIL_TOGGLE = '新着案件をメールで受け取る（1日1回）';

/** axe finds nothing serious and nothing scrolls sideways, at 375 and 1280 px. */
async function checkWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width}px`).toEqual([]);
    await expectFitsWidth(page, width, `width at ${width}px`);
  }
}

/** SQLite's datetime text as TypeORM writes it ('2026-11-25 03:04:05.678', UTC). */
const sqliteNow = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

test('search → save → my page → digest mailed once → unsubscribe link opened logged out → the mail is off', async ({ page, site, request, browser }) => {
  test.setTimeout(120_000);
  // A tag of an open listing: the saved search is that tag's filter on /item/search.
  // The newest listings may include one another test of this worker's site created without tags: take one with a tag.
  const found = (await (await request.get(`${site.url}/api/front/item/get-search-by-keyword-list?per_page=50`)).json()) as { items: { id: number; name: string; tags: { id: number; term: string }[] }[] };
  const listing = found.items.find((item) => item.tags.length > 0)!;
  const tag = listing.tags[0]!;

  // Logged out: the button is a way to log in and come back.
  await page.goto(`${site.url}/item/search?tags=${tag.id}`);
  await expect(page.getByRole('link', { name: 'ログインしてこの条件を保存' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/item/search?tags=${tag.id}`)}`);

  const member = await registerMember(page, site.url, 'saved-search');
  await page.goto(`${site.url}/item/search?tags=${tag.id}`);
  const save = page.getByRole('button', { name: 'この条件を保存' });
  await expect(save).toBeEnabled();
  await checkWidths(page);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: '検索条件を保存しました' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保存済み' })).toBeDisabled();
  // A reload still knows it.
  await page.reload();
  await expect(page.getByRole('button', { name: '保存済み' })).toBeDisabled();
  // The tag page has the button too (its own conditions: that tag's page).
  await page.goto(`${site.url}/item/tag/${tag.id}`);
  await expect(page.getByRole('button', { name: 'この条件を保存' })).toBeVisible();

  // My page lists it, linking to the search, with the mail on.
  await page.goto(`${site.url}/user`);
  const section = page.getByRole('article', { name: '保存した検索条件' });
  await expect(section.getByRole('link', { name: tag.term, exact: true })).toHaveAttribute('href', `/item/search?tags=${tag.id}`);
  await expect(section.getByRole('checkbox', { name: MAIL_TOGGLE })).toBeChecked();
  await checkWidths(page);

  // A listing of that tag is published after the search was saved.
  await page.waitForTimeout(1100); // the saved search's creation and the new publication must not fall in one instant
  const db = new Database(join(site.dataDir, 'db.sqlite'));
  try {
    // As any program writing the table directly: SQLite has no ON UPDATE, so the writer stamps updated_at
    // itself, which is how the catalog index's change poll finds the row.
    db.prepare('UPDATE items SET published_at = ?, updated_at = ? WHERE id = ?').run(sqliteNow(), sqliteNow(), listing.id);
  } finally {
    db.close();
  }

  const run = await postAsBrowser(page, site.url, '/dev/saved-search-digest', {});
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { sent: number }).sent).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await mailsTo(request, site.url, member.email)).filter((m) => DIGEST_SUBJECT.test(m.subject)).length).toBe(1);
  const [mail] = (await mailsTo(request, site.url, member.email)).filter((m) => DIGEST_SUBJECT.test(m.subject));
  const text = await (await request.get(`${site.url}/dev/mail/${mail!.id}`)).text();
  expect(text).toContain(listing.name.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  expect(text).toContain(`${site.url}/item/detail/${listing.id}`);
  expect(text).toContain(`${site.url}/user`);

  // The same day again (the dev button twice, a restart): nothing more.
  const again = await postAsBrowser(page, site.url, '/dev/saved-search-digest', {});
  expect(((await again.json()) as { sent: number }).sent).toBe(0);
  expect((await mailsTo(request, site.url, member.email)).filter((m) => DIGEST_SUBJECT.test(m.subject))).toHaveLength(1);

  // The unsubscribe link, opened in a browser that is not logged in.
  const link = /\/user\/saved-search\/unsubscribe\?token=s\d+\.[A-Za-z0-9_-]{43}/.exec(text)![0];
  const visitor = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  try {
    const stranger = await visitor.newPage();
    await stranger.goto(`${site.url}${link}`);
    await expect(stranger.getByRole('heading', { level: 1, name: '新着案件メールの配信を停止しました' })).toBeVisible();
    await expect(stranger.getByText(`検索条件「${tag.term}」の新着案件のお知らせメールを停止しました。`)).toBeVisible();
    await checkWidths(stranger);
    // An altered link is refused in Japanese.
    await stranger.goto(`${site.url}${link.slice(0, -2)}xx`);
    await expect(stranger.getByRole('alert')).toContainText('配信停止のリンクが正しくありません');
  } finally {
    await visitor.close();
  }

  await page.goto(`${site.url}/user`);
  await expect(page.getByRole('article', { name: '保存した検索条件' }).getByRole('checkbox', { name: MAIL_TOGGLE })).not.toBeChecked();
});
