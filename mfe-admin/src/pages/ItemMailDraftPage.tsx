// /admin/item/register-email-temporary 「メールから下書き作成」 (issue 15): staff paste a partner's listing mail;
// the API reads what it can (単価, 場所, スキル, 期間, 面談回数, name, requirements) into a draft listing that is
// never public until published, and staff land on its form, where every guessed field is marked 要確認 and
// what each was read from is listed above the form.
import { useId } from 'react';
import { Link, useLocation, useNavigate } from '@er/router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { api, type Schemas } from '@er/api-client';
import { Button, Spinner, TextAreaField } from '@er/ui';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { useToast } from '../components/Toast';
import { messagesOf } from '../forms/server-errors';
import { useServerForm } from '../forms/useServerForm';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { resourceKey } from '../resources/calls';
import { editPath, listPath } from '../resources/paths';
import { CATALOG_WRITERS } from '../resources/permissions';

/** The listings' screens (resources/item.tsx), named here without importing the declaration that links to this page. */
const LISTINGS = { path: 'item' };
/** The API's limit of a pasted mail. */
const MAIL_MAX = 10_000;

/** What the draft's form page is told about the mail it came from (navigation state). */
export interface MailDraftState {
  mailDraft: Pick<Schemas['AdminItemEmailTemporaryResponseDto'], 'guesses' | 'notes'>;
}

const MAIL_FIELD = [{ name: 'mail', label: '案件メールの本文' }];

export function ItemMailDraftPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const form = useForm<{ mail: string }>({ defaultValues: { mail: '' } });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const { problem, onSubmit } = useServerForm(
    form,
    MAIL_FIELD,
    (values) => api.adminItem.adminItemRegisterEmailTemporary({ mail: values.mail }),
    (answer) => {
      const data = answer!;
      guard.allowLeave();
      toast.success('下書きを作成しました。要確認の項目を確かめてから公開してください。');
      void queryClient.invalidateQueries({ queryKey: resourceKey(LISTINGS) });
      navigate(editPath(LISTINGS, data.item.id), {
        state: { mailDraft: { guesses: data.guesses, notes: data.notes }, listSearch: '' } satisfies MailDraftState & { listSearch: string },
      });
    },
  );
  const backTo = `${listPath(LISTINGS)}${(location.state as { listSearch?: string } | null)?.listSearch ?? ''}`;
  const saving = form.formState.isSubmitting;

  if (role === null) return <Spinner />;
  const writable = CATALOG_WRITERS.includes(role);
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>メールから下書き作成</h1>
        <Link to={backTo}>一覧へ戻る</Link>
      </div>
      <p className="er-page-lead">
        パートナーから届いた案件メールの本文を貼り付けてください。単価・場所・スキル・期間・面談回数などを読み取って案件の下書きを作り、その編集画面を開きます。
        読み取った項目には「要確認」の印が付きます。下書きは公開するまでサイトに表示されません。
      </p>
      {!writable ? (
        <p className="er-note">閲覧のみの権限のため、下書きを作成できません。</p>
      ) : (
        <form className="er-form er-resource-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="メールから下書き作成">
          {problem && <FormErrorSummary problem={problem} onFieldFocus={() => form.setFocus('mail')} />}
          <TextAreaField
            label="案件メールの本文"
            required
            rows={18}
            maxLength={MAIL_MAX}
            hint={`${MAIL_MAX.toLocaleString('ja-JP')}文字まで。件名や署名が入っていてもかまいません。`}
            errors={messagesOf(form.formState.errors.mail)}
            {...form.register('mail')}
          />
          <div className="er-resource-form__actions">
            <Button type="submit" disabled={saving}>
              {saving ? '読み取り中…' : '下書きを作成する'}
            </Button>
          </div>
        </form>
      )}
      {guard.dialog}
    </section>
  );
}

/**
 * On the draft's form, right after it was made from a mail: what was read from where (each guessed field with
 * the mail's words), and what the mail said that has no field (also kept in 社内メモ).
 */
export function MailDraftReadings({ labels }: { labels: Record<string, string> }) {
  const headingId = useId();
  const state = useLocation().state as Partial<MailDraftState> | null;
  const draft = state?.mailDraft;
  if (!draft || (draft.guesses.length === 0 && draft.notes.length === 0)) return null;
  return (
    <section className="er-mail-readings" aria-labelledby={headingId}>
      <h2 id={headingId}>メールから読み取った内容</h2>
      {draft.guesses.length > 0 && (
        <dl>
          {draft.guesses.map((g, i) => (
            <div key={`${g.field}-${i}`}>
              <dt>{labels[g.field] ?? g.field}</dt>
              <dd>{g.source}</dd>
            </div>
          ))}
        </dl>
      )}
      {draft.notes.length > 0 && (
        <>
          <h3>項目にならなかった情報（社内メモにも保存しました）</h3>
          <ul>
            {draft.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
