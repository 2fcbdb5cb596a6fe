import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for values that must leave the server and come back untouched,
 * or that must not sit readable in Redis or the mail outbox: the token of a mail link inside a queued
 * mail job, a member's referral id in a public link (issue 12). One key per purpose, derived with HKDF
 * from the signing secret (JWT_SECRET), so no new setting and no key is reused across purposes.
 * Output: base64url(iv ‖ tag ‖ ciphertext). `open` returns null for anything forged, truncated or sealed
 * for another purpose.
 */
export type SealPurpose = 'mail-link' | 'mail-address' | 'referral-id';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealedBox {
  private readonly key: Buffer;

  constructor(secret: string, private readonly purpose: SealPurpose) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'engineer-route', `sealed-box:${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(this.purpose));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: unknown): string | null {
    if (typeof sealed !== 'string' || !/^[A-Za-z0-9_-]+$/.test(sealed) || sealed.length > 4096) return null;
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(this.purpose));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
