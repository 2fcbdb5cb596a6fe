// Renders a form's fields from a small spec, with the server's field errors next to each field.
import { Link } from 'react-router';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@er/ui';

export type FormValues = Record<string, string | boolean>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  options?: { value: string | number; label: string }[];
}

export const AGREE_FIELD: FieldSpec = { name: 'agree', label: 'プライバシーポリシーに同意する', kind: 'checkbox', required: true };

export function Fields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: FieldSpec[];
  values: FormValues;
  errors: Record<string, string[]>;
  onChange: (name: string, value: string | boolean) => void;
}) {
  return (
    <>
      {fields.map((f) => {
        const common = { name: f.name, errors: errors[f.name] ?? [], required: f.required };
        if (f.kind === 'checkbox') {
          return (
            <CheckboxField
              key={f.name}
              name={f.name}
              errors={common.errors}
              checked={values[f.name] === true}
              onChange={(e) => onChange(f.name, e.target.checked)}
              label={
                f.name === 'agree' ? (
                  <>
                    <Link to="/privacy" target="_blank" rel="noopener">
                      プライバシーポリシー
                    </Link>
                    に同意する<span className="er-field__required">必須</span>
                  </>
                ) : (
                  f.label
                )
              }
            />
          );
        }
        const value = String(values[f.name] ?? '');
        if (f.kind === 'select') {
          return (
            <SelectField
              key={f.name}
              {...common}
              label={f.label}
              hint={f.hint}
              options={f.options ?? []}
              placeholder="選択してください"
              value={value}
              onChange={(e) => onChange(f.name, e.target.value)}
            />
          );
        }
        if (f.kind === 'textarea') {
          return (
            <TextAreaField
              key={f.name}
              {...common}
              label={f.label}
              hint={f.hint}
              maxLength={f.maxLength}
              placeholder={f.placeholder}
              value={value}
              onChange={(e) => onChange(f.name, e.target.value)}
            />
          );
        }
        return (
          <TextField
            key={f.name}
            {...common}
            label={f.label}
            hint={f.hint}
            type={f.kind}
            autoComplete={f.autoComplete}
            maxLength={f.maxLength}
            placeholder={f.placeholder}
            value={value}
            onChange={(e) => onChange(f.name, e.target.value)}
          />
        );
      })}
    </>
  );
}

/** What the confirm step shows for a field. */
export function displayValue(f: FieldSpec, values: FormValues): string {
  const v = values[f.name];
  if (f.kind === 'checkbox') return v === true ? '同意する' : '同意しない';
  if (f.kind === 'select') return f.options?.find((o) => String(o.value) === String(v))?.label ?? '';
  return String(v ?? '');
}
