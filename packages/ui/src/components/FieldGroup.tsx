import { useId, type ReactNode } from 'react';
import { describedBy, ErrorList } from './FormField';

/** What each control of a group carries: invalid with the group, described by its hint and errors. */
export interface GroupControlProps {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldGroupProps {
  legend: string;
  required?: boolean;
  hint?: ReactNode;
  errors?: string[];
  children: (control: GroupControlProps) => ReactNode;
}

/**
 * Several controls answering one question (a birth date as three selects, a list of checkboxes or radios):
 * a fieldset whose legend names the question, with the same 必須 mark, hint and error list as FieldShell.
 * The controls get aria-invalid and aria-describedby (a fieldset has no aria-invalid of its own).
 */
export function FieldGroup({ legend, required, hint, errors = [], children }: FieldGroupProps) {
  const id = useId();
  const errId = `${id}-errors`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className={`er-field er-field-group${errors.length ? ' er-field--invalid' : ''}`}>
      <legend>
        {legend}
        {required && <span className="er-field__required">必須</span>}
      </legend>
      {hint && (
        <p className="er-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        'aria-invalid': errors.length > 0 ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : undefined, errors.length ? errId : undefined),
      })}
      {errors.length > 0 && <ErrorList id={errId} errors={errors} />}
    </fieldset>
  );
}
