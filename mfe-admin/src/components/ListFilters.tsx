import { useId, type FormEvent } from 'react';
import { Button } from '@er/ui';
import type { FilterDeclaration } from '../resources/types';

export interface ListFiltersProps {
  filters: readonly FilterDeclaration[];
  /** The filters' values now (from the URL). */
  values: Record<string, string>;
  /** Sets every filter of the form (an empty one is null: cleared). */
  onApply: (values: Record<string, string | null>) => void;
}

/**
 * The search form above a list. It applies on 「検索」 (one request, one history entry) rather than per key;
 * the inputs start from the URL, and start again when the URL changes (back/forward), through the key.
 */
export function ListFilters({ filters, values, onApply }: ListFiltersProps) {
  const id = useId();
  const names = filters.map((f) => f.name);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '').trim() || null])));
  }

  return (
    <form
      key={JSON.stringify(names.map((n) => values[n] ?? ''))}
      className="er-list-filters"
      role="search"
      aria-label="絞り込み"
      onSubmit={onSubmit}
    >
      {filters.map((f) => (
        <span key={f.name} className="er-list-filters__field">
          <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
          {f.kind === 'select' ? (
            <select id={`${id}-${f.name}`} name={f.name} defaultValue={values[f.name] ?? ''}>
              <option value="">すべて</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input id={`${id}-${f.name}`} name={f.name} type={f.kind === 'date' ? 'date' : 'search'} defaultValue={values[f.name] ?? ''} />
          )}
        </span>
      ))}
      <span className="er-list-filters__actions">
        <Button type="submit" className="er-button--small">
          検索
        </Button>
        <Button variant="secondary" className="er-button--small" onClick={() => onApply(Object.fromEntries(names.map((n) => [n, null])))}>
          条件をクリア
        </Button>
      </span>
    </form>
  );
}
