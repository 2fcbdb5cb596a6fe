import fc from 'fast-check';
import { isSecretQueryKey, REDACTED, redactUrl } from '../secret-query';

describe('secret query keys', () => {
  it.each(['token', 'TOKEN', 'id_token', 'accessToken', 'X-Amz-Signature', 'api_key', 'apiKey', 'code', 'password', 'client_secret', 'auth', 'sessionId', '%74oken'])('%s is secret', (key) => {
    expect(isSecretQueryKey(key)).toBe(true);
  });

  it.each(['keyword', 'page', 'welcome', 'utm_source', 'gclid', 'next', 'ref', 'tag_id', 'author'])('%s is not', (key) => {
    expect(isSecretQueryKey(key)).toBe(false);
  });
});

describe('redactUrl', () => {
  it('hides the one-time link tokens and keeps the rest as received', () => {
    expect(redactUrl('/user/password/reset/update?token=abc%2Bdef&welcome=1')).toBe(`/user/password/reset/update?token=${REDACTED}&welcome=1`);
    expect(redactUrl('/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10')).toBe('/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10');
    expect(redactUrl('https://example.com/admin/password-setup?token=xyz#top')).toBe(`https://example.com/admin/password-setup?token=${REDACTED}#top`);
    expect(redactUrl('/x?token')).toBe(`/x?token=${REDACTED}`);
    expect(redactUrl('/no-query')).toBe('/no-query');
  });

  it('never lets a secret value through, whatever surrounds it', () => {
    const plainKey = fc.constantFrom('keyword', 'page', 'welcome', 'utm_source');
    const secretKey = fc.constantFrom('token', 'id_token', 'accessToken', 'signature', 'password', 'code');
    const secret = fc.stringMatching(/^[A-Za-z0-9_-]{24,40}$/);
    const value = fc.stringMatching(/^[a-z0-9%]{0,8}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(plainKey, value), { maxLength: 4 }), secretKey, secret, fc.nat(4), (plain, key, token, at) => {
        const parts = plain.map(([k, v]) => `${k}=${v}`);
        parts.splice(Math.min(at, parts.length), 0, `${key}=${token}`);
        const redacted = redactUrl(`/user/edit/email/auth?${parts.join('&')}`);
        expect(redacted).not.toContain(token);
        for (const p of plain) expect(redacted).toContain(`${p[0]}=${p[1]}`);
      }),
    );
  });
});
