import { useQuery } from '@tanstack/react-query';
import { fetchPrefectures } from '../api';

/** The prefecture list never changes while the page is open (SPEC §3: ids from 1). */
export function usePrefectures() {
  return useQuery({ queryKey: ['front', 'prefectures'], queryFn: fetchPrefectures, staleTime: Infinity });
}
