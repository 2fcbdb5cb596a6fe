import { randomBytes } from 'node:crypto';
import { hashPassword, legacyScryptHash, needsRehash, verifyPassword } from './password-hash';

const fast = { memoryCost: 1024, timeCost: 1 };

describe('password hash', () => {
  it('stores argon2id at the OWASP parameters by default and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('salts every hash and treats full-width input as its half-width form', async () => {
    expect(await hashPassword('same', fast)).not.toBe(await hashPassword('same', fast));
    expect(await verifyPassword('ｐａｓｓ１２３４', await hashPassword('pass1234', fast))).toBe(true);
  });

  it('verifies the scrypt hashes stored before argon2id and asks for them to be hashed again', async () => {
    const legacy = await legacyScryptHash('old password', randomBytes(16));
    expect(await verifyPassword('old password', legacy)).toBe(true);
    expect(await verifyPassword('other password', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('weak params', fast))).toBe(true);
  });

  it('rejects malformed hashes without throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$abc$x$y', 'bcrypt$10$a$b', 'scrypt$3$AAAA$AAAA', '$argon2id$v=19$m=1,t=1,p=1$x$y', '$argon2id$broken']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
