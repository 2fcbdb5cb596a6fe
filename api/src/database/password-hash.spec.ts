import { hashPassword, verifyPassword } from './password-hash';

describe('password hash', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse', 1024);
    expect(hash).toMatch(/^scrypt\$1024\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 1024)).not.toBe(await hashPassword('same', 1024));
  });

  it('rejects malformed hashes without throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$abc$x$y', 'bcrypt$10$a$b', 'scrypt$3$AAAA$AAAA']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
