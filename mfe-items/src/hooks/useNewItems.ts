import { fetchNewItems } from '../api';
import { useApiQuery } from './useApiQuery';

export function useNewItems(limit: number) {
  return useApiQuery({ queryKey: ['front', 'new-items', limit], queryFn: () => fetchNewItems(limit) });
}
