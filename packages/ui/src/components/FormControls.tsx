import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { ErrorList, FieldShell, type FieldShellProps } from './FormField';

export type TextAreaFieldProps = FieldShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled textarea with its error list (same shape as TextField). */
export function TextAreaField({ label, errors, required, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} errors={errors} required={required} hint={hint}>
      {(control) => <textarea rows={8} {...control} {...textarea} />}
    </FieldShell>
  );
}

export type CheckboxFieldProps = { label: ReactNode; errors?: string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A checkbox with its label to the right and its error list (e.g. the privacy-policy consent). */
export function CheckboxField({ label, errors = [], ...input }: CheckboxFieldProps) {
  const id = useId();
  const errId = `${id}-errors`;
  return (
    <div className={`er-field er-field--checkbox${errors.length ? ' er-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errId : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {errors.length > 0 && <ErrorList id={errId} errors={errors} />}
    </div>
  );
}

/** The confirm step of a form: what will be sent, as a description list. */
export function ConfirmList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="er-confirm-list">
      {rows.map((r) => (
        <div key={r.label} className="er-confirm-list__row">
          <dt>{r.label}</dt>
          <dd>{r.value === '' || r.value === undefined || r.value === null ? '（未入力）' : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
