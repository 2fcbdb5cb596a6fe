// Issue 16, staff files on members, end to end: a member signs up (support/member.ts) in a browser of their own;
// the demo owner opens the member's page at the スキルシート tab, sees the server refuse a renamed executable in
// Japanese under the field, uploads a PDF for the member (listed as スタッフ（name）), downloads it byte for byte
// under its Japanese name and the bundle as skillsheet.zip — each a row of the member's 変更履歴 —; the member sees
// the sheet on my page; the owner deletes it after the confirm dialog and it is gone from my page too. Axe and no
// sideways scroll on the tab at 375 and 1280 px (empty and with a sheet).
import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';
import { DEMO_OWNER, expectAccessibleAt, logInAsStaff } from '../support/staff';

/** A small PDF: the API checks the content (`%PDF-`), not the name. */
const pdfBytes = (width: number) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% staff upload ${width}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
/** A Windows executable's first bytes (MZ) with a .pdf name. */
const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 0)]);

for (const width of [375, 1280]) {
  test(`staff upload a skill sheet for a member, download it and the bundle, the member sees it, staff delete it (${width}px)`, async ({ page, site, browser }) => {
    const memberContext = await browser.newContext({ viewport: { width, height: 900 } });
    const memberPage = await memberContext.newPage();
    const member = await registerMember(memberPage, site.url, `staff-sheet-${width}`);
    const fileName = `職務経歴書（${width}）.pdf`;

    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/admin/member/edit/${member.id}?tab=skill-sheets`);
    await logInAsStaff(page, DEMO_OWNER);
    const tab = page.getByRole('region', { name: 'スキルシート' });
    await expect(tab.getByText('スキルシートはまだありません。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'スキルシート', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessibleAt(page, width);

    // The server decides by the content: a renamed executable is refused under the field, nothing is stored.
    const form = page.getByRole('form', { name: 'スキルシートのアップロード' });
    const input = form.getByLabel('スキルシートを追加');
    await input.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exeBytes() });
    await form.getByRole('button', { name: 'アップロードする' }).click();
    await expect(form.getByRole('alert')).toHaveText('ファイルの名前は .pdf ですが、中身がPDFのファイルではありません。PDFとして保存（書き出し）し直したファイルを選択してください');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(tab.getByText('スキルシートはまだありません。')).toBeVisible();

    const pdf = pdfBytes(width);
    await input.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'アップロードする' }).click();
    await expect(page.getByText(`「${fileName}」をアップロードしました。`)).toBeVisible();
    const row = tab.getByRole('table', { name: 'スキルシート（新しい順）' }).getByRole('row').filter({ hasText: fileName });
    await expect(row).toContainText(`スタッフ（${DEMO_OWNER.name}）`);
    await expect(row).toContainText(`${(Math.round((pdf.length / 1024) * 10) / 10).toFixed(1)} KB`);
    await expectAccessibleAt(page, width);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: `${fileName}をダウンロード` }).click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);
    const [bundle] = await Promise.all([page.waitForEvent('download'), tab.getByRole('link', { name: '一括ダウンロード（skillsheet.zip）' }).click()]);
    expect(bundle.suggestedFilename()).toBe('skillsheet.zip');
    expect((await readFile((await bundle.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');

    // The upload and both downloads are in the member's history, by the owner.
    await page.reload();
    const history = page.getByRole('region', { name: '変更履歴' });
    await expect(history.getByRole('listitem').filter({ hasText: '（ダウンロード）' })).toHaveCount(2);
    await expect(history.getByRole('listitem').filter({ hasText: '（作成）' })).toContainText(`スキルシート：（なし） → ${fileName}`);

    // The member sees it on my page.
    await memberPage.goto(`${site.url}/user`);
    const mySheets = memberPage.getByRole('list', { name: '登録済みのスキルシート' });
    await expect(mySheets.getByRole('listitem').filter({ hasText: fileName })).toBeVisible();

    // Deleted after the confirm dialog: gone here and from my page.
    await tab.getByRole('button', { name: `${fileName}を削除` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'このスキルシートを削除しますか？' });
    await expect(dialog).toContainText(fileName);
    await dialog.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText(`「${fileName}」を削除しました。`)).toBeVisible();
    await expect(tab.getByText('スキルシートはまだありません。')).toBeVisible();
    await memberPage.reload();
    await expect(memberPage.getByRole('region', { name: 'スキルシート' }).getByText('スキルシートはまだ登録されていません。')).toBeVisible();
    await memberContext.close();
  });
}
