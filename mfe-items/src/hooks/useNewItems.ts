import { useQuery } from '@tanstack/react-query';
import { fetchNewItems } from '../api';

export function useNewItems(limit: number) {
  return useQuery({ queryKey: ['front', 'new-items', limit], queryFn: () => fetchNewItems(limit) });
}
