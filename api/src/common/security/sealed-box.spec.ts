import fc from 'fast-check';
import { SealedBox } from './sealed-box';
import { createOneTimeToken, hashOneTimeToken, wellFormedToken } from './one-time-token';

describe('SealedBox', () => {
  const box = new SealedBox('x'.repeat(40), 'mail-link');

  it('opens what it sealed, for any text', () => {
    fc.assert(fc.property(fc.string(), (s) => box.open(box.seal(s)) === s));
  });

  it('refuses a value sealed for another purpose or with another secret', () => {
    const sealed = box.seal('42');
    expect(new SealedBox('x'.repeat(40), 'referral-id').open(sealed)).toBeNull();
    expect(new SealedBox('y'.repeat(40), 'mail-link').open(sealed)).toBeNull();
  });

  it('refuses any tampered value', () => {
    const sealed = box.seal('member:42');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sealed.length - 1 }), fc.constantFrom(...'AQgw_-'), (i, c) => {
        const changed = sealed.slice(0, i) + c + sealed.slice(i + 1);
        return changed === sealed || box.open(changed) === null || box.open(changed) === 'member:42';
      }),
    );
    expect(box.open(sealed.slice(0, -2))).toBeNull();
    expect(box.open('')).toBeNull();
    expect(box.open(42)).toBeNull();
  });
});

describe('one-time tokens', () => {
  it('stores only the hash and accepts only well-formed tokens', () => {
    const t = createOneTimeToken(60_000, new Date('2026-01-01T00:00:00Z'));
    expect(t.hash).toBe(hashOneTimeToken(t.token));
    expect(t.hash).not.toContain(t.token);
    expect(t.expiresAt.toISOString()).toBe('2026-01-01T00:01:00.000Z');
    expect(wellFormedToken(t.token)).toBe(t.token);
    expect(wellFormedToken(`${t.token}x`)).toBeNull();
    expect(wellFormedToken("' OR 1=1 --")).toBeNull();
  });
});
