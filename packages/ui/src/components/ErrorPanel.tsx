import { Button } from './Button';

export interface ErrorPanelProps {
  message?: string;
  /** Default: reload the page. */
  onRetry?: () => void;
}

/** Shown where a remote or a data block failed to load; the rest of the page keeps working. */
export function ErrorPanel({ message = 'このコンテンツを読み込めませんでした。', onRetry }: ErrorPanelProps) {
  return (
    <div className="er-error-panel" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry ?? (() => window.location.reload())}>
        再読み込み
      </Button>
    </div>
  );
}
