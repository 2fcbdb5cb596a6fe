// Issue 16: the member list as CSV, end to end. A member signs up; the demo owner narrows /admin/member to them
// by a word of their e-mail, clicks 「CSVダウンロード」 and gets 会員一覧_<day>.csv: UTF-8 with the BOM first,
// the Japanese header row, their row (CRLF line ends). 「分割ダウンロード」 lists the one part of 1,000 rows as a
// link and downloads it the same way. Axe and no sideways scroll with the dialog open, at 375 and 1280 px.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

const HEADER = '会員ID,氏名,フリガナ,メールアドレス,電話番号,性別,生年月日,年齢,都道府県,最寄り駅,最終学歴,国籍,希望単価（円/月）,進捗,印象,登録状態,メルマガ,最終ログイン日時,登録日時\r\n';

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

for (const width of [375, 1280]) {
  test(`staff download the member list as CSV for Excel, whole and split (${width}px)`, async ({ page, site, browser }) => {
    const memberContext = await browser.newContext();
    const member = await registerMember(await memberContext.newPage(), site.url, `csv-${width}`);
    await memberContext.close();

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/member`);
    await logInAsStaff(page, DEMO_OWNER);
    await expect(page.getByRole('heading', { level: 1, name: '会員一覧' })).toBeVisible();
    const word = member.email.split('@')[0];
    await page.getByLabel('キーワード（氏名・フリガナ・メール・電話）').fill(word);
    await page.getByRole('button', { name: '検索' }).click();
    await expect(page.getByText('全 1 件中 1–1 件')).toBeVisible();

    const [whole] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSVダウンロード' }).click()]);
    expect(whole.suggestedFilename()).toMatch(/^会員一覧_\d{8}\.csv$/);
    const file = await bytesOf(whole);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.toString('utf8').slice(1);
    expect(text.startsWith(HEADER)).toBe(true);
    const rows = text.slice(HEADER.length).split('\r\n');
    expect(rows).toEqual([expect.stringMatching(new RegExp(`^${member.id},鈴木 一郎,スズキ イチロウ,${member.email.replace(/[.+]/g, '\\$&')},090-1234-5678,`)), '']);
    expect(rows[0]).toContain(',東京都,');

    await page.getByRole('button', { name: '分割ダウンロード' }).click();
    const dialog = page.getByRole('dialog', { name: '分割ダウンロード' });
    await dialog.getByLabel('1ファイルの件数').selectOption({ label: '1,000件' });
    await expect(dialog.getByText('全1件を1ファイルに分けます。')).toBeVisible();
    await expectAccessibleAt(page, width);
    const part = dialog.getByRole('list', { name: '分割したファイル' }).getByRole('link');
    await expect(part).toHaveCount(1);
    const [split] = await Promise.all([page.waitForEvent('download'), part.click()]);
    expect(split.suggestedFilename()).toMatch(/^会員一覧_\d{8}_1of1\.csv$/);
    const splitText = (await bytesOf(split)).toString('utf8');
    expect(splitText).toBe(file.toString('utf8'));
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect(dialog).toBeHidden();
  });
}
