import { formErrorMessage, type ApiErrorBody } from '@er/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string[]>>;

/**
 * A failed post as a form shows it: the `errors` of the form's own fields go under those fields (keys are
 * the API's snake_case field names), and the message at the top says what went wrong in Japanese
 * (formErrorMessage) followed by any field error the form has no field for, so nothing is lost.
 */
export function serverErrors<F extends string>(error: ApiErrorBody, fields: readonly F[]): { fields: FieldErrors<F>; message: string } {
  const own: FieldErrors<F> = {};
  const others: string[] = [];
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    if ((fields as readonly string[]).includes(name)) own[name as F] = messages;
    else others.push(...messages);
  }
  return { fields: own, message: [formErrorMessage(error), ...others].join(' ') };
}

/** Whether a set of field errors holds any. */
export function hasErrors(errors: Partial<Record<string, string[]>>): boolean {
  return Object.values(errors).some((list) => list && list.length > 0);
}
