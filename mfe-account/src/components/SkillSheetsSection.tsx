import { useId, useState, type DragEvent } from 'react';
import { api, serializeQuery } from '@er/api-client';
import { Button, FlashMessage, Spinner, useFlash } from '@er/ui';
import { useSkillSheetActions, useSkillSheetList, type SkillSheet } from '../hooks/useSkillSheets';
import { SKILL_SHEET_ACCEPT } from '../hooks/upload-skill-sheet';
import './skill-sheets.css';

/** SPEC §8: what a failed template download says (an alert, not a flash). */
export const TEMPLATE_FAILURE_ALERT = 'システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。';
export const CONFIRM_DELETE = 'このスキルシートを削除しますか？';
/** SPEC §9: the names of the downloads. */
const TEMPLATE_NAME = 'skillsheet.xlsx';
const BUNDLE_NAME = 'skillsheet.zip';

/** 48213 → '47.1 KB', 2621440 → '2.5 MB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
  return `${Math.max(0.1, Math.round((bytes / 1024) * 10) / 10).toFixed(1)} KB`;
}

/** '2026-04-01T09:30:00.000Z' → '2026年4月1日 18:30' (SPEC §5: year, month, day with the Japanese units; the time in Japan). */
export function formatUploadedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = date.toLocaleDateString('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });
  const time = date.toLocaleTimeString('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' });
  return `${day} ${time}`;
}

/** Saves a blob under `name` through an object URL (the API's answer was read by the SDK). */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a little later: some browsers start reading the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const downloadHref = (id: number) => `${api.skillSheets.downloadSkillSheet.path}?${serializeQuery({ id })}`;

/**
 * My page: the member's skill sheets (issue 13) — list with download and delete, upload by file choice or
 * drag and drop with its progress, the bundle (skillsheet.zip) and the template (skillsheet.xlsx).
 * Downloads of stored files are plain links (the session cookie goes along; the API names the file).
 */
export function SkillSheetsSection() {
  const list = useSkillSheetList();
  const { upload, progress, uploading, remove, deleting } = useSkillSheetActions();
  const { flash, show } = useFlash();
  const [fileError, setFileError] = useState('');
  const [uploadingName, setUploadingName] = useState('');
  const [dragging, setDragging] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const progressId = useId();

  async function uploadFiles(files: File[]) {
    if (uploading || files.length === 0) return;
    setFileError('');
    for (const file of files) {
      setUploadingName(file.name);
      const failure = await upload(file);
      if (failure) {
        // Said once, under the upload zone (an alert, so it is read out), not flashed as well.
        setFileError(failure);
        return;
      }
    }
    show(files.length > 1 ? `スキルシートを${files.length}件アップロードしました。` : 'スキルシートをアップロードしました。');
  }

  async function onDelete(sheet: SkillSheet) {
    if (!window.confirm(CONFIRM_DELETE)) return;
    const failure = await remove(sheet.id);
    if (failure) show(failure, { failure: true });
    else show('スキルシートを削除しました。');
  }

  async function downloadTemplate() {
    setTemplateBusy(true);
    const { data, error } = await api.skillSheets.downloadSkillSheetTemplate();
    setTemplateBusy(false);
    if (error) {
      window.alert(TEMPLATE_FAILURE_ALERT);
      return;
    }
    saveBlob(data, TEMPLATE_NAME);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void uploadFiles(Array.from(e.dataTransfer.files));
  }

  const sheets = list.data ?? [];
  const templateButton = (
    <Button variant="secondary" disabled={templateBusy} onClick={() => void downloadTemplate()}>
      テンプレートをダウンロード
    </Button>
  );

  return (
    <section className="er-card mfe-account-sheets" aria-labelledby="mypage-skill-sheets">
      <h2 id="mypage-skill-sheets">スキルシート</h2>
      <FlashMessage flash={flash} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert">
          <p>スキルシートを読み込めませんでした。</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            再読み込み
          </Button>
        </div>
      ) : sheets.length === 0 ? (
        <div className="mfe-account-sheets__empty">
          <p>スキルシートはまだ登録されていません。</p>
          <p className="er-field__hint">テンプレート（Excel）をダウンロードして作成できます。</p>
          <div className="mfe-account-sheets__actions">{templateButton}</div>
        </div>
      ) : (
        <>
          <ul className="mfe-account-sheets__list" aria-label="登録済みのスキルシート">
            {sheets.map((sheet) => (
              <li key={sheet.id} className="mfe-account-sheets__item">
                <div className="mfe-account-sheets__file">
                  <span className="mfe-account-sheets__name">{sheet.original_name}</span>
                  <span className="mfe-account-sheets__meta">
                    <span className="er-num">{formatSize(sheet.size)}</span>・<time dateTime={sheet.uploaded_at}>{formatUploadedAt(sheet.uploaded_at)}</time> アップロード
                  </span>
                </div>
                <div className="mfe-account-sheets__row-actions">
                  <a
                    className="er-button er-button--secondary er-button--small"
                    href={downloadHref(sheet.id)}
                    download
                    aria-label={`${sheet.original_name}をダウンロード`}
                  >
                    ダウンロード
                  </a>
                  <Button
                    variant="danger"
                    className="er-button--small"
                    disabled={deleting === sheet.id}
                    aria-label={`${sheet.original_name}を削除`}
                    onClick={() => void onDelete(sheet)}
                  >
                    削除
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="mfe-account-sheets__actions">
            <a className="er-button er-button--secondary" href={api.skillSheets.bulkDownloadSkillSheet.path} download={BUNDLE_NAME}>
              まとめてダウンロード
            </a>
            {templateButton}
          </div>
        </>
      )}

      <div className={`mfe-account-sheets__upload${fileError ? ' is-invalid' : ''}`}>
        {/* The input first: the zone (its label) shows its keyboard focus (input:focus-visible + label). */}
        <input
          id={inputId}
          type="file"
          className="er-visually-hidden mfe-account-sheets__input"
          accept={SKILL_SHEET_ACCEPT}
          disabled={uploading}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            // Cleared so that choosing the same file again (after a refusal) fires a change.
            e.currentTarget.value = '';
            void uploadFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={`mfe-account-sheets__zone${dragging ? ' is-dragging' : ''}${uploading ? ' is-busy' : ''}`}
          onDragEnter={(e) => {
            e.preventDefault();
            if (!uploading) setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className="mfe-account-sheets__zone-title">スキルシートをアップロード</span>
          {/* A phone has nothing to drag a file with: there the zone says what a tap does (skill-sheets.css). */}
          <span className="mfe-account-sheets__zone-text mfe-account-sheets__zone-text--pointer">ここにファイルをドラッグ＆ドロップ、またはクリックしてファイルを選択</span>
          <span className="mfe-account-sheets__zone-text mfe-account-sheets__zone-text--touch">タップしてファイルを選択</span>
        </label>
        <p id={hintId} className="er-field__hint">
          Excel（.xlsx・.xls）、Word（.docx・.doc）、PDF（.pdf）の10MBまでのファイル。20件まで登録できます。
        </p>
        {fileError && (
          <p id={errorId} className="er-field__errors mfe-account-sheets__error" role="alert">
            {fileError}
          </p>
        )}
        {uploading && (
          <div className="mfe-account-sheets__progress">
            <label htmlFor={progressId}>{uploadingName} をアップロード中</label>
            <progress id={progressId} max={100} value={progress ?? 0}>
              {progress ?? 0}%
            </progress>
            <span className="er-num" aria-hidden="true">
              {progress ?? 0}%
            </span>
          </div>
        )}
      </div>
    </section>
  );
}
