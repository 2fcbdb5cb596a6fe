// A member's page (/admin/member/edit/:id, issue 16): the tabs 基本情報 (member/detail), 進捗 (detail-progress:
// the progress, a change form, who moved it when), 評価 (detail-evaluation: the impression and its note) and
// メモ (the staff memo), その他 and 編集 with the account buttons (member-account.tsx), the chosen tab in the URL (?tab=) so a link opens it; then the record's 変更履歴 from
// the audit log. Each change is one small form over the shared form layer (the API's field errors on the field
// and in the summary); viewers read only.
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '@er/router';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useForm, type FieldValues } from 'react-hook-form';
import { api, ApiRequestError, type Schemas } from '@er/api-client';
import { Button, ErrorPanel, Spinner } from '@er/ui';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { RecordHistory } from '../components/RecordHistory';
import { ResourceField } from '../components/ResourceField';
import { useToast } from '../components/Toast';
import { formatJapanDateTime } from '../format/japan-time';
import { useServerForm } from '../forms/useServerForm';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { callOperation, dataOrThrow, resourceKey } from './calls';
import { MemberAccountActions, MemberEditTab, MemberOtherTab } from './member-account';
import { MemberSkillSheetsTab } from './member-skill-sheets';
import { listPath } from './paths';
import { CATALOG_WRITERS } from './permissions';
import type { AnyResource, CallResult, FieldDeclaration, Operation } from './types';

