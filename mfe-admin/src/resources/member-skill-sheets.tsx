// スキルシート on a member's page (issue 16, staff files on members): the member's sheets as the API lists them
// (user/admin-skill-sheets/{id}: name, size, when, by the member or by which staff member), each downloaded with a
// plain link (user/admin-download: the session cookie goes along and the API names the file), all of them as
// skillsheet.zip (user/admin-bulk-download), and for editors and owners an upload (user/admin-upload: the API checks
// the content and the limits and answers the refusal under the field) and 削除 behind the confirm dialog
// (user/admin-delete). Every download and change is in the member's 変更履歴 (the API audits them).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, serializeQuery, type Schemas } from '@er/api-client';
import { Button, ErrorPanel, Spinner } from '@er/ui';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToast } from '../components/Toast';
import { formatJapanDateTime } from '../format/japan-time';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { dataOrThrow, resourceKey } from './calls';
import { CATALOG_WRITERS } from './permissions';
import type { AnyResource } from './types';

type Sheet = Schemas['AdminSkillSheetDto'];

/** What the API accepts (it decides by the content; this only narrows the file picker). */
const ACCEPT = '.xlsx,.xls,.docx,.doc,.pdf';

/** 48213 → '47.1 KB', 2621440 → '2.5 MB'. */
export function formatSheetSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
  return `${Math.max(0.1, Math.round((bytes / 1024) * 10) / 10).toFixed(1)} KB`;
}

const downloadHref = (sheet: Sheet) => `${api.adminSkillSheets.adminUserAdminDownload.path}?${serializeQuery({ filename: sheet.file_name })}`;
const bundleHref = (memberId: number) => `${api.adminSkillSheets.adminUserAdminBulkDownload.path}?${serializeQuery({ id: memberId })}`;

export function MemberSkillSheetsTab({ resource, id }: { resource: AnyResource; id: number }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const writable = role !== null && CATALOG_WRITERS.includes(role);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Sheet | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const sheets = useQuery({
    queryKey: resourceKey(resource, 'skill-sheets', id),
    queryFn: async ({ signal }) => (await dataOrThrow(api.adminSkillSheets.adminUserAdminSkillSheets({ id }, { signal })))!,
  });

  /** The list and the 変更履歴 again (a download, upload or delete is a row of it). */
  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
    await queryClient.invalidateQueries({ queryKey: resourceKey(resource, 'skill-sheets', id) });
  };

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setFileError('ファイルを選択してください');
      input.current?.focus();
      return;
    }
    const body = new FormData();
    body.append('user_id', String(id));
    body.append('file', file);
    setUploading(true);
    setFileError(null);
    try {
      const { error } = await api.adminSkillSheets.adminUserAdminUpload(body);
      if (error) {
        // The API's Japanese refusal (type, size, count) under the field; another failure's message likewise.
        setFileError(error.errors?.file?.[0] ?? error.message);
        input.current?.focus();
        return;
      }
      toast.success(`「${file.name}」をアップロードしました。`);
      if (input.current) input.current.value = '';
      await refresh();
    } catch {
      setFileError('アップロードできませんでした。通信状態を確認して、もう一度お試しください。');
    } finally {
      setUploading(false);
    }
  }

  async function onDelete() {
    if (!deleting) return;
    setDeletePending(true);
    try {
      const { error } = await api.adminSkillSheets.adminUserAdminDelete({ user_id: id, id: deleting.id });
      if (error) toast.error(error.message);
      else toast.success(`「${deleting.original_name}」を削除しました。`);
      await refresh();
    } catch {
      toast.error('削除できませんでした。通信状態を確認して、もう一度お試しください。');
    } finally {
      setDeletePending(false);
      setDeleting(null);
    }
  }

  return (
    <section aria-label="スキルシート">
      <h2>スキルシート</h2>
      {sheets.isPending ? (
        <Spinner />
      ) : sheets.isError ? (
        <ErrorPanel message="スキルシートを読み込めませんでした。" onRetry={() => void sheets.refetch()} />
      ) : sheets.data.sheets.length === 0 ? (
        <p>スキルシートはまだありません。</p>
      ) : (
        <>
          {/* Focusable so that keyboard users can scroll it sideways on a narrow screen. */}
          <div className="er-staff-table-wrap" tabIndex={0} role="region" aria-label="スキルシートの一覧">
            <table className="er-staff-table">
              <caption className="er-visually-hidden">スキルシート（新しい順）</caption>
              <thead>
                <tr>
                  <th scope="col">ファイル名</th>
                  <th scope="col">サイズ</th>
                  <th scope="col">アップロード日時</th>
                  <th scope="col">登録者</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {sheets.data.sheets.map((sheet) => (
                  <tr key={sheet.id}>
                    <td>{sheet.original_name}</td>
                    <td className="er-num">{formatSheetSize(sheet.size)}</td>
                    <td>{formatJapanDateTime(sheet.uploaded_at)}</td>
                    <td>{sheet.uploaded_by === 'staff' ? `スタッフ（${sheet.uploaded_by_staff_name ?? '不明'}）` : '会員本人'}</td>
                    <td>
                      <a href={downloadHref(sheet)} download={sheet.original_name} aria-label={`${sheet.original_name}をダウンロード`} onClick={() => void refresh()}>
                        ダウンロード
                      </a>
                      {writable && (
                        <>
                          {' '}
                          <Button variant="danger" className="er-button--small" aria-label={`${sheet.original_name}を削除`} onClick={() => setDeleting(sheet)}>
                            削除
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <a className="er-button er-button--secondary" href={bundleHref(id)} download="skillsheet.zip" onClick={() => void refresh()}>
              一括ダウンロード（skillsheet.zip）
            </a>
          </p>
        </>
      )}

      {writable ? (
        <form className="er-form" noValidate onSubmit={(e) => void onUpload(e)} aria-label="スキルシートのアップロード">
          <div className={`er-field${fileError ? ' is-invalid' : ''}`}>
            <label htmlFor={inputId}>スキルシートを追加</label>
            <input
              id={inputId}
              ref={input}
              type="file"
              name="file"
              accept={ACCEPT}
              disabled={uploading}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
              onChange={() => setFileError(null)}
            />
            <p id={hintId} className="er-field__hint">
              Excel（.xlsx・.xls）、Word（.docx・.doc）、PDF（.pdf）の10MBまでのファイル。1人{sheets.data?.max_count ?? 20}件まで登録できます。会員のマイページにも表示されます。
            </p>
            {fileError && (
              <p id={errorId} className="er-field__errors" role="alert">
                {fileError}
              </p>
            )}
          </div>
          <div className="er-resource-form__actions">
            <Button type="submit" disabled={uploading}>
              {uploading ? 'アップロード中…' : 'アップロードする'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="er-note">閲覧のみの権限のため、ダウンロードだけできます。</p>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="このスキルシートを削除しますか？"
        confirmLabel="削除する"
        danger
        pending={deletePending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>「{deleting?.original_name}」を削除します。ファイルも削除され、元に戻せません（会員のマイページからも消えます）。</p>
      </ConfirmDialog>
    </section>
  );
}
