import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  errors?: string[];
  required?: boolean;
  hint?: ReactNode;
}

function ErrorList({ id, errors }: { id: string; errors: string[] }) {
  return (
    <ul className="er-field__errors" id={id}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export type TextFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its error list (aria-invalid + aria-describedby). */
export function TextField({ label, errors = [], required, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errId = `${id}-errors`;
  return (
    <div className={`er-field${errors.length ? ' er-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="er-field__required">必須</span>}
      </label>
      {hint && <p className="er-field__hint">{hint}</p>}
      <input
        id={id}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errId : undefined}
        {...input}
      />
      {errors.length > 0 && <ErrorList id={errId} errors={errors} />}
    </div>
  );
}

export type SelectFieldProps = FieldShellProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: { value: string | number; label: string }[];
    placeholder?: string;
  };

export function SelectField({ label, errors = [], required, hint, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  const errId = `${id}-errors`;
  return (
    <div className={`er-field${errors.length ? ' er-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="er-field__required">必須</span>}
      </label>
      {hint && <p className="er-field__hint">{hint}</p>}
      <select
        id={id}
        required={required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length ? errId : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors.length > 0 && <ErrorList id={errId} errors={errors} />}
    </div>
  );
}
