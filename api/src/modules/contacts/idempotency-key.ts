import { createHash } from 'node:crypto';

/** The public forms that store a record once per idempotency key. */
export type ContactFormKind = 'contact' | 'company-contact' | 'tax-accountant-request' | 'guide-request' | 'introduce-request';

/**
 * What the idempotency_key column holds (issue 9, "idempotency keys are shared across forms"): the
 * SHA-256 (hex: 64 characters, the column's width) of the form, the visitor's IP and the key the form
 * sent. So the same key is a replay only on the same form from the same visitor; on another form, or
 * from someone else who learnt the key, it stores its own record. Hashing also keeps the raw key and the
 * IP it came with out of the column.
 */
export function scopedIdempotencyKey(kind: ContactFormKind, ip: string | null, key: string): string {
  return createHash('sha256').update(`${kind}|${ip ?? ''}|${key}`).digest('hex');
}
