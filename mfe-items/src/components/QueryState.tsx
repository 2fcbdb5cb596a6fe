import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@er/ui';

/** Loading text, the Japanese error panel with a retry, or the content. */
export function QueryState({
  isPending,
  isError,
  refetch,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  children: ReactNode;
}) {
  if (isPending) return <Spinner />;
  if (isError) return <ErrorPanel onRetry={() => void refetch()} />;
  return <>{children}</>;
}
