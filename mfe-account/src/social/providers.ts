/** SPEC §3 social account types, as the sign-in buttons show them (order: most used first). */
export interface SocialProvider {
  type: 1 | 2 | 3 | 4;
  label: string;
  /** Firebase's provider id. */
  firebaseId: 'twitter.com' | 'facebook.com' | 'github.com' | 'google.com';
}

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  { type: 4, label: 'Google', firebaseId: 'google.com' },
  { type: 3, label: 'GitHub', firebaseId: 'github.com' },
  { type: 1, label: 'X（Twitter）', firebaseId: 'twitter.com' },
  { type: 2, label: 'Facebook', firebaseId: 'facebook.com' },
];

export function providerOf(type: number): SocialProvider | undefined {
  return SOCIAL_PROVIDERS.find((p) => p.type === type);
}
