// /admin/<resource>/create and /admin/<resource>/edit/:id: the form of any declared resource (issue 15).
// The record's version goes back with each save, so a save over someone else's newer one is refused (409)
// and said so, with the latest record loaded only when the staff member asks; a validation error puts the
// server's messages on the fields and at the top; nothing typed is lost either way. Leaving with unsaved
// changes asks first. A viewer sees the record read only. Below the form, the record's history (audit log).
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@er/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import { api, ApiRequestError, formErrorMessage } from '@er/api-client';
import { Button, ErrorPanel, NotFound, Spinner } from '@er/ui';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { RecordHistory } from '../components/RecordHistory';
import { ResourceField } from '../components/ResourceField';
import { useToast } from '../components/Toast';
import { useServerForm } from '../forms/useServerForm';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { callOperation, dataOrThrow, resourceKey } from '../resources/calls';
import { editPath, listPath } from '../resources/paths';
import { canDo } from '../resources/permissions';
import type { AnyResource, FormActionDeclaration } from '../resources/types';
import type { FromListState } from './ResourceListPage';

export function ResourceEditPage({ resource, mode }: { resource: AnyResource; mode: 'create' | 'edit' }) {
  const params = useParams();
  const { role } = useStaffInfo();
  const id = mode === 'edit' ? Number(params.id) : null;
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const detailOp = resource.operations.detail;
  const detail = useQuery({
    queryKey: resourceKey(resource, 'detail', id),
    queryFn: ({ signal }) => dataOrThrow(callOperation(detailOp!, { id }, { signal })),
    enabled: mode === 'edit' && validId && !!detailOp,
    // The form holds what is typed; a background refetch must not replace the record under it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (!resource.form || !validId || (mode === 'edit' && !detailOp)) return <NotFound />;
  // The role decides between a form and a read-only record: wait for it rather than switch under the user.
  if (role === null) return <Spinner />;
  if (mode === 'create') return <ResourceForm resource={resource} id={null} record={null} reload={null} />;
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return detail.error instanceof ApiRequestError && detail.error.error.statusCode === 404 ? <NotFound /> : <ErrorPanel onRetry={() => void detail.refetch()} />;
  return (
    <ResourceForm
      key={id}
      resource={resource}
      id={id}
      record={detail.data}
      reload={async () => (await detail.refetch()).data}
    />
  );
}

interface ResourceFormProps {
  resource: AnyResource;
  id: number | null;
  /** The record as loaded (null for a new one). */
  record: unknown;
  /** Loads the latest record (null for a new one). */
  reload: (() => Promise<unknown>) | null;
}

function versionOf(record: unknown): number | undefined {
  const v = (record as { version?: unknown } | null)?.version;
  return typeof v === 'number' ? v : undefined;
}

type FormAction = FormActionDeclaration<unknown, FieldValues>;

/** What the form's confirm dialog asks: a save that changes the record's state, or deleting the record. */
type Asking = { kind: 'action'; action: FormAction } | { kind: 'delete' };

const NO_REVIEW: string[] = [];

function ResourceForm({ resource, id, record, reload }: ResourceFormProps) {
  const declaration = resource.form!;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const creating = id === null;
  const locked = record !== null && declaration.locked ? declaration.locked(record) : null;
  const writable = canDo(resource, creating ? 'create' : 'edit', role) && locked === null;
  const form = useForm<FieldValues>({ defaultValues: record === null ? declaration.defaults : declaration.toForm(record) });
  const [version, setVersion] = useState(versionOf(record));
  const [reloading, setReloading] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The save that is running: a form action's (公開する) or the plain one (null).
  const runningAction = useRef<FormAction | null>(null);
  const guard = useUnsavedChangesGuard(writable && form.formState.isDirty);
  const backTo = `${listPath(resource)}${(location.state as FromListState | null)?.listSearch ?? ''}`;
  const fields = declaration.fields.map((f) => ({ name: f.name, label: f.label }));
  const values = useWatch({ control: form.control }) as FieldValues;

  const { problem, onSubmit, clearProblem } = useServerForm(
    form,
    fields,
    (typed) => {
      const action = runningAction.current;
      const saved = action ? action.values(typed) : typed;
      const body = declaration.toBody ? declaration.toBody(saved) : saved;
      const ops = resource.operations;
      return creating ? callOperation(ops.create ?? ops.save!, body) : callOperation(ops.save!, { ...body, id, version });
    },
    (saved) => {
      const action = runningAction.current;
      toast.success(action?.done ?? (creating ? (resource.createWords?.done ?? '登録しました。') : '保存しました。'));
      void queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
      // The write added an audit row: the record's 変更履歴, opened again within the cache's time, shows it.
      void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
      // A state change (公開する, 募集終了にする) moves the record to another tab of the list it came from: staff stay
      // on the record just changed, in its new state, rather than land on a list without it.
      const savedId = (saved as { id?: unknown } | null)?.id;
      if (action && creating && (typeof savedId === 'number' || typeof savedId === 'string')) {
        guard.allowLeave();
        navigate(editPath(resource, savedId), { state: location.state, replace: true });
        return;
      }
      if (action && !creating) {
        void showLatest();
        return;
      }
      guard.allowLeave();
      navigate(backTo);
    },
  );

  /** The record as saved, in the form again (its new state, its new version). */
  async function showLatest() {
    const latest = reload ? await reload() : null;
    if (!latest) {
      guard.allowLeave();
      navigate(backTo);
      return;
    }
    form.reset(declaration.toForm(latest));
    setVersion(versionOf(latest));
  }

  /** Saves as 保存する does, or with a form action's values (after its confirm dialog). */
  async function save(action: FormAction | null) {
    runningAction.current = action;
    try {
      await onSubmit();
    } finally {
      runningAction.current = null;
    }
  }

  async function deleteRecord() {
    setDeleting(true);
    const { error } = await callOperation(resource.operations.delete!, { id });
    setDeleting(false);
    setAsking(null);
    if (error) {
      toast.error(formErrorMessage(error));
      return;
    }
    guard.allowLeave();
    toast.success('削除しました。');
    navigate(backTo);
    void queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
    void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
  }

  // Fields a machine filled in: each marked 要確認 until staff confirm it (the list is a form value too).
  const reviewField = declaration.review?.field;
  const toReview = reviewField ? ((values[reviewField] as string[] | undefined) ?? NO_REVIEW) : NO_REVIEW;
  const confirmReviewed = (name: string) =>
    form.setValue(reviewField!, toReview.filter((n) => n !== name), { shouldDirty: true });
  const labelOf = (name: string) => declaration.fields.find((f) => f.name === name)?.label ?? name;

  const actions = writable ? (declaration.actions ?? []).filter((a) => a.when(record, values)) : [];
  const deletable =
    !creating && record !== null && !!declaration.record && !declaration.record.deleted(record) && canDo(resource, 'delete', role);

  async function loadLatest() {
    if (!reload) return;
    setReloading(true);
    const latest = await reload();
    setReloading(false);
    if (!latest) {
      toast.error('最新の内容を読み込めませんでした。');
      return;
    }
    form.reset(declaration.toForm(latest));
    setVersion(versionOf(latest));
    clearProblem();
    toast.success('最新の内容を読み込みました。');
  }

  const heading = creating
    ? (resource.createWords?.heading ?? `${resource.title}の新規作成`)
    : writable
      ? `${resource.title}の編集`
      : `${resource.title}の詳細`;
  const saving = form.formState.isSubmitting;
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>{heading}</h1>
        <Link to={backTo}>一覧へ戻る</Link>
      </div>
      {record !== null && declaration.summary?.(record)}
      {locked !== null ? <p className="er-note">{locked}</p> : !writable && <p className="er-note">閲覧のみの権限のため、編集できません。</p>}
      {toReview.length > 0 && (
        <div className="er-review-summary" role="note" aria-label="要確認の項目">
          <p>
            <strong className="er-review-mark">要確認</strong>
            自動で読み取った項目が {toReview.length} 件あります。内容を確かめて、項目ごとに「確認済みにする」を押してください。要確認の項目が残っている間は公開できません。
          </p>
          <ul>
            {toReview.map((name) => (
              <li key={name}>
                <button type="button" className="er-form-summary__link er-review-summary__link" onClick={() => form.setFocus(name)}>
                  {labelOf(name)}
                </button>
                {!declaration.fields.some((f) => f.name === name) && writable && (
                  <Button variant="secondary" className="er-button--small" onClick={() => confirmReviewed(name)}>
                    確認済みにする
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form className="er-form er-resource-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={heading}>
        {problem && (
          <FormErrorSummary problem={problem} onFieldFocus={(name) => form.setFocus(name)}>
            {problem.stale && reload && (
              <Button variant="secondary" disabled={reloading} onClick={() => void loadLatest()}>
                最新の内容を読み込む
              </Button>
            )}
          </FormErrorSummary>
        )}
        <fieldset className="er-resource-form__fields" disabled={!writable}>
          <legend className="er-visually-hidden">{heading}</legend>
          {declaration.fields.map((field) => (
            <div key={field.name} className={`er-resource-form__cell${field.short ? ' er-resource-form__cell--short' : ''}`}>
              <ResourceField
                field={field}
                form={form}
                queryKey={resourceKey(resource)}
                readOnly={!writable}
                review={toReview.includes(field.name) ? { hint: declaration.review?.hint, onConfirm: () => confirmReviewed(field.name) } : undefined}
              />
            </div>
          ))}
        </fieldset>
        {(writable || deletable) && (
          <div className="er-resource-form__actions">
            {writable && (
              <Button type="submit" disabled={saving}>
                {saving && runningAction.current === null ? '保存中…' : creating ? (resource.createWords?.submit ?? '登録する') : '保存する'}
              </Button>
            )}
            {actions.map((action) => (
              <Button
                key={action.name}
                variant={action.danger ? 'danger' : 'secondary'}
                disabled={saving}
                onClick={() => setAsking({ kind: 'action', action })}
              >
                {action.label}
              </Button>
            ))}
            {deletable && (
              <Button variant="danger" className="er-resource-form__delete" disabled={saving || deleting} onClick={() => setAsking({ kind: 'delete' })}>
                削除
              </Button>
            )}
          </div>
        )}
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.kind === 'action'
            ? asking.action.confirm
            : asking?.kind === 'delete' && record !== null
              ? `「${declaration.record!.label(record)}」を削除しますか？`
              : ''
        }
        confirmLabel={asking?.kind === 'action' ? asking.action.confirmLabel : '削除する'}
        danger={asking?.kind === 'delete' || (asking?.kind === 'action' && !!asking.action.danger)}
        pending={deleting}
        onConfirm={() => {
          if (asking?.kind === 'delete') {
            void deleteRecord();
            return;
          }
          if (asking?.kind === 'action') {
            setAsking(null);
            void save(asking.action);
          }
        }}
        onCancel={() => setAsking(null)}
      >
        {asking?.kind === 'action' && asking.action.explain && <p>{asking.action.explain}</p>}
        {asking?.kind === 'delete' && (
          <p>{resource.operations.restore ? '削除したあとも「復元」で元に戻せます。' : 'この操作は取り消せません。'}</p>
        )}
      </ConfirmDialog>
      {id !== null && <RecordHistory resource={resource} id={id} />}
      {guard.dialog}
    </section>
  );
}
