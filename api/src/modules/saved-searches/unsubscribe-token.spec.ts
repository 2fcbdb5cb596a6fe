import fc from 'fast-check';
import { UnsubscribeTokens } from './unsubscribe-token';

describe('UnsubscribeTokens', () => {
  const tokens = new UnsubscribeTokens('a-test-secret-of-enough-length-1234');

  it('reads back what it signed, for one saved search or all of a member\'s', () => {
    expect(tokens.verify(tokens.forSearch(42))).toEqual({ kind: 'search', id: 42 });
    expect(tokens.verify(tokens.forMember(7))).toEqual({ kind: 'member', id: 7 });
  });

  it('refuses any altered token, another id with the same MAC and a token of another secret', () => {
    const token = tokens.forSearch(42);
    expect(tokens.verify(token.replace('s42', 's43'))).toBeNull();
    expect(tokens.verify(token.replace('s42', 'm42'))).toBeNull();
    expect(tokens.verify(token.slice(0, -1))).toBeNull();
    expect(tokens.verify(new UnsubscribeTokens('another-secret-of-enough-length-000').forSearch(42))).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: token.length - 1 }), fc.constantFrom(...'AZaz09-_.sm'), (at, ch) => {
        const altered = token.slice(0, at) + ch + token.slice(at + 1);
        if (altered !== token) expect(tokens.verify(altered)).toBeNull();
      }),
    );
  });

  it('never throws on anything', () => {
    fc.assert(fc.property(fc.anything(), (v) => expect(tokens.verify(v)).toBeNull()));
  });
});
