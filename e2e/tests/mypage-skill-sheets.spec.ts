// Issue 13, the skill-sheet section of my page in the browser: upload a PDF made here (file choice), see it
// listed, download it byte for byte under its name, a renamed executable refused with the server's Japanese
// error, delete it (confirm), the template saved as skillsheet.xlsx, the bundle as skillsheet.zip; and axe on
// /user with the section at 375 and 1280 px (empty, and with a sheet). Each test makes its own member.
import { readFile } from 'node:fs/promises';
import { seriousViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';

const section = (page: Page) => page.getByRole('region', { name: 'スキルシート' });
const fileInput = (page: Page) => page.getByLabel(/ファイルを選択/);
const sheetList = (page: Page) => page.getByRole('list', { name: '登録済みのスキルシート' });

/** A small PDF: the API checks the content (`%PDF-`), not the name. */
const pdfBytes = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows executable's first bytes (MZ) with a .pdf name. */
const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 0)]);

async function openMyPage(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/user`);
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(section(page).locator('.er-spinner')).toHaveCount(0);
}

test.describe('a phone (375px, touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the upload zone says to tap, not to drag and drop', async ({ page, site }) => {
    await registerMember(page, site.url, 'sheets-touch');
    await openMyPage(page, site.url);
    await expect(section(page).getByText('タップしてファイルを選択')).toBeVisible();
    await expect(section(page).getByText(/ドラッグ＆ドロップ/)).toBeHidden();
  });
});

test.describe('1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('upload a PDF → listed → downloaded byte for byte; a renamed .exe refused; bundle; deleted after confirming', async ({ page, site }) => {
    await registerMember(page, site.url, 'sheets');
    await openMyPage(page, site.url);
    await expect(section(page).getByText('スキルシートはまだ登録されていません。')).toBeVisible();
    await expect(section(page).getByRole('link', { name: 'まとめてダウンロード' })).toHaveCount(0);

    const pdf = pdfBytes();
    await fileInput(page).setInputFiles({ name: '職務経歴書.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByRole('status').filter({ hasText: 'スキルシートをアップロードしました。' })).toBeVisible();
    const row = sheetList(page).getByRole('listitem').filter({ hasText: '職務経歴書.pdf' });
    await expect(row).toContainText(`${(Math.round((pdf.length / 1024) * 10) / 10).toFixed(1)} KB`);
    await expect(row).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} アップロード/);

    // Listed after a reload too (from get-skill-sheet-list).
    await openMyPage(page, site.url);
    await expect(sheetList(page).getByRole('listitem')).toHaveCount(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '職務経歴書.pdfをダウンロード' }).click()]);
    expect(download.suggestedFilename()).toBe('職務経歴書.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);

    const [bundle] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'まとめてダウンロード' }).click()]);
    expect(bundle.suggestedFilename()).toBe('skillsheet.zip');
    expect((await readFile((await bundle.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');

    // The name says PDF, the bytes do not: the server's Japanese error under the zone (and flashed).
    await fileInput(page).setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exeBytes() });
    const notPdf = 'ファイルの名前は .pdf ですが、中身がPDFのファイルではありません。PDFとして保存（書き出し）し直したファイルを選択してください';
    await expect(section(page).locator('.mfe-account-sheets__error')).toHaveText(notPdf);
    // Said once: under the upload zone, read out as an alert, and not flashed as well.
    await expect(page.getByText(notPdf)).toHaveCount(1);
    await expect(page.getByRole('alert').filter({ hasText: notPdf })).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(sheetList(page).getByRole('listitem')).toHaveCount(1);

    // A dismissed confirm keeps it; an accepted one deletes it.
    page.once('dialog', (d) => {
      expect(d.message()).toBe('このスキルシートを削除しますか？');
      void d.dismiss();
    });
    await page.getByRole('button', { name: '職務経歴書.pdfを削除' }).click();
    await expect(sheetList(page).getByRole('listitem')).toHaveCount(1);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: '職務経歴書.pdfを削除' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'スキルシートを削除しました。' })).toBeVisible();
    await expect(section(page).getByText('スキルシートはまだ登録されていません。')).toBeVisible();
    const list = await page.request.get(`${site.url}/api/front/get-skill-sheet-list`);
    expect(((await list.json()) as { sheets: unknown[] }).sheets).toEqual([]);
  });

  test('the template downloads as skillsheet.xlsx (an xlsx zip)', async ({ page, site }) => {
    await registerMember(page, site.url, 'sheets-template');
    await openMyPage(page, site.url);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page).getByRole('button', { name: 'テンプレートをダウンロード' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('skillsheet.xlsx');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
  });
});

for (const width of [375, 1280]) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('axe: /user with the skill-sheet section, empty and with a sheet; nothing wider than the screen', async ({ page, site }) => {
      await registerMember(page, site.url, `sheets-axe-${width}`);
      await openMyPage(page, site.url);
      await expect(section(page).getByText('スキルシートはまだ登録されていません。')).toBeVisible();
      expect({ state: 'empty', violations: await seriousViolations(page) }).toEqual({ state: 'empty', violations: [] });

      await fileInput(page).setInputFiles({ name: 'とても長い名前の職務経歴書_2026年版_最新_提出用_確認済み.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
      await expect(sheetList(page).getByRole('listitem')).toHaveCount(1);
      await fileInput(page).setInputFiles({ name: 'bad.exe', mimeType: 'application/octet-stream', buffer: exeBytes() });
      await expect(section(page).locator('.mfe-account-sheets__error')).toHaveText('Excel・Word・PDF のファイルを選択してください');
      expect({ state: 'listed, refused', violations: await seriousViolations(page) }).toEqual({ state: 'listed, refused', violations: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The zone is reached with the keyboard: focusing the input outlines it.
      await fileInput(page).focus();
      await expect(fileInput(page)).toBeFocused();
    });
  });
}
