// A person from a partner service (/admin/external-user/edit/:id, issue 16): what the partner gave, and — while
// not merged — 「会員を探す」: the members whose e-mail or phone matches the person's (is-existent-of-member),
// each with 「この会員と統合」 behind a confirm dialog that says what changes; once merged, the member it is.
// Then the record's 変更履歴 from the audit log.
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiRequestError, type Schemas } from '@er/api-client';
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

type Detail = Schemas['ExternalUserDetailDto'];
type Candidate = Schemas['ExternalUserMemberMatchDto'];

const MATCHED: Record<string, string> = { email: 'メールアドレス', tel: '電話番号' };

/** What the list's link carried: the list's search, so 一覧に戻る returns to the same page and filters. */
interface FromListState {
  listSearch?: string;
}

export function ExternalUserPage({ resource }: { resource: AnyResource }) {
  const id = Number(useParams().id);
  const location = useLocation();
  const detail = useQuery({
    queryKey: resourceKey(resource, 'detail', id),
    queryFn: async ({ signal }) => (await dataOrThrow(api.adminExternalUser.adminExternalUserDetail({ id }, { signal })))!,
  });
  const back = `${listPath(resource)}${(location.state as FromListState | null)?.listSearch ?? ''}`;

  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return detail.error instanceof ApiRequestError && detail.error.error.statusCode === 404 ? (
      <section>
        <h1>外部ユーザーが見つかりません</h1>
        <p>存在しない外部ユーザーです。</p>
        <Link to={back}>外部ユーザー一覧に戻る</Link>
      </section>
    ) : (
      <ErrorPanel onRetry={() => void detail.refetch()} />
    );
  const person = detail.data;
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>{person.name || person.external_id}</h1>
        <Link to={back}>外部ユーザー一覧に戻る</Link>
      </div>
      <p>
        {person.service_label}・<strong>{person.status_label}</strong>
      </p>
      <Summary person={person} />
      {person.status === 'unmerged' && <FindMember resource={resource} person={person} />}
      <RecordHistory resource={resource} id={id} />
    </section>
  );
}

function Summary({ person }: { person: Detail }) {
  const rows: [string, ReactNode][] = [
    ['提携元', person.service_label],
    ['外部ID', person.external_id],
    ['氏名', person.name || '（未入力）'],
    ['メールアドレス', person.email ?? '（未入力）'],
    ['電話番号', person.tel ?? '（未入力）'],
    ['状態', person.status_label],
    ['登録日時', formatJapanDateTime(person.created_at)],
  ];
  if (person.status === 'merged') {
    rows.push(
      ['統合した会員', person.member ? <Link to={editPath({ path: 'member' }, person.member.id)}>{person.member.name || person.member.email}</Link> : '（退会済み）'],
      ['統合日時', person.merged_at ? formatJapanDateTime(person.merged_at) : ''],
    );
  }
  return (
    <section aria-label="外部ユーザーの情報">
      <h2>外部ユーザーの情報</h2>
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
 * 「会員を探す」: asks is-existent-of-member with the person's e-mail and phone, lists the matching members, and
 * offers 「この会員と統合」 to writers.
 */
function FindMember({ resource, person }: { resource: AnyResource; person: Detail }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const writable = role !== null && CATALOG_WRITERS.includes(role);
  const [asked, setAsked] = useState(false);
  const [merging, setMerging] = useState<Candidate | null>(null);
  const [pending, setPending] = useState(false);
  const searchable = Boolean(person.email || person.tel);
  const found = useQuery({
    queryKey: resourceKey(resource, 'is-existent-of-member', person.id),
    queryFn: async ({ signal }) =>
      (await dataOrThrow(api.adminExternalUser.adminExternalUserIsExistentOfMember({ email: person.email ?? undefined, tel: person.tel ?? undefined }, { signal })))!,
    enabled: asked && searchable,
  });

  async function merge(candidate: Candidate) {
    setPending(true);
    const result = await api.adminExternalUser.adminExternalUserMergeExistingMemberWithExternalMember({ external_user_id: person.id, member_id: candidate.id });
    setPending(false);
    setMerging(null);
    if (result.error) {
      toast.error(result.error.message);
    } else {
      toast.success(`会員「${candidate.name || candidate.email}」と統合しました。`);
    }
    void queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
    void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
  }

  return (
    <section aria-label="会員との統合">
      <h2>会員との統合</h2>
      {!searchable ? (
        <p>メールアドレスも電話番号もないため、会員を探せません。</p>
      ) : (
        <>
          <p>メールアドレス（大文字・小文字、全角・半角を問わず）か電話番号（ハイフンの有無を問わず）が一致する会員を探します。</p>
          <div className="er-resource-form__actions">
            <Button type="button" variant="secondary" onClick={() => (asked ? void found.refetch() : setAsked(true))}>
              会員を探す
            </Button>
          </div>
        </>
      )}
      {asked && searchable && (
        <div aria-live="polite">
          {found.isPending ? (
            <Spinner />
          ) : found.isError ? (
            <ErrorPanel message="会員を探せませんでした。" onRetry={() => void found.refetch()} />
          ) : found.data.members.length === 0 ? (
            <p>一致する会員はいません。</p>
          ) : (
            <ul className="er-candidate-list" aria-label="一致する会員">
              {found.data.members.map((m) => (
                <li key={m.id}>
                  <dl className="er-record-summary">
                    <div>
                      <dt>会員</dt>
                      <dd>
                        <Link to={editPath({ path: 'member' }, m.id)}>{m.name || m.email}</Link>（会員ID {m.id}）
                      </dd>
                    </div>
                    <div>
                      <dt>メールアドレス</dt>
                      <dd>{m.email}</dd>
                    </div>
                    <div>
                      <dt>電話番号</dt>
                      <dd>{m.tel ?? '（未入力）'}</dd>
                    </div>
                    <div>
                      <dt>登録日時</dt>
                      <dd>{formatJapanDateTime(m.registered_at)}</dd>
                    </div>
                    <div>
                      <dt>一致</dt>
                      <dd>{m.matched_by.map((k) => MATCHED[k] ?? k).join('・')}</dd>
                    </div>
                  </dl>
                  {writable && (
                    <Button type="button" onClick={() => setMerging(m)} aria-label={`この会員と統合：${m.name || m.email}（会員ID ${m.id}）`}>
                      この会員と統合
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!writable && found.data && found.data.members.length > 0 && <p className="er-note">閲覧のみの権限のため、統合できません。</p>}
        </div>
      )}
      <ConfirmDialog
        open={merging !== null}
        title={merging ? `「${person.name || person.external_id}」を会員「${merging.name || merging.email}」と統合しますか？` : ''}
        confirmLabel="統合する"
        pending={pending}
        onConfirm={() => merging && void merge(merging)}
        onCancel={() => setMerging(null)}
      >
        {merging && (
          <>
            <p>
              {person.service_label}の外部ユーザー（外部ID {person.external_id}）を会員ID {merging.id} の会員に結び付け、統合済みにします。統合は取り消せません。
            </p>
            <p>
              {person.tel && !merging.tel
                ? `会員の電話番号が空欄のため、外部ユーザーの電話番号（${person.tel}）を会員に登録します。会員のそれ以外の情報は変わりません。`
                : '会員の情報は変わりません（空欄の電話番号だけを外部ユーザーの値で補います）。'}
            </p>
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}
