import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

/**
 * What a new password must be (ASVS 5 V6.2, NIST SP 800-63B): long enough, not one of the 10,000 most
 * common passwords (`api/data/common-passwords.txt`), not the account's own e-mail address — and nothing
 * else: any characters (spaces, kana, emoji) are allowed and no composition rule is imposed, so a
 * passphrase is welcome. Members need 8+ characters, staff 12+; both up to 128.
 */
export const MEMBER_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: ReadonlySet<string> | undefined;

/** The list, read once (the same path from api/src/… under jest and from api/dist/… when built). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(path.resolve(__dirname, '../../../data/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

const comparable = (value: string) => value.normalize('NFKC').toLowerCase();

/** Characters as a person counts them (an emoji or a kana is one), after the NFKC fold the hash applies too. */
const lengthOf = (value: string) => [...value.normalize('NFKC')].length;

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(comparable(password));
}

/** The reason a password is refused, in Japanese, or null when it is acceptable. */
export function passwordProblem(password: unknown, min: number, email?: unknown): string | null {
  if (typeof password !== 'string' || password === '') return 'パスワードを入力してください';
  const length = lengthOf(password);
  if (length < min) return `パスワードは${min}文字以上で入力してください`;
  if (length > PASSWORD_MAX) return `パスワードは${PASSWORD_MAX}文字以内で入力してください`;
  if (isCommonPassword(password)) return 'よく使われていて推測されやすいパスワードのため使用できません。別のパスワードを入力してください';
  if (typeof email === 'string' && email !== '') {
    const p = comparable(password);
    const address = comparable(email);
    if (p === address || p === address.split('@')[0]) return 'メールアドレスと同じ文字列はパスワードに使用できません';
  }
  return null;
}

/**
 * DTO decorator: the property is a new password under the policy above; `emailProperty` names the field
 * holding the account's address when the same body carries it (sign-up).
 */
export function IsAcceptablePassword(min: number, emailProperty?: string, options?: ValidationOptions): PropertyDecorator {
  const problemOf = (args: ValidationArguments) =>
    passwordProblem(args.value, min, emailProperty ? (args.object as Record<string, unknown>)[emailProperty] : undefined);
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (_value, args) => (args ? problemOf(args) === null : false),
        defaultMessage: (args) => (args ? (problemOf(args) ?? '') : 'パスワードが正しくありません'),
      },
    },
    options,
  );
}
