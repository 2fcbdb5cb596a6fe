// The server is the one place the rules of a record live: its 400 VALIDATION_FAILED answer carries
// `errors` (field path → messages, nested paths dot-separated: `contact.email`, `tags.0`), which land
// here on the form's fields and in the summary at the top of the form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export interface FormFieldRef {
  /** The field's path in the form's values (the same path the server names). */
  name: string;
  label: string;
}

/** One line of the summary above a form: a field's message (with the field to jump to) or a message of the form. */
export interface SummaryEntry {
  field?: FormFieldRef;
  message: string;
}

/**
 * The form field a server path belongs to: the field of that exact path, else the longest field whose path
 * it is inside (`tags.0` → `tags`, `period.from` → `period` when the form edits `period` as one control).
 */
export function fieldOfPath(path: string, fields: readonly FormFieldRef[]): FormFieldRef | undefined {
  let best: FormFieldRef | undefined;
  for (const field of fields) {
    if (path === field.name) return field;
    if (path.startsWith(`${field.name}.`) && (!best || field.name.length > best.name.length)) best = field;
  }
  return best;
}

/**
 * Puts the server's field errors on the form's fields (`setError`, type 'server'; several messages of a
 * field are one per line) and returns the summary lines, in the form's field order, then messages about
 * fields the form does not show.
 */
export function applyServerErrors<V extends FieldValues>(
  errors: Record<string, string[]>,
  fields: readonly FormFieldRef[],
  setError: UseFormSetError<V>,
): SummaryEntry[] {
  const byField = new Map<FormFieldRef, string[]>();
  const unmatched: SummaryEntry[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (!messages?.length) continue;
    const field = fieldOfPath(path, fields);
    if (field) byField.set(field, [...(byField.get(field) ?? []), ...messages]);
    else unmatched.push(...messages.map((message) => ({ message })));
  }
  const entries: SummaryEntry[] = [];
  for (const field of fields) {
    const messages = byField.get(field);
    if (!messages) continue;
    setError(field.name as Path<V>, { type: 'server', message: messages.join('\n') });
    entries.push(...messages.map((message) => ({ field, message })));
  }
  return [...entries, ...unmatched];
}

/** A field error's messages (a server error holds one per line). */
export function messagesOf(error: { message?: unknown } | undefined): string[] | undefined {
  return typeof error?.message === 'string' && error.message ? error.message.split('\n') : undefined;
}
