/**
 * An e-mail address handed from one page to the next in navigation state (sign-up → mail sent → resend),
 * never in the URL: a URL is kept in history, logs and the Referer header.
 */
export interface AddressState {
  email: string;
}

/** The address in a location's state, or null (the page was opened directly, or reloaded elsewhere). */
export function addressFromState(state: unknown): string | null {
  const email = (state as Partial<AddressState> | null)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}
