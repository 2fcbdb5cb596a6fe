import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §8/§9: flash messages show for 2000 ms. */
export const FLASH_DURATION_MS = 2000;

export interface Flash {
  message: string;
  failure: boolean;
}

/** Show a message for FLASH_DURATION_MS, marked as failure when the call errored, then reset. */
export function useFlash(duration = FLASH_DURATION_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string, opts: { failure?: boolean } = {}) => {
      clearTimeout(timer.current);
      setFlash({ message, failure: !!opts.failure });
      timer.current = setTimeout(() => setFlash(null), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { flash, show };
}

export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className="er-flash-region" aria-live="polite">
      {flash && (
        <p className={`er-flash ${flash.failure ? 'er-flash--failure' : 'er-flash--success'}`} role={flash.failure ? 'alert' : 'status'}>
          {flash.message}
        </p>
      )}
    </div>
  );
}
