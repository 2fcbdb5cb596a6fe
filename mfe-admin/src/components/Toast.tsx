// The back office's one way to say how an action went (issue 15): 「保存しました」 and the like in a polite
// live region. A success goes away after FLASH_DURATION_MS (SPEC §9: 2000 ms); a failure stays until the
// staff member closes it, so it is not missed.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FLASH_DURATION_MS } from '@er/ui';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
}

interface ToastEntry {
  id: number;
  message: string;
  failure: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the page; components call `useToast()` inside it. */
export function ToastProvider({ children, duration = FLASH_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const add = useCallback(
    (message: string, failure: boolean) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, message, failure }]);
      if (!failure) {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          dismiss(id);
        }, duration);
        timers.current.add(timer);
      }
    },
    [dismiss, duration],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const api = useMemo<ToastApi>(() => ({ success: (m) => add(m, false), error: (m) => add(m, true) }), [add]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The region is always there: a live region added together with its text is not announced. */}
      <section className="er-toasts" aria-label="通知" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`er-toast ${t.failure ? 'er-toast--failure' : 'er-toast--success'}`}>
            <p className="er-toast__message">{t.message}</p>
            {t.failure && (
              <button type="button" className="er-toast__close" aria-label={`「${t.message}」を閉じる`} onClick={() => dismiss(t.id)}>
                閉じる
              </button>
            )}
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
