/**
 * What member-social-account-login answers for a provider account no member linked yet: the sign-up form
 * starts with these (issue 12), passed in the navigation state (never in the URL).
 */
export interface SocialSignUpPrefill {
  email: string | null;
  last_name: string;
  first_name: string;
  type: number;
}

export function socialPrefillFrom(state: unknown): SocialSignUpPrefill | null {
  const prefill = (state as { socialPrefill?: Partial<SocialSignUpPrefill> } | null)?.socialPrefill;
  if (!prefill || typeof prefill !== 'object') return null;
  return {
    email: typeof prefill.email === 'string' ? prefill.email : null,
    last_name: typeof prefill.last_name === 'string' ? prefill.last_name : '',
    first_name: typeof prefill.first_name === 'string' ? prefill.first_name : '',
    type: typeof prefill.type === 'number' ? prefill.type : 0,
  };
}
