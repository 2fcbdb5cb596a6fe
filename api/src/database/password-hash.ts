import { Algorithm, hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing: argon2id at the OWASP Password Storage Cheat Sheet's parameters (m = 19 MiB, t = 2,
 * p = 1), stored in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) so the parameters
 * travel with each hash. Hashes written before issue 12 are `scrypt$N$saltB64$hashB64` (r=8, p=1, 64-byte
 * key): they still verify, and `needsRehash` tells the login to store an argon2id hash in their place.
 * Passwords are NFKC-normalised first (a full-width ｐａｓｓ is the same password as pass), as before.
 */
export interface Argon2Params {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PASSWORD_HASH_PARAMS: Argon2Params = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

const normalise = (plain: string) => plain.normalize('NFKC');

/** `params` lower than the default are for test factories only (speed); the format is the same. */
export async function hashPassword(plain: string, params: Partial<Argon2Params> = {}): Promise<string> {
  return argon2Hash(normalise(plain), { algorithm: Algorithm.Argon2id, ...PASSWORD_HASH_PARAMS, ...params });
}

/** False for a wrong password and for a malformed hash (never throws on user input). */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (typeof stored !== 'string') return false;
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2Verify(stored, normalise(plain));
    } catch {
      return false;
    }
  }
  return verifyLegacyScrypt(plain, stored);
}

/** An older format, or argon2id below today's parameters: hash the password again at the next login. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [m, t, p] = match.slice(1).map(Number);
  return m < PASSWORD_HASH_PARAMS.memoryCost || t < PASSWORD_HASH_PARAMS.timeCost || p < PASSWORD_HASH_PARAMS.parallelism;
}

// --- the scrypt format of hashes stored before issue 12 (verify only; legacyScryptHash is for tests) ---
const SCRYPT_KEY_LENGTH = 64;

function scryptDerive(plain: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 };
  return new Promise((resolvePromise, reject) => {
    scrypt(normalise(plain), salt, SCRYPT_KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolvePromise(key)));
  });
}

async function verifyLegacyScrypt(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return false;
  const cost = Number(parts[1]);
  if (!Number.isInteger(cost) || cost < 2 || cost > 1 << 20 || (cost & (cost - 1)) !== 0) return false;
  const salt = Buffer.from(parts[2], 'base64');
  const expected = Buffer.from(parts[3], 'base64');
  if (salt.length === 0 || expected.length !== SCRYPT_KEY_LENGTH) return false;
  const actual = await scryptDerive(plain, salt, cost);
  return timingSafeEqual(actual, expected);
}

/** A hash in the pre-issue-12 scrypt format (tests of the re-hash at login). */
export async function legacyScryptHash(plain: string, salt: Buffer, cost = 1024): Promise<string> {
  const key = await scryptDerive(plain, salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${key.toString('base64')}`;
}
