// A member's page, the account part (issue 16): the tab その他 (member/detail-other: linked accounts, ad
// conversions, referrals, saved searches, entry and shortlist counts), the tab 編集 (member/edit: the member
// info with the member's own rules — the API's field errors on the fields, a stale save offered the latest,
// leaving with unsaved changes asks first) and the buttons 認証メール再送 (仮登録 only) and 退会処理 (owners; the
// member's own withdrawal, after a confirm dialog). Viewers get none of the writes.
import { useState, type ReactNode } from 'react';
import { useNavigate } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldValues } from 'react-hook-form';
import { api, formErrorMessage, type Schemas } from '@er/api-client';
import { Button, ErrorPanel, Spinner } from '@er/ui';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { ResourceField } from '../components/ResourceField';
import { useToast } from '../components/Toast';
import { formatJapanDateTime } from '../format/japan-time';
import { useServerForm } from '../forms/useServerForm';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { callOperation, dataOrThrow, resourceKey } from './calls';
import { listPath } from './paths';
import { CATALOG_WRITERS } from './permissions';
import type { AnyResource, Choice, ChoiceSource, FieldDeclaration, Operation } from './types';

type MemberDetail = Schemas['AdminMemberDetailDto'];

/** The prefectures (prefacture/get), for the list's filter and the edit form. */
export const PREFECTURE_CHOICES: ChoiceSource = {
  key: 'prefacture/get',
  load: async (signal) =>
    ((await dataOrThrow(api.adminMaster.adminPrefactureGet(undefined, { signal })))?.prefectures ?? []).map((p) => ({ value: String(p.id), label: p.name })),
};

const CONTRACT_TYPE_CHOICES: ChoiceSource = {
  key: 'get-contract-type-list',
  load: async (signal) =>
    ((await dataOrThrow(api.master.getContractTypeList(undefined, { signal })))?.contract_types ?? []).map((c) => ({ value: String(c.id), label: c.name })),
};

const SEX_CHOICES: readonly Choice[] = [
  { value: '1', label: '男性' },
  { value: '2', label: '女性' },
  { value: '3', label: 'その他' },
];

const EDUCATION_CHOICES: readonly Choice[] = [
  { value: '1', label: '中学校卒' },
  { value: '2', label: '高等学校卒' },
  { value: '3', label: '専門学校卒' },
  { value: '4', label: '短期大学卒' },
  { value: '5', label: '高等専門学校卒' },
  { value: '6', label: '大学卒' },
  { value: '7', label: '大学院卒' },
];

/** The member info as member/edit takes it (SPEC §3), in the order of the member's own form. */
export const MEMBER_EDIT_FIELDS: readonly FieldDeclaration[] = [
  { name: 'last_name', label: '姓', kind: 'text', required: true, maxLength: 50, short: true },
  { name: 'first_name', label: '名', kind: 'text', required: true, maxLength: 50, short: true },
  { name: 'last_name_kana', label: 'セイ（全角カタカナ）', kind: 'text', required: true, maxLength: 50, short: true },
  { name: 'first_name_kana', label: 'メイ（全角カタカナ）', kind: 'text', required: true, maxLength: 50, short: true },
  { name: 'sex', label: '性別', kind: 'select', options: SEX_CHOICES, short: true },
  { name: 'birth_date', label: '生年月日', kind: 'date', required: true, short: true, hint: '1940年以降、18歳以上' },
  { name: 'education_level', label: '最終学歴', kind: 'select', options: EDUCATION_CHOICES, short: true },
  { name: 'nationality', label: '国籍', kind: 'text', maxLength: 50, short: true },
  { name: 'prefecture_id', label: '都道府県', kind: 'select', required: true, options: PREFECTURE_CHOICES, short: true },
  { name: 'station', label: '最寄り駅', kind: 'text', maxLength: 100, short: true },
  { name: 'tel', label: '電話番号', kind: 'text', required: true, short: true, hint: '数字とハイフン（全角は半角にします）' },
  { name: 'contract_types', label: '希望する契約形態', kind: 'checkboxes', options: CONTRACT_TYPE_CHOICES },
  { name: 'magazine_flag', label: 'メールマガジンを受け取る', kind: 'checkbox' },
];

/** The form's values of a member (selects and checkboxes hold strings). */
export function memberToForm(m: MemberDetail): FieldValues {
  return {
    last_name: m.last_name,
    first_name: m.first_name,
    last_name_kana: m.last_name_kana,
    first_name_kana: m.first_name_kana,
    sex: m.sex === null ? '' : String(m.sex),
    birth_date: m.birth_date ?? '',
    education_level: m.education_level === null ? '' : String(m.education_level),
    nationality: m.nationality ?? '',
    prefecture_id: m.prefecture_id === null ? '' : String(m.prefecture_id),
    station: m.station ?? '',
    tel: m.tel ?? '',
    contract_types: m.contract_types.split(',').filter(Boolean),
    magazine_flag: m.magazine,
  };
}

