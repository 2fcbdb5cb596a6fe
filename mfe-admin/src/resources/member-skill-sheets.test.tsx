/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// スキルシート on a member's page over the real SDK (answered through fetch): the list (name, size, when, by whom),
// download links to user/admin-download and the bundle, an upload as multipart with the member's id whose refusal
// lands under the field in the API's words, 削除 behind the confirm dialog; viewers only download.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { memberResource } from './member';
import { formatSheetSize } from './member-skill-sheets';

type Sheet = Schemas['AdminSkillSheetDto'];

const detail = { id: 7, name: '山田 太郎', email: 'taro@example.com', auth_state_label: '本登録', progress_label: '未対応', impression_label: null } as unknown as Schemas['AdminMemberDetailDto'];
const sheet = (over: Partial<Sheet>): Sheet => ({
  id: 1,
  original_name: '職務経歴書.pdf',
  size: 48213,
  mime_type: 'application/pdf',
  uploaded_at: '2026-11-26T01:30:00.000Z',
  file_name: '3f2b8a1e-6c1d-4a53-9a0e-1d2c3b4a5f60.pdf',
  uploaded_by: 'member',
  uploaded_by_staff_name: null,
  ...over,
});

describe('member skill sheets tab', () => {
  it('formats sizes in KB and MB', () => {
    expect(formatSheetSize(48213)).toBe('47.1 KB');
    expect(formatSheetSize(2621440)).toBe('2.5 MB');
    expect(formatSheetSize(10)).toBe('0.1 KB');
  });

  it('lists the sheets with their downloads, uploads one (a refusal under the field first) and deletes one after confirming', async () => {
    let sheets: Sheet[] = [sheet({ id: 1 })];
    const uploads: Array<Record<string, unknown>> = [];
    const deletes: unknown[] = [];
    renderResource(memberResource, '/admin/member/edit/7?tab=skill-sheets', {
      role: 'editor',
      routes: {
        'GET /api/admin/member/detail/7': detail,
        'GET /api/admin/user/admin-skill-sheets/7': () => ({ sheets, max_count: 20 }),
        'POST /api/admin/user/admin-upload': ({ init }: { init?: RequestInit }) => {
          const form = init!.body as FormData;
          const file = form.get('file') as File;
          uploads.push({ user_id: form.get('user_id'), name: file.name });
          if (file.name.endsWith('.exe'))
            return reply(400, { statusCode: 400, code: 'SKILL_SHEET_FILE_TYPE', message: 'Excel・Word・PDF のファイルを選択してください', errors: { file: ['Excel・Word・PDF のファイルを選択してください'] } });
          const added = sheet({ id: 2, original_name: file.name, uploaded_by: 'staff', uploaded_by_staff_name: '管理 太郎', uploaded_at: '2026-11-26T03:00:00.000Z' });
          sheets = [added, ...sheets];
          return { sheet: added };
        },
        'POST /api/admin/user/admin-delete': ({ body }: { body: { user_id: number; id: number } }) => {
          deletes.push(body);
          sheets = sheets.filter((s) => s.id !== body.id);
          return { result: true };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'スキルシート（新しい順）' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(['職務経歴書.pdf', '47.1 KB', '2026/11/26 10:30', '会員本人']);
    expect(screen.getByRole('link', { name: '職務経歴書.pdfをダウンロード' })).toHaveAttribute(
      'href',
      '/api/admin/user/admin-download?filename=3f2b8a1e-6c1d-4a53-9a0e-1d2c3b4a5f60.pdf',
    );
    expect(screen.getByRole('link', { name: '一括ダウンロード（skillsheet.zip）' })).toHaveAttribute('href', '/api/admin/user/admin-bulk-download?id=7');

    const form = screen.getByRole('form', { name: 'スキルシートのアップロード' });
    const input = within(form).getByLabelText('スキルシートを追加');
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.docx,.doc,.pdf');
    fireEvent.click(within(form).getByRole('button', { name: 'アップロードする' }));
    expect(await within(form).findByText('ファイルを選択してください')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(['MZ'], 'virus.exe')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'アップロードする' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Excel・Word・PDF のファイルを選択してください');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'スキルシート.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(form).getByRole('button', { name: 'アップロードする' }));
    expect(await screen.findByText('「スキルシート.pdf」をアップロードしました。')).toBeInTheDocument();
    expect(await screen.findByText('スタッフ（管理 太郎）')).toBeInTheDocument();
    expect(uploads).toEqual([
      { user_id: '7', name: 'virus.exe' },
      { user_id: '7', name: 'スキルシート.pdf' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: '職務経歴書.pdfを削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'このスキルシートを削除しますか？' });
    expect(dialog).toHaveTextContent('「職務経歴書.pdf」を削除します');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('「職務経歴書.pdf」を削除しました。')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: '職務経歴書.pdfをダウンロード' })).not.toBeInTheDocument());
    expect(deletes).toEqual([{ user_id: 7, id: 1 }]);
  });

  it('lets viewers download only; a member without sheets has no bundle link', async () => {
    renderResource(memberResource, '/admin/member/edit/7?tab=skill-sheets', {
      role: 'viewer',
      routes: {
        'GET /api/admin/member/detail/7': detail,
        'GET /api/admin/user/admin-skill-sheets/7': { sheets: [sheet({ id: 3, uploaded_by: 'staff', uploaded_by_staff_name: '佐藤 花子' })], max_count: 20 },
      },
    });
    expect(await screen.findByRole('link', { name: '職務経歴書.pdfをダウンロード' })).toBeInTheDocument();
    expect(screen.getByText('スタッフ（佐藤 花子）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '職務経歴書.pdfを削除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'スキルシートのアップロード' })).not.toBeInTheDocument();
    expect(screen.getByText('閲覧のみの権限のため、ダウンロードだけできます。')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderResource(memberResource, '/admin/member/edit/7?tab=skill-sheets', {
      role: 'editor',
      routes: { 'GET /api/admin/member/detail/7': detail, 'GET /api/admin/user/admin-skill-sheets/7': { sheets: [], max_count: 20 } },
    });
    expect(await screen.findByText('スキルシートはまだありません。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /一括ダウンロード/ })).not.toBeInTheDocument();
  });
});
