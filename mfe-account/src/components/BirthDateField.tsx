import { useId, useMemo } from 'react';
import { FieldGroup, type GroupControlProps } from '@er/ui';
import { birthYearOptions, daysInMonth } from '@er/site-meta/birth-date';

export interface BirthDateParts {
  year: string;
  month: string;
  day: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const num = (value: string) => (value ? Number(value) : undefined);

/**
 * 生年月日 as three selects (年・月・日). SPEC §5: the years run from (this year − 18) down to 1940; the
 * days follow the month (and February the leap year): a day the new month lacks is cleared, not moved.
 */
export function BirthDateField({ value, onChange, errors }: { value: BirthDateParts; onChange: (next: BirthDateParts) => void; errors?: string[] }) {
  const id = useId();
  const years = useMemo(() => birthYearOptions(), []);
  const days = daysInMonth(num(value.year), num(value.month));
  const change = (part: keyof BirthDateParts, v: string) => {
    const next = { ...value, [part]: v };
    if (next.day && Number(next.day) > daysInMonth(num(next.year), num(next.month))) next.day = '';
    onChange(next);
  };
  const select = (part: keyof BirthDateParts, unit: string, autoComplete: string, options: number[], control: GroupControlProps) => (
    <>
      <select id={`${id}-${part}`} name={`birth_${part}`} autoComplete={autoComplete} value={value[part]} onChange={(e) => change(part, e.target.value)} {...control}>
        <option value="">--</option>
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-${part}`}>{unit}</label>
    </>
  );
  return (
    <FieldGroup legend="生年月日" required hint="18歳以上の方がご登録いただけます" errors={errors}>
      {(control) => (
        <div className="er-field-group__row">
          {select('year', '年', 'bday-year', years, control)}
          {select('month', '月', 'bday-month', MONTHS, control)}
          {select('day', '日', 'bday-day', Array.from({ length: days }, (_, i) => i + 1), control)}
        </div>
      )}
    </FieldGroup>
  );
}
