// What a form posts to: an SDK operation that takes the form's body and answers { data } | { error }.
import type { ApiErrorBody } from '@er/api-client';

/**
 * `api.contacts.contentOfContactPost` and the like. Bodies come from the form values as typed
 * (`toBody`); invalid input is the server's to reject with field errors, shown next to the fields.
 */
export type FormPost = (body: never) => Promise<{ error?: ApiErrorBody | undefined }>;

export function postForm(post: FormPost, body: Record<string, unknown>) {
  return post(body as never);
}
