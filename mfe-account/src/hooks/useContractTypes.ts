import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';

/** The contract types a member may want (SPEC §3 contract_types); the list never changes while the page is open. */
export function useContractTypes() {
  return useQuery({ ...api.master.getContractTypeList.query(), select: (r) => r.contract_types, staleTime: Infinity });
}
