// An entry's page (/admin/entry/edit/:id, issue 16; the staff notice mail links here): the listing, the member,
// the skill sheet (downloaded through user/admin-download), the status change — behind a confirm dialog, as it
// mails the member —, the validity toggle and 削除 for editors and owners, the status history (who moved it
// when) and the mails the member got about it; then the record's 変更履歴 from the audit log.
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError, serializeQuery, type Schemas } from '@er/api-client';
import { Button, ErrorPanel, Spinner } from '@er/ui';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RecordHistory } from '../components/RecordHistory';
import { useToast } from '../components/Toast';
import { formatJapanDateTime } from '../format/japan-time';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { dataOrThrow, resourceKey } from './calls';
import { editPath, listPath } from './paths';
import { CATALOG_WRITERS } from './permissions';
import type { AnyResource } from './types';
import './entry.css';

type Detail = Schemas['AdminEntryDetailDto'];
type StaffStatus = Schemas['AdminEntryUpdateStatusBodyDto']['status'];

/** What the list's link carried: the list's search, so 一覧に戻る returns to the same page and filters. */
interface FromListState {
  listSearch?: string;
}

export function EntryPage({ resource }: { resource: AnyResource }) {
  const id = Number(useParams().id);
  const location = useLocation();
  const { role } = useStaffInfo();
  const writer = role !== null && CATALOG_WRITERS.includes(role);
  const detail = useQuery({
    queryKey: resourceKey(resource, 'detail', id),
    queryFn: async ({ signal }) => (await dataOrThrow(api.adminEntry.adminEntryDetail({ id }, { signal })))!,
  });
  const back = `${listPath(resource)}${(location.state as FromListState | null)?.listSearch ?? ''}`;

  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return detail.error instanceof ApiRequestError && detail.error.error.statusCode === 404 ? (
      <section>
        <h1>エントリーが見つかりません</h1>
        <p>削除されたか、存在しないエントリーです。</p>
        <Link to={back}>エントリー一覧に戻る</Link>
      </section>
    ) : (
      <ErrorPanel onRetry={() => void detail.refetch()} />
    );
  const entry = detail.data;
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>
          エントリー #{entry.id}（{entry.member_name ?? '退会済みの会員'}）
        </h1>
        <Link to={back}>エントリー一覧に戻る</Link>
      </div>
      <p>
        ステータス <strong>{entry.status_label}</strong>・<strong>{entry.validity_label}</strong>・{formatJapanDateTime(entry.entered_at)} にエントリー
      </p>
      <Summary entry={entry} />
      {writer && <EntryActions resource={resource} entry={entry} back={back} />}
      <StatusHistory entry={entry} />
      <SentMails entry={entry} />
      <RecordHistory resource={resource} id={id} />
    </section>
  );
}