/** What member/edit gets from the form (an empty choice is left out: the API clears it). */
export function memberFormToBody(v: FieldValues) {
  const code = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));
  return {
    last_name: String(v.last_name ?? ''),
    first_name: String(v.first_name ?? ''),
    last_name_kana: String(v.last_name_kana ?? ''),
    first_name_kana: String(v.first_name_kana ?? ''),
    sex: code(v.sex),
    birth_date: String(v.birth_date ?? ''),
    education_level: code(v.education_level),
    nationality: String(v.nationality ?? ''),
    // Unchosen: 0 is refused by the API with the field's own message (都道府県を選択してください).
    prefecture_id: code(v.prefecture_id) ?? 0,
    station: String(v.station ?? ''),
    tel: String(v.tel ?? ''),
    contract_types: ((v.contract_types as string[] | undefined) ?? []).join(','),
    magazine_flag: v.magazine_flag ? 1 : 0,
  };
}

/** Every read of the member and the audit log again, after a write. */
function useRefreshMember(resource: AnyResource) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
    void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
  };
}

/**
 * 編集: the member info at the version read. Kept mounted while another tab is shown (`hidden`), so switching
 * tabs loses nothing typed; leaving the page with unsaved changes asks first.
 */
export function MemberEditTab({ resource, member, hidden }: { resource: AnyResource; member: MemberDetail; hidden: boolean }) {
  const toast = useToast();
  const refresh = useRefreshMember(resource);
  const form = useForm<FieldValues>({ defaultValues: memberToForm(member) });
  const [version, setVersion] = useState(member.version);
  const [reloading, setReloading] = useState(false);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const { problem, onSubmit, clearProblem } = useServerForm(
    form,
    MEMBER_EDIT_FIELDS.map((f) => ({ name: f.name, label: f.label })),
    (values) => callOperation(api.adminMember.adminMemberEdit as unknown as Operation<MemberDetail>, { ...memberFormToBody(values), id: member.id, version }),
    (saved) => {
      toast.success('会員情報を保存しました。');
      form.reset(memberToForm(saved));
      setVersion(saved.version);
      void refresh();
    },
  );

  async function loadLatest() {
    setReloading(true);
    const { data, error } = await api.adminMember.adminMemberDetail({ id: member.id });
    setReloading(false);
    if (error || !data) {
      toast.error('最新の内容を読み込めませんでした。');
      return;
    }
    form.reset(memberToForm(data));
    setVersion(data.version);
    clearProblem();
    toast.success('最新の内容を読み込みました。');
  }

  const saving = form.formState.isSubmitting;
  return (
    <section aria-label="会員情報の編集" hidden={hidden}>
      <h2>会員情報の編集</h2>
      <p className="er-note">
        メールアドレス（会員ID）<strong>{member.email}</strong> はここでは変更できません。変更は会員本人がマイページから行います（新しいアドレスの確認が必要なため）。
      </p>
      <form className="er-form er-resource-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="会員情報の編集">
        {problem && (
          <FormErrorSummary problem={problem} onFieldFocus={(name) => form.setFocus(name)}>
            {problem.stale && (
              <Button variant="secondary" disabled={reloading} onClick={() => void loadLatest()}>
                最新の内容を読み込む
              </Button>
            )}
          </FormErrorSummary>
        )}
        <fieldset className="er-resource-form__fields">
          <legend className="er-visually-hidden">会員情報</legend>
          {MEMBER_EDIT_FIELDS.map((field) => (
            <div key={field.name} className={`er-resource-form__cell${field.short ? ' er-resource-form__cell--short' : ''}`}>
              <ResourceField field={field} form={form} queryKey={resourceKey(resource)} />
            </div>
          ))}
        </fieldset>
        <div className="er-resource-form__actions">
          <Button type="submit" disabled={saving}>
            {saving ? '保存中…' : '会員情報を保存する'}
          </Button>
        </div>
      </form>
      {guard.dialog}
    </section>
  );
}

