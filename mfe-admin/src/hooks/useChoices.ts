import { useQuery } from '@tanstack/react-query';
import type { Choice, Choices } from '../resources/types';

const NONE: readonly Choice[] = [];

/** A field's or filter's choices: the declared list, or the API's (read once per session under the source's key). */
export function useChoices(options: Choices): { choices: readonly Choice[]; loading: boolean; failed: boolean; retry: () => void } {
  const source = Array.isArray(options) ? null : (options as Exclude<Choices, readonly Choice[]>);
  const query = useQuery({
    queryKey: ['admin-choices', source?.key],
    queryFn: ({ signal }) => source!.load(signal),
    enabled: source !== null,
    // Masters (areas, industries, categories) change rarely; a list that changed is read again on reload.
    staleTime: Infinity,
  });
  if (!source) return { choices: options as readonly Choice[], loading: false, failed: false, retry: () => {} };
  return { choices: query.data ?? NONE, loading: query.isPending, failed: query.isError, retry: () => void query.refetch() };
}
