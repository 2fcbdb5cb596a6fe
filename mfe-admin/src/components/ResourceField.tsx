import { Controller, get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@er/ui';
import { messagesOf } from '../forms/server-errors';
import type { FieldDeclaration } from '../resources/types';
import { TagInput } from './TagInput';

const HTML_HINT = 'HTMLも使えます。保存時に安全なタグと属性だけが残ります（script などは取り除かれます）。';

/** An empty number box is null (no value), not 0 or NaN. */
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/**
 * One declared form field, wired to react-hook-form: the kit's labelled controls (label, 必須, hint, the
 * field's errors with aria-invalid/aria-describedby) for each kind. Rules live on the server; `required`
 * marks the field, the server's answer says what is wrong.
 */
export function ResourceField({ field, form, queryKey }: { field: FieldDeclaration; form: UseFormReturn<FieldValues>; queryKey: readonly unknown[] }) {
  const errors = messagesOf(get(form.formState.errors, field.name));
  const common = { label: field.label, required: field.required, hint: field.hint, errors };
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
          hint={field.hint ? `${field.hint} ${HTML_HINT}` : HTML_HINT}
          className="er-field__code"
          spellCheck={false}
          rows={12}
          {...form.register(field.name)}
        />
      );
    case 'select':
      return <SelectField {...common} options={[...field.options]} placeholder="選択してください" {...form.register(field.name)} />;
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
            />
          )}
        />
      );
  }
}
