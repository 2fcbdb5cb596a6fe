import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@er/ui';
import { useChoices } from '../hooks/useChoices';
import type { Choices, FilterDeclaration, TermOption } from '../resources/types';
import { TagInput } from './TagInput';

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
      {filters.map((f) => {
        const inputId = `${id}-${f.name}`;
        const value = values[f.name] ?? '';
        if (f.kind === 'lookup') return <LookupFilter key={f.name} filter={f} value={value} />;
        return (
          <span key={f.name} className="er-list-filters__field">
            <label htmlFor={inputId}>{f.label}</label>
            {f.kind === 'select' ? (
              <SelectFilter id={inputId} name={f.name} options={f.options} value={value} />
            ) : f.kind === 'number' ? (
              <span className="er-list-filters__number">
                <input id={inputId} name={f.name} type="number" inputMode="decimal" min={0} step="any" defaultValue={value} />
                {f.unit && <span aria-hidden="true">{f.unit}</span>}
              </span>
            ) : (
              <input id={inputId} name={f.name} type={f.kind === 'date' ? 'date' : 'search'} defaultValue={value} />
            )}
          </span>
        );
      })}
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

/** A select of fixed or API-read choices; the value from the URL is kept while they load. */
function SelectFilter({ id, name, options, value }: { id: string; name: string; options: Choices; value: string }) {
  const { choices, loading } = useChoices(options);
  // Mounted once the choices are there, so the URL's value finds its option.
  if (loading) {
    return (
      <select id={id} name={name} defaultValue={value} disabled>
        <option value={value}>読み込み中…</option>
      </select>
    );
  }
  return (
    <select id={id} name={name} defaultValue={value}>
      <option value="">すべて</option>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * One record picked with a typeahead (a tag): the form sends its id (a hidden input); a list opened from a
 * link names the record of the URL's id again (`resolve`).
 */
function LookupFilter({ filter, value }: { filter: Extract<FilterDeclaration, { kind: 'lookup' }>; value: string }) {
  const [picked, setPicked] = useState<TermOption[] | null>(null);
  const ids = value.split(',').filter((id) => id !== '');
  const resolved = useQuery({
    queryKey: ['admin-lookup', filter.name, value],
    queryFn: ({ signal }) => Promise.all(ids.map((id) => filter.resolve(id, signal))),
    enabled: ids.length > 0 && picked === null,
    staleTime: Infinity,
  });
  const fromUrl: TermOption[] = ids.map(
    (id, index) => resolved.data?.[index] ?? { id, label: resolved.isError || (resolved.data && resolved.data[index] === null) ? `ID ${id}` : '読み込み中…' },
  );
  const current = picked ?? fromUrl;
  return (
    <span className="er-list-filters__field er-list-filters__lookup">
      <TagInput
        label={filter.label}
        value={current}
        onChange={setPicked}
        termSearch={filter.termSearch}
        queryKey={['admin-lookup', filter.name, 'term-search']}
        max={filter.multiple ? undefined : 1}
      />
      <input type="hidden" name={filter.name} value={current.map((option) => String(option.id)).join(',')} />
    </span>
  );
}
