// Renders a form's fields from a small spec, with the server's field errors next to each field.
import { useLayoutEffect, type RefObject } from 'react';
import { Link } from '@er/router';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@er/ui';
import { foldEmail, foldTel, foldText } from '@er/site-meta/text-fold';

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
  /** The consent checkbox (`agree`) of a sign-up also names the terms of use (TermsAgreeField). */
  withTerms?: boolean;
}

export const AGREE_FIELD: FieldSpec = { name: 'agree', label: 'プライバシーポリシーに同意する', kind: 'checkbox', required: true };

/** The sign-up's consent: terms of use and privacy policy, both linked. */
export const TERMS_AGREE_FIELD: FieldSpec = {
  name: 'agree',
  label: '利用規約とプライバシーポリシーに同意する',
  kind: 'checkbox',
  required: true,
  withTerms: true,
};

/**
 * What a visitor typed into a server-rendered form before React took it over (issue 17: on a slow phone the form
 * is on screen seconds before its script runs). Hydrating leaves what was typed in the fields but not in the
 * form's state, so the next render (the next key pressed anywhere in the form) would have put each field back to
 * its state, the typed text gone. Read once, when the form is first committed, and handed to `adopt` together;
 * on a form the browser rendered itself the fields hold the state already and nothing is adopted.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, fields: FieldSpec[], values: FormValues, adopt: (typed: FormValues) => void) {
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed: FormValues = {};
    for (const f of fields) {
      const field = elements.namedItem(f.name);
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (field.checked !== (values[f.name] === true)) typed[f.name] = field.checked;
      } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
        if (field.value !== String(values[f.name] ?? '')) typed[f.name] = field.value;
      }
    }
    if (Object.keys(typed).length) adopt(typed);
    // Once, at the first commit: later differences are React's own updates on their way.
  }, []);
}

/** The consent label: the documents as links (opening in a new tab, so the input stays). */
function AgreeLabel({ withTerms }: { withTerms?: boolean }) {
  return (
    <>
      {withTerms && (
        <>
          <Link to="/terms" target="_blank" rel="noopener">
            利用規約
          </Link>
          と
        </>
      )}
      <Link to="/privacy" target="_blank" rel="noopener">
        プライバシーポリシー
      </Link>
      に同意する<span className="er-field__required">必須</span>
    </>
  );
}

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
              label={f.name === 'agree' ? <AgreeLabel withTerms={f.withTerms} /> : f.label}
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

/**
 * A field's value as the API stores it (SPEC §5, the same folds as the DTOs: @er/site-meta/text-fold):
 * e-mail folded and lower-cased, phone folded with unified hyphens, other one-line text folded and
 * trimmed, free text (textarea) trimmed only. The confirm step shows these.
 */
export function foldField(f: FieldSpec, value: string | boolean | undefined): string | boolean | undefined {
  if (typeof value !== 'string') return value;
  if (f.kind === 'email') return foldEmail(value);
  if (f.kind === 'tel') return foldTel(value);
  if (f.kind === 'text') return foldText(value);
  if (f.kind === 'textarea') return value.trim();
  return value;
}

/** Every field of `fields` folded (other values kept as they are). */
export function foldValues(fields: FieldSpec[], values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const f of fields) {
    const folded = foldField(f, values[f.name]);
    if (folded !== undefined) out[f.name] = folded;
  }
  return out;
}
