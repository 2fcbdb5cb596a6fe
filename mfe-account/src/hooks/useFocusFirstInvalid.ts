import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, moves the focus to the form's first field in error (aria-invalid, as @er/ui's
 * fields mark them) once the errors are on the page, so keyboard and screen-reader users land on it.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  const focusFirstInvalid = useCallback(() => setRequests((n) => n + 1), []);
  return { formRef, focusFirstInvalid };
}
