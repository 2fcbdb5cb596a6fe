import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useHydrated } from '../hydrated';

export interface FieldShellProps {
  label: string;
  errors?: string[];
  required?: boolean;
  hint?: ReactNode;
}

/** The attributes that tie a control to its label and error list. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The ids a control is described by (its hint, then its errors), or undefined when none. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

export function ErrorList({ id, errors }: { id: string; errors: string[] }) {
  return (
    <ul className="er-field__errors" id={id}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/**
 * The one labelled-field layout (label + 必須 mark, hint, control, error list); every field of the kit
 * renders its control through it so labels and aria wiring stay the same everywhere. The control is
 * described by the hint too (e.g. the password rules), so a screen reader reads them with the field.
 */
export function FieldShell({
  label,
  errors = [],
  required,
  hint,
  children,
}: FieldShellProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errId = `${id}-errors`;
  const hintId = `${id}-hint`;
  return (
    <div className={`er-field${errors.length ? ' er-field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="er-field__required">必須</span>}
      </label>
      {hint && (
        <p className="er-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id,
        required,
        'aria-invalid': errors.length > 0 ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : undefined, errors.length ? errId : undefined),
      })}
      {errors.length > 0 && <ErrorList id={errId} errors={errors} />}
    </div>
  );
}

export type TextFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its error list (aria-invalid + aria-describedby). */
export function TextField({ label, errors, required, hint, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} errors={errors} required={required} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  );
}

export type SelectFieldProps = FieldShellProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: { value: string | number; label: string }[];
    placeholder?: string;
  };

export function SelectField({ label, errors, required, hint, options, placeholder, ...select }: SelectFieldProps) {
  // Server-rendered (issue 17): a choice made in a select before React hydrates it is reset to the rendered value
  // without an onChange, so the visitor's choice would be lost silently (seen in the browser test of /contact: the
  // text typed before hydration reached the form's state, the select's choice did not). The select waits for React, as the submit buttons do; a page
  // rendered in the browser has it at once.
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} errors={errors} required={required} hint={hint}>
      {(control) => (
        <select {...control} {...select} disabled={select.disabled || !hydrated}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