function Summary({ entry }: { entry: Detail }) {
  const rows: [string, ReactNode][] = [
    ['エントリーID', entry.id],
    ['エントリー日時', formatJapanDateTime(entry.entered_at)],
    ['ステータス', entry.status_label],
    ['有効・無効', entry.validity_label],
    [
      '会員',
      entry.member ? (
        <>
          <Link to={editPath({ path: 'member' }, entry.member.id)}>{entry.member.name || entry.member.email}</Link>（会員ID {entry.member.id}）
        </>
      ) : (
        `（退会済み・会員ID ${entry.member_id}）`
      ),
    ],
    ['メールアドレス', entry.member?.email ?? ''],
    ['電話番号', entry.member?.tel ?? '（未入力）'],
    [
      '案件',
      entry.item ? (
        <>
          <Link to={editPath({ path: 'item' }, entry.item.id)}>{entry.item.name}</Link>
          {entry.item.public_path && (
            <>
              {' '}
              （<a href={entry.item.public_path}>公開ページ</a>）
            </>
          )}
        </>
      ) : (
        `（削除された案件・案件ID ${entry.item_id}）`
      ),
    ],
    ['単価', entry.item?.rate_detail || '（未設定）'],
    ['稼働開始希望日', entry.desired_start_date ? entry.desired_start_date.replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日') : '（未入力）'],
    ['担当者へのメッセージ', entry.message ? <span className="er-entry-message">{entry.message}</span> : '（なし）'],
    ['スキルシート', <SkillSheet key="sheet" entry={entry} />],
  ];
  return (
    <section aria-label="エントリーの内容">
      <h2>エントリーの内容</h2>
      <dl className="er-record-summary">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The sheet sent with the entry, as a download link: user/admin-download takes the stored file name, which the
 * member's list of sheets (user/admin-skill-sheets) gives; each download is in the audit log.
 */
function SkillSheet({ entry }: { entry: Detail }) {
  const sheet = entry.skill_sheet;
  const memberId = entry.member?.id;
  const sheets = useQuery({
    queryKey: ['user', 'admin-skill-sheets', memberId],
    queryFn: async ({ signal }) => (await dataOrThrow(api.adminSkillSheets.adminUserAdminSkillSheets({ id: memberId! }, { signal })))!,
    enabled: Boolean(sheet && !sheet.deleted && memberId),
  });
  if (!sheet) return <>なし</>;
  if (sheet.deleted) return <>{sheet.name}（会員が削除済み）</>;
  const stored = sheets.data?.sheets.find((s) => s.id === sheet.id);
  if (!stored) return <>{sheet.name}</>;
  const href = `${api.adminSkillSheets.adminUserAdminDownload.path}?${serializeQuery({ filename: stored.file_name })}`;
  return (
    <a href={href} download={sheet.name}>
      {sheet.name}をダウンロード
    </a>
  );
}

/** The staff writes: the status (the member is mailed), valid / invalid, delete. */
function EntryActions({ resource, entry, back }: { resource: AnyResource; entry: Detail; back: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const selectId = useId();
  const [next, setNext] = useState<StaffStatus | ''>('');
  const [asking, setAsking] = useState<'status' | 'validity' | 'delete' | null>(null);
  const [pending, setPending] = useState(false);
  const chosen = entry.status_choices.find((c) => c.value === next);
  const invalid = entry.validity === 1;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
    void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
  };
  async function run(call: () => Promise<{ error?: { message: string } | null }>, done: string): Promise<boolean> {
    setPending(true);
    const result = await call();
    setPending(false);
    setAsking(null);
    if (result.error) {
      toast.error(result.error.message);
      refresh();
      return false;
    }
    toast.success(done);
    refresh();
    return true;
  }

  return (
    <section aria-label="エントリーの操作">
      <h2>エントリーの操作</h2>
      <h3>ステータスの変更</h3>
      {entry.status_choices.length === 0 ? (
        <p className="er-note">
          {entry.status === 'withdrawn' ? '会員が辞退したため、ステータスは変更できません。' : '無効のエントリーのステータスは変更できません。先に有効に戻してください。'}
        </p>
      ) : (
        <form
          className="er-entry-status-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) setAsking('status');
          }}
        >
          <label htmlFor={selectId}>新しいステータス</label>
          <select id={selectId} value={next} onChange={(e) => setNext(e.target.value as StaffStatus | '')}>
            <option value="">選んでください</option>
            {entry.status_choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={!chosen}>
            ステータスを変更する
          </Button>
        </form>
      )}
      <h3>有効・無効</h3>
      <p>
        {invalid
          ? '無効のエントリーです。有効に戻すと、会員の同じ案件へのエントリーとして扱われます。'
          : '無効にすると一覧の「無効」に移り、会員は同じ案件にもう一度エントリーできるようになります。'}
      </p>
      <div className="er-resource-form__actions">
        <Button type="button" variant="secondary" onClick={() => setAsking('validity')}>
          {invalid ? '有効に戻す' : '無効にする'}
        </Button>
        <Button type="button" variant="danger" onClick={() => setAsking('delete')}>
          削除
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'status' && chosen !== undefined}
        title={`ステータスを「${chosen?.label ?? ''}」に変更しますか？`}
        confirmLabel="変更する"
        pending={pending}
        onConfirm={() =>
          chosen && void run(() => api.adminEntry.adminEntryUpdateStatus({ id: entry.id, status: chosen.value }), `ステータスを「${chosen.label}」に変更し、会員に通知メールを送りました。`).then((ok) => ok && setNext(''))
        }
        onCancel={() => setAsking(null)}
      >
        <p>会員に通知メールが送信されます。</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'validity'}
        title={invalid ? 'このエントリーを有効に戻しますか？' : 'このエントリーを無効にしますか？'}
        confirmLabel={invalid ? '有効に戻す' : '無効にする'}
        pending={pending}
        onConfirm={() => void run(() => api.adminEntry.adminEntryUpdateValidity({ id: entry.id, validity: invalid ? 0 : 1 }), invalid ? 'エントリーを有効に戻しました。' : 'エントリーを無効にしました。')}
        onCancel={() => setAsking(null)}
      >
        <p>会員にメールは送られません。</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={`エントリー #${entry.id} を削除しますか？`}
        confirmLabel="削除する"
        danger
        pending={pending}
        onConfirm={() =>
          void run(() => api.adminEntry.adminEntryDelete({ id: entry.id }), 'エントリーを削除しました。').then((ok) => {
            if (ok) void navigate(back);
          })
        }
        onCancel={() => setAsking(null)}
      >
        <p>一覧と会員のエントリー履歴から消えます。ステータスの履歴と変更履歴は残ります。</p>
      </ConfirmDialog>
    </section>
  );
}

function StatusHistory({ entry }: { entry: Detail }) {
  return (
    <section aria-label="ステータスの履歴">
      <h2>ステータスの履歴</h2>
      {/* Focusable so that keyboard users can scroll it sideways on a narrow screen (it holds no link). */}
      <div className="er-staff-table-wrap" tabIndex={0} role="region" aria-label="ステータスの履歴の表">
        <table className="er-staff-table">
          <caption className="er-visually-hidden">ステータスの履歴（古い順）</caption>
          <thead>
            <tr>
              <th scope="col">日時</th>
              <th scope="col">ステータス</th>
              <th scope="col">変更した人</th>
            </tr>
          </thead>
          <tbody>
            {entry.history.map((h, index) => (
              <tr key={`${h.changed_at}-${index}`}>
                <td>{formatJapanDateTime(h.changed_at)}</td>
                <td>{h.status_label}</td>
                <td>{h.changed_by === 'member' ? '会員本人' : (h.staff_name ?? `スタッフ（ID ${h.staff_id}）`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SentMails({ entry }: { entry: Detail }) {
  return (
    <section aria-label="会員に送ったメール">
      <h2>会員に送ったメール</h2>
      {entry.mails.length === 0 ? (
        <p>このエントリーについて会員に送ったメールはありません。</p>
      ) : (
        <ul className="er-entry-mails">
          {entry.mails.map((m) => (
            <li key={m.job_id}>
              {formatJapanDateTime(m.queued_at)}　{m.subject}（宛先：{m.to ?? '退会済み'}）
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
