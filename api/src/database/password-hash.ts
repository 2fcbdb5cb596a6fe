import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt. Stored format: `scrypt$N$saltB64$hashB64` (r=8, p=1, 64-byte key),
 * so the cost can be raised later and old hashes still verify.
 */
const KEY_LENGTH = 64;
const DEFAULT_COST = 16384;

function derive(plain: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 };
  return new Promise((resolvePromise, reject) => {
    scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolvePromise(key),
    );
  });
}

export async function hashPassword(plain: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(plain, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** False for a wrong password and for a malformed hash (never throws on user input). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return false;
  const cost = Number(parts[1]);
  if (!Number.isInteger(cost) || cost < 2 || cost > 1 << 20 || (cost & (cost - 1)) !== 0) return false;
  const salt = Buffer.from(parts[2], 'base64');
  const expected = Buffer.from(parts[3], 'base64');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(plain, salt, cost);
  return timingSafeEqual(actual, expected);
}
