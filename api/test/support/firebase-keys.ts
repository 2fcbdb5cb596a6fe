import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sign } from 'jsonwebtoken';

export const TEST_FIREBASE = { apiKey: 'test-api-key', authDomain: 'er-test.firebaseapp.com', projectId: 'er-test' };

/**
 * A stand-in for Google's published Firebase signing keys: a local JWKS server (FIREBASE_JWKS_URL in
 * tests) and a signer of ID tokens shaped like Firebase's, so no test reaches the internet.
 */
export async function startFirebaseKeys() {
  const kid = randomBytes(8).toString('hex');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwks = JSON.stringify({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' });
    res.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;

  /** An ID token as Firebase issues it after a sign-in with `provider`; `over` changes claims, `key`/`kid`/`alg` the signature. */
  function idToken(
    provider: 'google.com' | 'github.com' | 'twitter.com' | 'facebook.com' | 'password',
    providerUid: string,
    over: Record<string, unknown> = {},
    signing: { key?: KeyObject; kid?: string } = {},
  ): string {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: `https://securetoken.google.com/${TEST_FIREBASE.projectId}`,
      aud: TEST_FIREBASE.projectId,
      sub: `firebase-${providerUid}`,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      email: `${providerUid}@example.com`,
      name: '山田 太郎',
      firebase: { sign_in_provider: provider, identities: { [provider]: [providerUid] } },
      ...over,
    };
    return sign(claims, signing.key ?? privateKey, { algorithm: 'RS256', keyid: signing.kid ?? kid });
  }

  return {
    url,
    kid,
    idToken,
    otherKey: () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
