import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { foldText } from '@er/site-meta/text-fold';
import { useDebouncedValue } from './useDebouncedValue';

/** A pause this long in typing asks for suggestions. */
const TYPING_PAUSE_MS = 200;
/** get-suggested-tag-list refuses longer keywords. */
export const TAG_KEYWORD_MAX_LENGTH = 100;

/**
 * The tags whose term contains what is typed (get-suggested-tag-list: at most 10, prefix matches first),
 * asked once typing pauses; nothing is asked for an empty box. The previous answer stays while the next
 * one loads, so the list does not flicker.
 */
export function useTagSuggestions(typed: string) {
  const keyword = useDebouncedValue(foldText(typed).slice(0, TAG_KEYWORD_MAX_LENGTH), TYPING_PAUSE_MS);
  const query = useQuery({
    ...api.tags.getSuggestedTagList.query({ keyword }),
    select: (r) => r.tags,
    enabled: keyword !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return {
    /** The suggestions for what is typed now ([] for an empty box, or before the first answer). */
    tags: typed.trim() === '' ? [] : (query.data ?? []),
    /** Settled on a keyword and its answer arrived (the list shown belongs to it). */
    answered: keyword !== '' && query.isSuccess && !query.isPlaceholderData,
    isError: query.isError,
  };
}
