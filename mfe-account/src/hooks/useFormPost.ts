import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { MutationOperation, OperationResult } from '@er/api-client';

/**
 * A form's post through the SDK: the operation's plain call (`{ data } | { error }`, never rejecting on an
 * API or network error) as a TanStack mutation, so `pending` disables the submit button. A second submit
 * while one is on its way is ignored (answers null): a double click sends one request.
 */
export function useFormPost<V, T, E>(operation: MutationOperation<V, T, E>) {
  const mutation = useMutation({
    mutationKey: operation.key(),
    mutationFn: (variables: V) => (operation as unknown as (v: V) => Promise<OperationResult<T, E>>)(variables),
  });
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;
  const post = useCallback(
    async (variables: V): Promise<OperationResult<T, E> | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        return await mutateAsync(variables);
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );
  return { post, pending: mutation.isPending };
}
