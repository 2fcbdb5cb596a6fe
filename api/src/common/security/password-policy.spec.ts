import fc from 'fast-check';
import { isCommonPassword, MEMBER_PASSWORD_MIN, PASSWORD_MAX, passwordProblem } from './password-policy';

describe('password policy (ASVS 5 V6.2)', () => {
  it('refuses short, overlong and common passwords and the own address, in Japanese', () => {
    expect(passwordProblem('', 8)).toBe('パスワードを入力してください');
    expect(passwordProblem('1234567', 8)).toBe('パスワードは8文字以上で入力してください');
    expect(passwordProblem('a'.repeat(PASSWORD_MAX + 1), 8)).toBe('パスワードは128文字以内で入力してください');
    for (const common of ['password', 'PASSWORD', 'ｐａｓｓｗｏｒｄ', '12345678', 'qwertyuiop', 'iloveyou']) {
      expect(passwordProblem(common, 8)).toMatch(/推測されやすい/);
    }
    expect(passwordProblem('taro.yamada@example.com', 8, 'taro.yamada@example.com')).toMatch(/メールアドレス/);
    expect(passwordProblem('taro.yamada', 8, 'Taro.Yamada@example.com')).toMatch(/メールアドレス/);
  });

  it('accepts any characters without composition rules, up to at least 64', () => {
    for (const ok of ['correct horse battery staple', 'すしとてんぷらが好き', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab', '🍣🍣🍣🍣🍣🍣🍣🍣', 'x'.repeat(64), 'y'.repeat(PASSWORD_MAX)]) {
      expect(passwordProblem(ok, MEMBER_PASSWORD_MIN)).toBeNull();
    }
    expect(passwordProblem('short-but-staff', 12)).toBeNull();
    expect(passwordProblem('elevenchars', 12)).toBe('パスワードは12文字以上で入力してください');
  });

  it('holds the list: the most common entries are in it, a random passphrase is not', () => {
    expect(isCommonPassword('123456789')).toBe(true);
    fc.assert(
      fc.property(fc.string({ minLength: 20, maxLength: 64 }), (s) => {
        const problem = passwordProblem(s, MEMBER_PASSWORD_MIN);
        const length = [...s.normalize('NFKC')].length;
        return length < MEMBER_PASSWORD_MIN || length > PASSWORD_MAX ? problem !== null : problem === null || isCommonPassword(s);
      }),
    );
  });
});