const TABS = [
  { value: 'profile', label: '基本情報' },
  { value: 'progress', label: '進捗' },
  { value: 'evaluation', label: '評価' },
  { value: 'memo', label: 'メモ' },
  { value: 'skill-sheets', label: 'スキルシート' },
  { value: 'other', label: 'その他' },
  { value: 'edit', label: '編集' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const IMPRESSION_OPTIONS = [
  { value: 'none', label: '未評価' },
  { value: '4', label: '優良' },
  { value: '3', label: '普通' },
  { value: '2', label: '要注意' },
  { value: '1', label: 'ブラック' },
];

/** A read's data, or a rejection with ApiRequestError (the member's reads always answer a body). */
async function read<T>(result: CallResult<T | undefined>): Promise<T> {
  const data = await dataOrThrow(result);
  if (data === undefined) throw new Error('empty answer');
  return data;
}

/** What the list's link carried: the list's search, so 一覧に戻る returns to the same page and filters. */
interface FromListState {
  listSearch?: string;
}

export function MemberPage({ resource }: { resource: AnyResource }) {
  const id = Number(useParams().id);
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { role } = useStaffInfo();
  const writer = role !== null && CATALOG_WRITERS.includes(role);
  // 編集 is offered to those who may save it (viewers read the same values on 基本情報).
  const tabs = TABS.filter((t) => t.value !== 'edit' || writer);
  const tab: Tab = tabs.some((t) => t.value === params.get('tab')) ? (params.get('tab') as Tab) : 'profile';
  // The edit form mounts when 編集 is first opened, then stays (hidden) while other tabs show: nothing typed is lost.
  const [editOpened, setEditOpened] = useState(false);
  if (tab === 'edit' && !editOpened) setEditOpened(true);
  const panelId = useId();
  const detail = useQuery({
    queryKey: resourceKey(resource, 'detail', id),
    queryFn: ({ signal }) => read(api.adminMember.adminMemberDetail({ id }, { signal })),
  });
  const back = `${listPath(resource)}${(location.state as FromListState | null)?.listSearch ?? ''}`;

  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return detail.error instanceof ApiRequestError && detail.error.error.statusCode === 404 ? (
      <section>
        <h1>会員が見つかりません</h1>
        <p>退会したか、存在しない会員です。</p>
        <Link to={back}>会員一覧に戻る</Link>
      </section>
    ) : (
      <ErrorPanel onRetry={() => void detail.refetch()} />
    );
  const member = detail.data;
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>{member.name || member.email}</h1>
        <Link to={back}>会員一覧に戻る</Link>
      </div>
      <p>
        {member.email}・{member.auth_state_label}・進捗 <strong>{member.progress_label}</strong>・印象 <strong>{member.impression_label ?? '未評価'}</strong>
      </p>
      <MemberAccountActions resource={resource} member={member} />
      <div className="er-status-tabs" role="group" aria-label="会員情報の表示">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            className="er-status-tabs__tab"
            aria-pressed={tab === t.value}
            aria-controls={panelId}
            onClick={() => setParams(t.value === 'profile' ? {} : { tab: t.value }, { replace: true, state: location.state })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={panelId}>
        {tab === 'profile' && <Profile member={member} />}
        {tab === 'progress' && <ProgressTab resource={resource} id={id} />}
        {tab === 'evaluation' && <EvaluationTab resource={resource} id={id} />}
        {tab === 'memo' && <MemoTab resource={resource} member={member} />}
        {tab === 'skill-sheets' && <MemberSkillSheetsTab resource={resource} id={id} />}
        {tab === 'other' && <MemberOtherTab resource={resource} id={id} />}
        {/* Mounted while other tabs show: what was typed stays until saved or the page is left (which asks first). */}
        {writer && editOpened && <MemberEditTab key={member.id} resource={resource} member={member} hidden={tab !== 'edit'} />}
      </div>
      <RecordHistory resource={resource} id={id} />
    </section>
  );
}

function Profile({ member }: { member: Schemas['AdminMemberDetailDto'] }) {
  const rows: [string, ReactNode][] = [
    ['会員ID', member.id],
    ['氏名', member.name || '（未入力）'],
    ['フリガナ', member.name_kana || '（未入力）'],
    ['メールアドレス', member.email],
    ['電話番号', member.tel ?? '（未入力）'],
    ['性別', member.sex_label ?? '（未入力）'],
    ['生年月日', member.birth_date ? `${formatBirth(member.birth_date)}（${member.age}歳）` : '（未入力）'],
    ['最終学歴', member.education_level_label ?? '（未入力）'],
    ['国籍', member.nationality ?? '（未入力）'],
    ['都道府県', member.prefecture_name ?? '（未入力）'],
    ['最寄り駅', member.station ?? '（未入力）'],
    ['希望単価', member.desired_rate === null ? '（未入力）' : `${(member.desired_rate / 10_000).toLocaleString('ja-JP')}万円/月`],
    ['メールマガジン', member.magazine ? '受け取る' : '受け取らない'],
    ['登録状態', member.auth_state_label],
    ['登録日時', formatJapanDateTime(member.registered_at)],
    ['最終ログイン', member.last_login_at ? formatJapanDateTime(member.last_login_at) : 'なし'],
  ];
  return (
    <section aria-label="基本情報">
      <h2>基本情報</h2>
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

/** 1990-04-01 → 1990年4月1日 (SPEC §5). */
function formatBirth(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

function ProgressTab({ resource, id }: { resource: AnyResource; id: number }) {
  const progress = useQuery({
    queryKey: resourceKey(resource, 'detail-progress', id),
    queryFn: ({ signal }) => read(api.adminMember.adminMemberDetailProgress({ id }, { signal })),
  });
  return (
    <Loaded query={progress}>
      {(data) => (
        <section aria-label="進捗">
          <h2>進捗</h2>
          <p>
            現在の進捗：<strong>{data.progress_label}</strong>
          </p>
          <ChangeForm
            resource={resource}
            name="進捗の変更"
            fields={[{ name: 'progress', label: '新しい進捗', kind: 'select', required: true, options: data.choices.map((c) => ({ value: String(c.value), label: c.label })) }]}
            defaults={{ progress: String(data.progress) }}
            submit={(v) => api.adminMember.adminMemberUpdateStatus({ id, progress: Number(v.progress) as Schemas['AdminMemberUpdateStatusBodyDto']['progress'] })}
            submitLabel="進捗を変更する"
            done="進捗を変更しました。"
          />
          <h3>進捗の履歴</h3>
          {data.history.length === 0 ? (
            <p>進捗はまだ変更されていません。</p>
          ) : (
            // Focusable so that keyboard users can scroll it sideways on a narrow screen (it holds no link).
            <div className="er-staff-table-wrap" tabIndex={0} role="region" aria-label="進捗の履歴">
              <table className="er-staff-table">
                <caption className="er-visually-hidden">進捗の履歴（新しい順）</caption>
                <thead>
                  <tr>
                    <th scope="col">日時</th>
                    <th scope="col">変更前</th>
                    <th scope="col">変更後</th>
                    <th scope="col">担当者</th>
                  </tr>
                </thead>
                <tbody>
                  {data.history.map((h) => (
                    <tr key={h.id}>
                      <td>{formatJapanDateTime(h.changed_at)}</td>
                      <td>{h.from_label}</td>
                      <td>{h.to_label}</td>
                      <td>{h.staff_name}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </Loaded>
  );
}

function EvaluationTab({ resource, id }: { resource: AnyResource; id: number }) {
  const evaluation = useQuery({
    queryKey: resourceKey(resource, 'detail-evaluation', id),
    queryFn: ({ signal }) => read(api.adminMember.adminMemberDetailEvaluation({ id }, { signal })),
  });
  return (
    <Loaded query={evaluation}>
      {(data) => (
        <section aria-label="評価">
          <h2>評価</h2>
          <ChangeForm
            resource={resource}
            name="印象の変更"
            fields={[{ name: 'impression', label: '印象', kind: 'select', options: IMPRESSION_OPTIONS }]}
            defaults={{ impression: data.impression === null ? 'none' : String(data.impression) }}
            submit={(v) =>
              api.adminMember.adminMemberUpdateImpression({
                id,
                impression: v.impression === 'none' || v.impression === '' ? null : (Number(v.impression) as Schemas['AdminMemberUpdateImpressionBodyDto']['impression']),
              })
            }
            submitLabel="印象を保存する"
            done="印象を保存しました。"
          />
          <ChangeForm
            resource={resource}
            name="印象メモの変更"
            fields={[{ name: 'impression_note', label: '印象メモ', kind: 'textarea', maxLength: 10_000, hint: '空にして保存すると削除します。' }]}
            defaults={{ impression_note: data.impression_note ?? '' }}
            submit={(v) => api.adminMember.adminMemberImpressionNoteUpdate({ id, impression_note: String(v.impression_note) })}
            submitLabel="印象メモを保存する"
            done="印象メモを保存しました。"
          />
        </section>
      )}
    </Loaded>
  );
}

function MemoTab({ resource, member }: { resource: AnyResource; member: Schemas['AdminMemberDetailDto'] }) {
  return (
    <section aria-label="メモ">
      <h2>メモ</h2>
      <ChangeForm
        resource={resource}
        name="メモの変更"
        fields={[{ name: 'memo', label: 'メモ', kind: 'textarea', maxLength: 10_000, hint: 'スタッフだけが読めます。空にして保存すると削除します。' }]}
        defaults={{ memo: member.memo ?? '' }}
        submit={(v) => api.adminMember.adminMemberUpdateMemo({ id: member.id, memo: String(v.memo) })}
        submitLabel="メモを保存する"
        done="メモを保存しました。"
      />
    </section>
  );
}

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorPanel onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/**
 * One change of a member (a field or two and its button): on success the toast, and every read of the member
 * and the audit log again; read only for viewers.
 */
function ChangeForm({
  resource,
  name,
  fields,
  defaults,
  submit,
  submitLabel,
  done,
}: {
  resource: AnyResource;
  name: string;
  fields: readonly FieldDeclaration[];
  defaults: FieldValues;
  submit: (values: FieldValues) => CallResult<unknown>;
  submitLabel: string;
  done: string;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const writable = role !== null && CATALOG_WRITERS.includes(role);
  const form = useForm<FieldValues>({ defaultValues: defaults });
  const { problem, onSubmit } = useServerForm(
    form,
    fields.map((f) => ({ name: f.name, label: f.label })),
    (values) => callOperation(submit as unknown as Operation<unknown>, values),
    async () => {
      toast.success(done);
      form.reset(form.getValues());
      await queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
      void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
    },
  );
  const saving = form.formState.isSubmitting;
  return (
    <form className="er-form er-resource-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={name}>
      {problem && <FormErrorSummary problem={problem} onFieldFocus={(field) => form.setFocus(field)} />}
      <fieldset className="er-resource-form__fields" disabled={!writable}>
        <legend className="er-visually-hidden">{name}</legend>
        {fields.map((field) => (
          <ResourceField key={field.name} field={field} form={form} queryKey={resourceKey(resource)} />
        ))}
      </fieldset>
      {writable ? (
        <div className="er-resource-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? '保存中…' : submitLabel}
          </Button>
        </div>
      ) : (
        <p className="er-note">閲覧のみの権限のため、変更できません。</p>
      )}
    </form>
  );
}
