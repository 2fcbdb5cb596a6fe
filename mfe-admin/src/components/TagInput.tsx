import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { callOperation, dataOrThrow } from '../resources/calls';
import type { Operation, TermOption } from '../resources/types';

/** A pause this long in typing asks term-search. */
const TYPING_PAUSE_MS = 250;
/** Candidates asked per search. */
const CANDIDATE_LIMIT = 10;

export interface TagInputProps {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  value: readonly TermOption[];
  onChange: (next: TermOption[]) => void;
  onBlur?: () => void;
  termSearch: Operation<{ items: TermOption[] }>;
  /** The query key of this field's candidates (with the term appended). */
  queryKey: readonly unknown[];
  errors?: string[];
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The order chosen is kept and each chip can move before or after its neighbour (表示順). */
  ordered?: boolean;
  /** At most this many (1: pick one record); the box goes once they are chosen. */
  max?: number;
}

/**
 * Tags with a typeahead (an ARIA 1.2 combobox with a listbox popup, like mfe-account's skill picker):
 * typing asks the resource's term-search, ↑/↓ move through the candidates, Enter or a click adds one,
 * Esc closes the list; each chosen tag has a button that removes it.
 */
export function TagInput({ label, hint, required, value, onChange, onBlur, termSearch, queryKey, errors = [], disabled, inputRef, ordered, max }: TagInputProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errId = `${id}-errors`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const candidates = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => dataOrThrow(callOperation(termSearch, { term, limit: CANDIDATE_LIMIT }, { signal })),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
  const chosen = new Set(value.map((t) => String(t.id)));
  const options = typed.trim() === '' ? [] : (candidates.data?.items ?? []).filter((t) => !chosen.has(String(t.id)));
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const full = max !== undefined && value.length >= max;
  const move = (index: number, step: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + step]] = [next[index + step], next[index]];
    onChange(next);
  };

  const chosenRef = useRef<HTMLOListElement>(null);
  const choose = (tag: TermOption) => {
    onChange([...value, tag]);
    setTyped('');
    setActive(-1);
    // The box goes once the last one allowed is chosen: the focus moves to its 外す button, not to the page.
    if (max !== undefined && value.length + 1 >= max) {
      requestAnimationFrame(() => chosenRef.current?.querySelector<HTMLButtonElement>('li:last-child button:last-child')?.focus());
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      // Enter picks a candidate; it never submits the whole form from this box.
      if (typed.trim() !== '' || expanded) e.preventDefault();
      const tag = expanded ? options[active] : undefined;
      if (tag) choose(tag);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = [hint ? hintId : '', errors.length ? errId : ''].filter(Boolean).join(' ') || undefined;
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
      {value.length > 0 && (
        <ol ref={chosenRef} className={`er-tag-input__chosen${ordered ? ' er-tag-input__chosen--ordered' : ''}`} aria-label={`選択中の${label}`}>
          {value.map((tag, index) => (
            <li key={tag.id} className="er-tag-input__chip">
              {tag.label}
              {ordered && index > 0 && (
                <button type="button" aria-label={`${tag.label}を前へ移動`} disabled={disabled} onClick={() => move(index, -1)}>
                  ←
                </button>
              )}
              {ordered && index < value.length - 1 && (
                <button type="button" aria-label={`${tag.label}を後ろへ移動`} disabled={disabled} onClick={() => move(index, 1)}>
                  →
                </button>
              )}
              <button type="button" aria-label={`${tag.label}を外す`} disabled={disabled} onClick={() => onChange(value.filter((t) => t.id !== tag.id))}>
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="er-tag-input__box" hidden={full}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy}
          aria-invalid={errors.length > 0 || undefined}
          autoComplete="off"
          disabled={disabled}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={`${label}の候補`} hidden={!expanded} className="er-tag-input__options">
          {expanded &&
            options.map((tag, index) => (
              <li
                key={tag.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the box, so the click does not close the list before it lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(tag)}
              >
                {tag.label}
                {tag.note && <span className="er-tag-input__note">{tag.note}</span>}
              </li>
            ))}
        </ul>
      </div>
      {errors.length > 0 && (
        <ul className="er-field__errors" id={errId}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <p className="er-visually-hidden" role="status">
        {expanded ? `候補が${options.length}件あります。上下キーで選んでEnterで追加します。` : ''}
        {candidates.isError ? `${label}の候補を読み込めませんでした。` : ''}
      </p>
    </div>
  );
}