/** その他: what else the member has. */
export function MemberOtherTab({ resource, id }: { resource: AnyResource; id: number }) {
  const other = useQuery({
    queryKey: resourceKey(resource, 'detail-other', id),
    queryFn: async ({ signal }) => (await dataOrThrow(api.adminMember.adminMemberDetailOther({ id }, { signal })))!,
  });
  if (other.isPending) return <Spinner />;
  if (other.isError) return <ErrorPanel onRetry={() => void other.refetch()} />;
  const data = other.data;
  return (
    <section aria-label="その他">
      <h2>その他</h2>
      <dl className="er-record-summary">
        <div>
          <dt>エントリーした件数</dt>
          <dd>{data.entry_count}件</dd>
        </div>
        <div>
          <dt>検討中リスト</dt>
          <dd>{data.consider_count}件</dd>
        </div>
        <div>
          <dt>連携しているソーシャルアカウント</dt>
          <dd>{data.social_accounts.length === 0 ? 'なし' : data.social_accounts.map((a) => `${a.type_label}（${formatJapanDateTime(a.linked_at)} 連携）`).join('、')}</dd>
        </div>
      </dl>
      <h3>保存した検索条件</h3>
      <Listed items={data.saved_searches} empty="保存した検索条件はありません。">
        {(s) => (
          <li key={s.id}>
            {s.label}（新着メール{s.mail_enabled ? 'あり' : 'なし'}・{formatJapanDateTime(s.created_at)} 保存）
          </li>
        )}
      </Listed>
      <h3>お友達紹介</h3>
      <Listed items={data.referrals} empty="この会員の紹介リンクからの申し込みはありません。">
        {(r) => (
          <li key={r.id}>
            {r.name}（{formatJapanDateTime(r.requested_at)}）
          </li>
        )}
      </Listed>
      <h3>登録時の広告パラメータ</h3>
      {data.conversions.length === 0 ? (
        <p>ありません。</p>
      ) : (
        // Focusable so that keyboard users can scroll it sideways on a narrow screen (it holds no link).
        <div className="er-staff-table-wrap" tabIndex={0} role="region" aria-label="登録時の広告パラメータ">
          <table className="er-staff-table">
            <thead>
              <tr>
                <th scope="col">訪問日時</th>
                <th scope="col">最初のページ</th>
                <th scope="col">utm_source</th>
                <th scope="col">utm_medium</th>
                <th scope="col">utm_campaign</th>
                <th scope="col">gclid</th>
              </tr>
            </thead>
            <tbody>
              {data.conversions.map((c, i) => (
                <tr key={i}>
                  <td>{c.arrived_at ? formatJapanDateTime(c.arrived_at) : ''}</td>
                  <td>{c.landing_path ?? ''}</td>
                  <td>{c.utm_source ?? ''}</td>
                  <td>{c.utm_medium ?? ''}</td>
                  <td>{c.utm_campaign ?? ''}</td>
                  <td>{c.gclid ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Listed<T>({ items, empty, children }: { items: readonly T[]; empty: string; children: (item: T) => ReactNode }) {
  return items.length === 0 ? <p>{empty}</p> : <ul>{items.map(children)}</ul>;
}

/** 認証メール再送 (editors and owners, a member still 仮登録) and 退会処理 (owners), each answered with a toast. */
export function MemberAccountActions({ resource, member }: { resource: AnyResource; member: MemberDetail }) {
  const toast = useToast();
  const navigate = useNavigate();
  const refresh = useRefreshMember(resource);
  const { role } = useStaffInfo();
  const writer = role !== null && CATALOG_WRITERS.includes(role);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const provisional = member.auth_state === 0;
  if (!writer) return null;

  async function resend() {
    setSending(true);
    const { error } = await api.adminMember.adminMemberSendAuthMail({ id: member.id });
    setSending(false);
    if (error) {
      toast.error(formErrorMessage(error));
      return;
    }
    toast.success(`認証メールを ${member.email} に再送しました。`);
    void refresh();
  }

  async function withdraw() {
    setWithdrawing(true);
    const { error } = await api.adminMember.adminMemberDelete({ id: member.id });
    setWithdrawing(false);
    setAsking(false);
    if (error) {
      toast.error(formErrorMessage(error));
      return;
    }
    toast.success('退会処理をしました。');
    navigate(listPath(resource));
    void refresh();
  }

  const name = member.name || member.email;
  return (
    <div className="er-resource-form__actions" role="group" aria-label="会員の手続き">
      {provisional && (
        <Button variant="secondary" disabled={sending} onClick={() => void resend()}>
          {sending ? '送信中…' : '認証メール再送'}
        </Button>
      )}
      {role === 'owner' && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          退会処理
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`${name} さんを退会させますか？`}
        confirmLabel="退会させる"
        danger
        pending={withdrawing}
        onConfirm={() => void withdraw()}
        onCancel={() => setAsking(false)}
      >
        <p>
          会員本人の退会と同じ手続きです。氏名・連絡先・スキル・スキルシート・保存した検索条件・検討中リストを消去し、ログイン中のセッションも終了します。
          <strong>この操作は取り消せません。</strong>
        </p>
        <p>{member.email} に退会完了のメールが届きます。同じメールアドレスで再登録はできます。</p>
      </ConfirmDialog>
    </div>
  );
}
