import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { foldText } from '@er/site-meta/text-fold';
import { useDebouncedValue } from './useDebouncedValue';

/** A pause this long in typing asks for suggestions. */
const TYPING_PAUSE_MS = 200;
/** get-suggested-tag-list refuses longer keywords. */
export const TAG_KEYWORD_MAX_LENGTH = 100;

/** The keyword as the API reads it (SPEC §5 fold; it ignores letter case). */
const keywordOf = (typed: string) => foldText(typed).trim().slice(0, TAG_KEYWORD_MAX_LENGTH);

/**
 * The tags whose term contains what is typed (get-suggested-tag-list: at most 10, prefix matches first),
 * asked once typing pauses; nothing is asked for an empty box. Until the answer for what is typed now
 * arrives, the previous answer is shown narrowed to the terms that still contain it, so the list neither
 * flickers nor offers a tag that no longer matches.
 */
export function useTagSuggestions(typed: string) {
  const current = keywordOf(typed);
  const keyword = useDebouncedValue(current, TYPING_PAUSE_MS);
  const query = useQuery({
    ...api.tags.getSuggestedTagList.query({ keyword }),
    select: (r) => r.tags,
    enabled: keyword !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const answeredNow = keyword === current && query.isSuccess && !query.isPlaceholderData;
  const needle = current.toLowerCase();
  const tags = current === '' ? [] : answeredNow ? (query.data ?? []) : (query.data ?? []).filter((t) => foldText(t.term).toLowerCase().includes(needle));
  return {
    /** The suggestions for what is typed now ([] for an empty box, or before the first answer). */
    tags,
    /** The answer for exactly what is typed now has arrived (so an empty list means no tag matches). */
    answered: answeredNow,
    isError: query.isError,
  };
}
