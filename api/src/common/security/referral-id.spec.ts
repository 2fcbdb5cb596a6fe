import fc from 'fast-check';
import { ReferralIds } from './referral-id';

describe('referral ids', () => {
  const ids = new ReferralIds('a-test-secret-that-is-long-enough-for-hkdf');

  it('round-trips a member id through an opaque ref, a new one each time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (id) => {
        const ref = ids.encode(id);
        return ids.decode(ref) === id && /^[A-Za-z0-9_-]+$/.test(ref) && ids.encode(id) !== ref;
      }),
      { numRuns: 200 },
    );
  });

  it('opens nothing forged, edited, truncated or sealed with another secret', () => {
    const ref = ids.encode(42);
    const flipped = ref.slice(0, 20) + (ref[20] === 'A' ? 'B' : 'A') + ref.slice(21);
    for (const bad of [flipped, ref.slice(0, -2), '', '42', null, 42, new ReferralIds('another-secret-that-is-long-enough!!').encode(42)]) {
      expect(ids.decode(bad)).toBeNull();
    }
  });
});
