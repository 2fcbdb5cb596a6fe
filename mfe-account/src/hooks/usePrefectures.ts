import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';

/** The prefecture list never changes while the page is open (SPEC §3: ids from 1). */
export function usePrefectures() {
  return useQuery({ ...api.master.getPrefactureList.query(), select: (r) => r.prefectures, staleTime: Infinity });
}
