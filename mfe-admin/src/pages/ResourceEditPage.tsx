// /admin/<resource>/create and /admin/<resource>/edit/:id: the form of any declared resource (issue 15).
// The record's version goes back with each save, so a save over someone else's newer one is refused (409)
// and said so, with the latest record loaded only when the staff member asks; a validation error puts the
// server's messages on the fields and at the top; nothing typed is lost either way. Leaving with unsaved
// changes asks first. A viewer sees the record read only. Below the form, the record's history (audit log).
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldValues } from 'react-hook-form';
import { ApiRequestError } from '@er/api-client';
import { Button, ErrorPanel, NotFound, Spinner } from '@er/ui';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { RecordHistory } from '../components/RecordHistory';
import { ResourceField } from '../components/ResourceField';
import { useToast } from '../components/Toast';
import { useServerForm } from '../forms/useServerForm';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { callOperation, dataOrThrow, resourceKey } from '../resources/calls';
import { listPath } from '../resources/paths';
import { canDo } from '../resources/permissions';
import type { AnyResource } from '../resources/types';
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

function ResourceForm({ resource, id, record, reload }: ResourceFormProps) {
  const declaration = resource.form!;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const creating = id === null;
  const writable = canDo(resource, creating ? 'create' : 'edit', role);
  const form = useForm<FieldValues>({ defaultValues: record === null ? declaration.defaults : declaration.toForm(record) });
  const [version, setVersion] = useState(versionOf(record));
  const [reloading, setReloading] = useState(false);
  const guard = useUnsavedChangesGuard(writable && form.formState.isDirty);
  const backTo = `${listPath(resource)}${(location.state as FromListState | null)?.listSearch ?? ''}`;
  const fields = declaration.fields.map((f) => ({ name: f.name, label: f.label }));

  const { problem, onSubmit, clearProblem } = useServerForm(
    form,
    fields,
    (values) => {
      const body = declaration.toBody ? declaration.toBody(values) : values;
      const ops = resource.operations;
      return creating ? callOperation(ops.create ?? ops.save!, body) : callOperation(ops.save!, { ...body, id, version });
    },
    () => {
      guard.allowLeave();
      toast.success(creating ? '登録しました。' : '保存しました。');
      navigate(backTo);
      void queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
    },
  );

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

  const heading = creating ? `${resource.title}の新規作成` : writable ? `${resource.title}の編集` : `${resource.title}の詳細`;
  const saving = form.formState.isSubmitting;
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>{heading}</h1>
        <Link to={backTo}>一覧へ戻る</Link>
      </div>
      {!writable && <p className="er-note">閲覧のみの権限のため、編集できません。</p>}
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
            <ResourceField key={field.name} field={field} form={form} queryKey={resourceKey(resource)} />
          ))}
        </fieldset>
        {writable && (
          <div className="er-resource-form__actions">
            <Button type="submit" disabled={saving}>
              {saving ? '保存中…' : creating ? '登録する' : '保存する'}
            </Button>
          </div>
        )}
      </form>
      {id !== null && <RecordHistory resource={resource} id={id} />}
      {guard.dialog}
    </section>
  );
}
