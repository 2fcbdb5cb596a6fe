import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';

/** The work areas a member may want (get-area-list: the ids listings carry); the list never changes while the page is open. */
export function useAreas() {
  return useQuery({ ...api.master.getAreaList.query(), select: (r) => r.areas, staleTime: Infinity });
}
