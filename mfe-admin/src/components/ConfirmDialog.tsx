// The back office's one confirm dialog (issue 15): a modal alert dialog before anything that cannot be
// taken back by just editing again (delete, restore, leaving unsaved changes). Focus moves into it (to
// 「キャンセル」, the harmless choice) and stays there (Tab wraps, the page behind is inert), Esc cancels,
// and focus returns to where it was when it closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@er/ui';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: 「このお知らせを削除しますか？」 */
  title: string;
  /** What will happen, in a sentence or two. */
  children?: ReactNode;
  /** The action's name on the confirm button: 「削除する」. Without it (and onConfirm) the dialog only shows something: one button closes it. */
  confirmLabel?: string;
  danger?: boolean;
  /** The action is running: both buttons wait, Esc does nothing. */
  pending?: boolean;
  /** The confirm button waits (nothing chosen yet in the dialog's body). */
  confirmDisabled?: boolean;
  /** Focus starts on the body's first control (a choice to make) instead of 「キャンセル」. */
  focusBody?: boolean;
  onConfirm?: () => void;
  onCancel: () => void;
  /** The closing button's words (default 「キャンセル」; 「閉じる」 when there is nothing to confirm). */
  cancelLabel?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Marks everything beside `node` under <body> inert while the dialog is open; returns the undo. */
function makeBackgroundInert(node: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (sibling !== node && !sibling.hasAttribute('inert')) {
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}

export function ConfirmDialog({ open, title, children, confirmLabel, danger, pending, confirmDisabled, focusBody, onConfirm, onCancel, cancelLabel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);

  // The dialog lives in its own node under <body>, so the rest of the page can be made inert.
  useEffect(() => {
    if (!open) return;
    const node = document.createElement('div');
    document.body.appendChild(node);
    setContainer(node);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const undoInert = makeBackgroundInert(node);
    return () => {
      undoInert();
      node.remove();
      setContainer(null);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!container) return;
    const start = focusBody ? dialogRef.current?.querySelector('.er-dialog__body')?.querySelector<HTMLElement>(FOCUSABLE) : null;
    (start ?? dialogRef.current?.querySelector<HTMLElement>('[data-dialog-cancel]'))?.focus();
    // Focus that leaves the dialog any other way than Tab (a click behind it) is brought back.
    const keepFocus = (e: FocusEvent) => {
      if (dialogRef.current && e.target instanceof Node && !dialogRef.current.contains(e.target)) {
        dialogRef.current.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
    // focusBody is read when the dialog opens, not followed.
  }, [container]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!pending) onCancel();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  if (!open || !container) return null;
  return createPortal(
    <div className="er-dialog-backdrop">
      <div
        ref={dialogRef}
        className="er-dialog"
        role={onConfirm ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="er-dialog__title">
          {title}
        </h2>
        {children && (
          <div id={bodyId} className="er-dialog__body">
            {children}
          </div>
        )}
        <div className="er-dialog__actions">
          <Button variant="secondary" data-dialog-cancel="" disabled={pending} onClick={onCancel}>
            {cancelLabel ?? 'キャンセル'}
          </Button>
          {onConfirm && (
            <Button variant={danger ? 'danger' : 'primary'} disabled={pending || confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </div>
    </div>,
    container,
  );
}
