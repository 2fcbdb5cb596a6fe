// A form's draft in sessionStorage (one key per form): the values, the idempotency key created when
// the form opened, and whether the server validated them. Reloading the input or the confirm step
// keeps everything; a successful post clears it (the next visit gets a new key).
import { useCallback, useState } from 'react';

export interface Draft<T> {
  values: T;
  idempotencyKey: string;
  validated: boolean;
}

const PREFIX = 'er-form:';

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // RFC 4122 v4 from getRandomValues (older browsers).
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function readDraft<T>(formKey: string): Draft<T> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + formKey);
    return raw ? (JSON.parse(raw) as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(formKey: string, draft: Draft<T>) {
  try {
    sessionStorage.setItem(PREFIX + formKey, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the form still works, only reload loses the input
  }
}

export function clearDraft(formKey: string) {
  try {
    sessionStorage.removeItem(PREFIX + formKey);
  } catch {
    /* ignore */
  }
}

/** The draft of a form, created (with a fresh idempotency key) when the form opens. */
export function useDraft<T>(formKey: string, initial: T) {
  const [draft, setDraftState] = useState<Draft<T>>(() => {
    const stored = readDraft<T>(formKey);
    const draft = stored
      ? { ...stored, values: { ...initial, ...stored.values } }
      : { values: initial, idempotencyKey: newIdempotencyKey(), validated: false };
    writeDraft(formKey, draft);
    return draft;
  });
  const update = useCallback(
    (next: Partial<Draft<T>>) =>
      setDraftState((prev) => {
        const d = { ...prev, ...next };
        writeDraft(formKey, d);
        return d;
      }),
    [formKey],
  );
  return { draft, update };
}
