import { useEffect, useRef, type ReactNode } from 'react';
import type { FormProblem } from '../forms/useServerForm';

export interface FormErrorSummaryProps {
  problem: FormProblem;
  /** Moves focus to a field (react-hook-form's setFocus). */
  onFieldFocus: (name: string) => void;
  /** An action under the message (「最新の内容を読み込む」). */
  children?: ReactNode;
}

/**
 * Why the save failed, at the top of the form: the message, then each field's message as a button that
 * moves to the field. It takes focus when it appears (and after each failed save), so keyboard and
 * screen-reader users start from it.
 */
export function FormErrorSummary({ problem, onFieldFocus, children }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [problem.seq]);
  return (
    <div ref={ref} className="er-form-summary" role="alert" tabIndex={-1}>
      <p className="er-form-summary__message">{problem.message}</p>
      {problem.entries.length > 0 && (
        <ul className="er-form-summary__list">
          {problem.entries.map((entry, i) => (
            <li key={i}>
              {entry.field ? (
                <button type="button" className="er-form-summary__link" onClick={() => onFieldFocus(entry.field!.name)}>
                  {entry.field.label}：{entry.message}
                </button>
              ) : (
                entry.message
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
