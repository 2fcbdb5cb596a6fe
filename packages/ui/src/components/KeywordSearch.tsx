import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from './Button';

/** The API refuses longer keywords (SearchItemsQueryDto: @MaxLength(200)). */
export const KEYWORD_MAX_LENGTH = 200;

export interface KeywordSearchProps {
  /** The input's id (the hidden label points at it); unique on the page. */
  id: string;
  /** The keyword the box starts with (the URL's, on the search page). */
  initial?: string;
  placeholder: string;
  /** Extra class on the form (e.g. the hero's layout). */
  className?: string;
  /** Called with the trimmed keyword. */
  onSearch: (keyword: string) => void;
}

/**
 * The keyword box of the top page's hero and of /item/search: one form, so both send the same keyword the same
 * way. Without JavaScript the form still submits to /item/search?keyword=….
 */
export function KeywordSearch({ id, initial = '', placeholder, className, onSearch }: KeywordSearchProps) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // A keyword typed into the server-rendered box before React took it over stays in the box but not in `value`:
  // taken over here, once, at the first commit, or the next render would have emptied the box and a search sent ''.
  useLayoutEffect(() => {
    if (input.current && input.current.value !== initial) setValue(input.current.value);
  }, []);
  return (
    <form
      className={className ? `er-search ${className}` : 'er-search'}
      role="search"
      action="/item/search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <label htmlFor={id} className="er-visually-hidden">
        キーワード
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="keyword"
        value={value}
        maxLength={KEYWORD_MAX_LENGTH}
        placeholder={placeholder}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit">検索</Button>
    </form>
  );
}
