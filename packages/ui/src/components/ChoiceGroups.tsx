import { FieldGroup, type FieldGroupProps } from './FieldGroup';

export interface Choice {
  value: string | number;
  label: string;
}

type ChoiceGroupProps = Omit<FieldGroupProps, 'children'> & { name: string; options: Choice[]; disabled?: boolean };

export type CheckboxGroupFieldProps = ChoiceGroupProps & {
  /** The checked values, as strings. */
  value: string[];
  onChange: (value: string[]) => void;
};

/** Any number of choices from a list (e.g. the contract types a member wants), in the list's order. */
export function CheckboxGroupField({ name, options, value, onChange, disabled, ...group }: CheckboxGroupFieldProps) {
  const toggle = (choice: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(choice);
    else next.delete(choice);
    onChange(options.map((o) => String(o.value)).filter((v) => next.has(v)));
  };
  return (
    <FieldGroup {...group}>
      {(control) => (
        <div className="er-choices">
          {options.map((o) => (
            <label key={o.value} className="er-choice">
              <input
                type="checkbox"
                name={name}
                value={o.value}
                checked={value.includes(String(o.value))}
                disabled={disabled}
                onChange={(e) => toggle(String(o.value), e.target.checked)}
                {...control}
              />
              {o.label}
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}

export type RadioGroupFieldProps = ChoiceGroupProps & {
  value: string;
  onChange: (value: string) => void;
};

/** One choice from a short list shown at once (e.g. receiving the newsletter or not). */
export function RadioGroupField({ name, options, value, onChange, disabled, required, ...group }: RadioGroupFieldProps) {
  return (
    <FieldGroup required={required} {...group}>
      {(control) => (
        <div className="er-choices">
          {options.map((o) => (
            <label key={o.value} className="er-choice">
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={value === String(o.value)}
                disabled={disabled}
                required={required}
                onChange={() => onChange(String(o.value))}
                {...control}
              />
              {o.label}
            </label>
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
