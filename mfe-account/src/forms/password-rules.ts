import { FIELD_MESSAGES } from '@er/site-meta/text-fold';

// The member password policy is the API's (api/src/common/security/password-policy.ts: 8–128 characters,
// any characters, not a common password, not the address). The server is the judge; the browser checks
// only what it can without the common-password list, with the server's wording.

export const PASSWORD_MIN = 8;

/** Shown under every new-password field. */
export const PASSWORD_HINT = '8〜128文字、文字の種類は自由、よく使われるパスワードやメールアドレスと同じものは使えません';

export const PASSWORD_MISMATCH = 'パスワードが一致しません';

/** Characters as a person counts them (an emoji or a kana is one), as the API counts them. */
const lengthOf = (value: string) => [...value.normalize('NFKC')].length;

export type NewPasswordErrors = Partial<Record<'password' | 'password_confirmation', string[]>>;

/** The local checks of a new password typed twice: required, at least 8 characters, the same twice. */
export function newPasswordErrors(password: string, confirmation: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = [FIELD_MESSAGES.required];
  else if (lengthOf(password) < PASSWORD_MIN) errors.password = [`パスワードは${PASSWORD_MIN}文字以上で入力してください`];
  if (!confirmation) errors.password_confirmation = [FIELD_MESSAGES.required];
  else if (confirmation !== password) errors.password_confirmation = [PASSWORD_MISMATCH];
  return errors;
}
