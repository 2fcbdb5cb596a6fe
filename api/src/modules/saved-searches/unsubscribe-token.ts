import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The signed unsubscribe links of the daily new-listing mail (issue 13): they work without logging in, so
 * the link itself is the proof. `s<id>.<mac>` stops one saved search's mail, `m<memberId>.<mac>` all of a
 * member's. The MAC is HMAC-SHA256 with a key derived (HKDF) from the signing secret JWT_SECRET for this
 * purpose only — no new setting, and the key is used for nothing else. No expiry: an unsubscribe link in an
 * old mail must still work. Anything altered fails the comparison (constant time) and is refused.
 */
export type UnsubscribeTarget = { kind: 'search'; id: number } | { kind: 'member'; id: number };

const TOKEN = /^([sm])([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'engineer-route', 'saved-search-unsubscribe', 32));
  }

  forSearch(id: number): string {
    return this.sign(`s${id}`);
  }

  forMember(memberId: number): string {
    return this.sign(`m${memberId}`);
  }

  /** What the token stops, or null for anything not signed here (altered, truncated, another kind of token). */
  verify(token: unknown): UnsubscribeTarget | null {
    if (typeof token !== 'string') return null;
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, kind, id, mac] = match;
    const expected = Buffer.from(this.mac(`${kind}${id}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const n = Number(id);
    if (n > 2_147_483_647) return null;
    return { kind: kind === 's' ? 'search' : 'member', id: n };
  }

  private sign(payload: string): string {
    return `${payload}.${this.mac(payload)}`;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(`saved-search-unsubscribe:${payload}`).digest('base64url');
  }
}
