// /admin/<setting>: a screen of one record without a list (a master figure such as 平均稼働期間; issue 15):
// the current value, a form that replaces it, and its history from the audit log. The same form layer as
// the records' pages (react-hook-form, the server's field errors on the fields and in a focused summary,
// nothing typed lost, the unsaved-changes guard); a staff member who may not save sees it read only.
import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldValues } from 'react-hook-form';
import { api } from '@er/api-client';
import { Button, ErrorPanel, Spinner } from '@er/ui';
import { FormErrorSummary } from '../components/FormErrorSummary';
import { RecordHistory } from '../components/RecordHistory';
import { ResourceField } from '../components/ResourceField';
import { useToast } from '../components/Toast';
import { useServerForm } from '../forms/useServerForm';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { callOperation, dataOrThrow, resourceKey } from '../resources/calls';
import { CATALOG_WRITERS } from '../resources/permissions';
import type { AnySetting } from '../resources/types';

export function SettingPage({ setting }: { setting: AnySetting }) {
  const { role } = useStaffInfo();
  const current = useQuery({
    queryKey: resourceKey(setting, 'current'),
    queryFn: ({ signal }) => dataOrThrow(callOperation(setting.read, {}, { signal })),
    // The form holds what is typed; a background refetch must not replace the value under it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (role === null || current.isPending) return <Spinner />;
  if (current.isError) return <ErrorPanel onRetry={() => void current.refetch()} />;
  return <SettingForm setting={setting} record={current.data} reload={async () => (await current.refetch()).data} />;
}

function SettingForm({ setting, record, reload }: { setting: AnySetting; record: unknown; reload: () => Promise<unknown> }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();
  const currentId = useId();
  const writable = role !== null && (setting.writers ?? CATALOG_WRITERS).includes(role);
  const form = useForm<FieldValues>({ defaultValues: setting.form.toForm(record) });
  const guard = useUnsavedChangesGuard(writable && form.formState.isDirty);
  const fields = setting.form.fields.map((f) => ({ name: f.name, label: f.label }));

  const { problem, onSubmit } = useServerForm(
    form,
    fields,
    (values) => callOperation(setting.save, setting.form.toBody ? setting.form.toBody(values) : values),
    async () => {
      toast.success('保存しました。');
      // The saved value as the API now reads it becomes the form's starting point (not dirty any more).
      const latest = await reload();
      form.reset(latest === undefined ? form.getValues() : setting.form.toForm(latest));
      void queryClient.invalidateQueries({ queryKey: api.adminAuditLog.adminAuditLogSearch.key() });
    },
  );

  const shown = setting.current(record);
  const saving = form.formState.isSubmitting;
  return (
    <section className="er-resource-edit">
      <div className="er-page-head">
        <h1>{setting.title}</h1>
      </div>
      <p className="er-setting-current" id={currentId}>
        現在の値：<strong>{shown ?? '未設定'}</strong>
      </p>
      {!writable && <p className="er-note">閲覧のみの権限のため、変更できません。</p>}
      <form className="er-form er-resource-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={`${setting.title}の変更`} aria-describedby={currentId}>
        {problem && <FormErrorSummary problem={problem} onFieldFocus={(name) => form.setFocus(name)} />}
        <fieldset className="er-resource-form__fields" disabled={!writable}>
          <legend className="er-visually-hidden">{setting.title}の変更</legend>
          {setting.form.fields.map((field) => (
            <ResourceField key={field.name} field={field} form={form} queryKey={resourceKey(setting)} />
          ))}
        </fieldset>
        {writable && (
          <div className="er-resource-form__actions">
            <Button type="submit" disabled={saving}>
              {saving ? '保存中…' : '保存する'}
            </Button>
          </div>
        )}
      </form>
      <RecordHistory resource={setting} />
      {guard.dialog}
    </section>
  );
}
