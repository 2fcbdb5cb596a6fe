import { newCspNonce } from './page-headers';

describe('newCspNonce', () => {
  it('gives 128-bit base64 nonces, each different, across refills of its pool', () => {
    const nonces = Array.from({ length: 1_000 }, () => newCspNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
