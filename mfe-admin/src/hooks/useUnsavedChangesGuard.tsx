import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@er/router';
import { ConfirmDialog } from '../components/ConfirmDialog';

/**
 * Keeps a form's unsaved changes from being lost by leaving: another page of the app asks first (the
 * confirm dialog), closing or reloading the tab gets the browser's own question. `allowLeave()` lets the
 * next navigation through (after a save). Needs a data router (the host's createBrowserRouter).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (allowed.current) return;
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="保存されていない変更があります"
      confirmLabel="変更を破棄して移動する"
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>このページを離れると、入力した内容は失われます。</p>
    </ConfirmDialog>
  );

  return {
    /** The question shown when leaving is blocked: render it once in the page. */
    dialog,
    allowLeave: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
