export function Spinner({ label = '読み込み中…' }: { label?: string }) {
  return (
    <div className="er-spinner" role="status" aria-live="polite">
      <span className="er-spinner__icon" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
