import type { ReactNode } from 'react';
import { Controller, get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button, CheckboxField, FieldGroup, SelectField, TextAreaField, TextField } from '@er/ui';
import { messagesOf } from '../forms/server-errors';
import { useChoices } from '../hooks/useChoices';
import type { Choices, FieldDeclaration } from '../resources/types';
import { TagInput } from './TagInput';

const HTML_HINT = 'HTMLも使えます。保存時に安全なタグと属性だけが残ります（script などは取り除かれます）。';

/** An empty number box is null (no value), not 0 or NaN. */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** A field staff are asked to check (a value read from a mail): the mark, why, and the button that clears it. */
export interface FieldReview {
  /** Why it is marked (「メールから読み取った値です。」), after 「要確認」. */
  hint?: string;
  onConfirm: () => void;
}

export interface ResourceFieldProps {
  field: FieldDeclaration;
  form: UseFormReturn<FieldValues>;
  queryKey: readonly unknown[];
  /** Marked 「要確認」 until staff confirm it. */
  review?: FieldReview;
  /** The form cannot be changed (read only): the review button is not offered either. */
  readOnly?: boolean;
}

/**
 * One declared form field, wired to react-hook-form: the kit's labelled controls (label, 必須, hint, the
 * field's errors with aria-invalid/aria-describedby) for each kind. Rules live on the server; `required`
 * marks the field, the server's answer says what is wrong.
 */
export function ResourceField({ field, form, queryKey, review, readOnly }: ResourceFieldProps) {
  const errors = messagesOf(get(form.formState.errors, field.name));
  const hint: ReactNode = review ? (
    <>
      <strong className="er-review-mark">要確認</strong>
      {review.hint ?? ''}
      {field.hint ? ` ${field.hint}` : ''}
    </>
  ) : (
    field.hint
  );
  const control = <FieldControl field={field} form={form} queryKey={queryKey} errors={errors} hint={hint} />;
  if (!review) return control;
  return (
    <div className="er-review">
      {control}
      {!readOnly && (
        <Button variant="secondary" className="er-button--small" aria-label={`${field.label}を確認済みにする`} onClick={review.onConfirm}>
          確認済みにする
        </Button>
      )}
    </div>
  );
}

function FieldControl({
  field,
  form,
  queryKey,
  errors,
  hint,
}: Omit<ResourceFieldProps, 'review' | 'readOnly'> & { errors: string[] | undefined; hint: ReactNode }) {
  const common = { label: field.label, required: field.required, hint, errors };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} type="text" maxLength={field.maxLength} {...form.register(field.name)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          // A step below 1 takes decimals: the phone keyboard with a decimal point.
          inputMode={field.step !== undefined && field.step < 1 ? 'decimal' : 'numeric'}
          min={field.min}
          max={field.max}
          step={field.step}
          {...form.register(field.name, { setValueAs: numberOrNull })}
        />
      );
    case 'date':
      return <TextField {...common} type="date" {...form.register(field.name)} />;
    case 'datetime':
      return <TextField {...common} type="datetime-local" {...form.register(field.name)} />;
    case 'textarea':
      return <TextAreaField {...common} maxLength={field.maxLength} {...form.register(field.name)} />;
    case 'html':
      return (
        <TextAreaField
          {...common}
          hint={
            <>
              {hint}
              {hint ? ' ' : ''}
              {HTML_HINT}
            </>
          }
          className="er-field__code"
          spellCheck={false}
          rows={12}
          {...form.register(field.name)}
        />
      );
    case 'select':
      return <SelectChoices {...common} options={field.options} form={form} name={field.name} />;
    case 'checkboxes':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <CheckboxChoices
              legend={field.label}
              required={field.required}
              hint={hint}
              errors={errors}
              options={field.options}
              value={(control.value as string[] | undefined) ?? []}
              onChange={control.onChange}
              inputRef={control.ref}
              disabled={control.disabled}
            />
          )}
        />
      );
    case 'checkbox':
      return <CheckboxField label={field.label} errors={errors} {...form.register(field.name)} />;
    case 'tags':
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <TagInput
              {...common}
              value={control.value ?? []}
              onChange={control.onChange}
              onBlur={control.onBlur}
              inputRef={control.ref}
              disabled={control.disabled}
              termSearch={field.termSearch}
              queryKey={[...queryKey, 'term-search', field.name]}
              ordered={field.ordered}
              max={field.max}
            />
          )}
        />
      );
  }
}

/** A select whose choices may come from the API: while they load the form keeps the record's value. */
function SelectChoices({
  options,
  form,
  name,
  ...common
}: { label: string; required?: boolean; hint: ReactNode; errors: string[] | undefined; options: Choices; form: UseFormReturn<FieldValues>; name: string }) {
  const { choices, loading, failed, retry } = useChoices(options);
  if (loading) return <TextField {...common} disabled value="読み込み中…" readOnly />;
  return (
    <>
      <SelectField {...common} options={[...choices]} placeholder="選択してください" {...form.register(name)} />
      {failed && <ChoicesFailed label={common.label} retry={retry} />}
    </>
  );
}

function CheckboxChoices({
  legend,
  required,
  hint,
  errors,
  options,
  value,
  onChange,
  inputRef,
  disabled,
}: {
  legend: string;
  required?: boolean;
  hint: ReactNode;
  errors: string[] | undefined;
  options: Choices;
  value: string[];
  onChange: (next: string[]) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  disabled?: boolean;
}) {
  const { choices, loading, failed, retry } = useChoices(options);
  const toggle = (choice: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(choice);
    else next.delete(choice);
    onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  return (
    <FieldGroup legend={legend} required={required} hint={hint} errors={errors}>
      {(control) =>
        loading ? (
          <p>読み込み中…</p>
        ) : failed ? (
          <ChoicesFailed label={legend} retry={retry} />
        ) : (
          <div className="er-choices er-choices--dense">
            {choices.map((c, i) => (
              <label key={c.value} className="er-choice">
                <input
                  ref={i === 0 ? inputRef : undefined}
                  type="checkbox"
                  value={c.value}
                  checked={value.includes(c.value)}
                  disabled={disabled}
                  onChange={(e) => toggle(c.value, e.target.checked)}
                  {...control}
                />
                {c.label}
              </label>
            ))}
          </div>
        )
      }
    </FieldGroup>
  );
}

function ChoicesFailed({ label, retry }: { label: string; retry: () => void }) {
  return (
    <p className="er-field__errors" role="alert">
      {label}の選択肢を読み込めませんでした。
      <Button variant="secondary" className="er-button--small" onClick={retry}>
        再読み込み
      </Button>
    </p>
  );
}
