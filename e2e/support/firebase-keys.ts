// A stand-in for Google's published Firebase signing keys in browser tests (issue 12): a local JWKS server
// the site is pointed at (FIREBASE_JWKS_URL) and ID tokens signed like Firebase's, so no test reaches the
// internet. The Firebase sign-in popup itself cannot run offline; tests link accounts with these tokens.
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_FIREBASE = { FIREBASE_API_KEY: 'test-api-key', FIREBASE_AUTH_DOMAIN: 'er-test.firebaseapp.com', FIREBASE_PROJECT_ID: 'er-test' };

const b64url = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export async function startFirebaseKeys() {
  const kid = randomBytes(8).toString('hex');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' });
    res.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`,
    /** An ID token as Firebase issues it after a sign-in with `provider`. */
    idToken(provider: 'google.com' | 'github.com' | 'twitter.com' | 'facebook.com', providerUid: string, email = `${providerUid}@example.com`): string {
      const now = Math.floor(Date.now() / 1000);
      const header = b64url({ alg: 'RS256', typ: 'JWT', kid });
      const payload = b64url({
        iss: `https://securetoken.google.com/${TEST_FIREBASE.FIREBASE_PROJECT_ID}`,
        aud: TEST_FIREBASE.FIREBASE_PROJECT_ID,
        sub: `firebase-${providerUid}`,
        iat: now,
        exp: now + 3600,
        auth_time: now,
        email,
        name: '佐藤 花子',
        firebase: { sign_in_provider: provider, identities: { [provider]: [providerUid] } },
      });
      const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
      return `${header}.${payload}.${b64url(signature)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
