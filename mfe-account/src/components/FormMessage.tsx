import type { ReactNode } from 'react';

/**
 * What went wrong with a form as a whole, above its fields; role="alert" so it is read out when it
 * appears. `children` adds a way on (e.g. a link to resend the verification mail).
 */
export function FormMessage({ id, message, children }: { id: string; message: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="er-field__errors">
      {message}
      {children && <> {children}</>}
    </p>
  );
}
