import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

function Errors({ id, errors }: { id: string; errors: string[] }) {
  return (
    <ul className="er-field__errors" id={id}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export type TextAreaFieldProps = { label: string; errors?: string[]; required?: boolean; hint?: ReactNode } & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
>;

/** A labelled textarea with its error list (same shape as TextField). */
export function TextAreaField({ label, errors = [], required, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errId = `${id}-errors`;
  return (
    <div className={`er-field${errors.length ? ' er-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="er-field__required">必須</span>}
      </label>
      {hint && <p className="er-field__hint">{hint}</p>}
      <textarea
        id={id}
        required={required}
        rows={8}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errId : undefined}
        {...textarea}
      />
      {errors.length > 0 && <Errors id={errId} errors={errors} />}
    </div>
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
      {errors.length > 0 && <Errors id={errId} errors={errors} />}
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
