import type { ReactNode } from 'react';
import { ErrorPanel, Spinner } from '@er/ui';
import { useCsrfCookie } from '../hooks/useCsrfCookie';

/**
 * Shows its page only once the anti-forgery cookie is fetched (SPEC §2: registration complete, mail sent,
 * mail resend, e-mail re-setting and both password-reset pages), so the page's first post carries a fresh
 * token; a spinner until then, and a retry when it fails.
 */
export function CsrfGate({ children }: { children: ReactNode }) {
  const csrf = useCsrfCookie();
  if (csrf.isPending) return <Spinner label="ページを準備しています…" />;
  if (csrf.isError) return <ErrorPanel message="ページを準備できませんでした。通信環境をご確認のうえ、再読み込みしてください。" onRetry={() => void csrf.refetch()} />;
  return <>{children}</>;
}
