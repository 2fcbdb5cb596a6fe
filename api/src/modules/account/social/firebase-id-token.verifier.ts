import { Injectable, Logger } from '@nestjs/common';
import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { decode, verify, type JwtPayload } from 'jsonwebtoken';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { SocialAccountType } from '../../members/members.service';

/** What a verified Firebase ID token says about the person signing in. */
export interface FirebaseIdentity {
  /** The provider (SPEC §3 social account type) the person signed in with. */
  type: SocialAccountType;
  /** Their id at that provider (Firebase's `identities`), which stays the same across Firebase projects. */
  providerUserId: string;
  email: string | null;
  name: string | null;
  /** Seconds since the epoch of the sign-in itself (a "fresh" social login for withdrawal). */
  authTime: number;
}

/** Firebase's sign_in_provider → SPEC §3 social account type (twitter=1, facebook=2, github=3, google=4). */
const PROVIDERS: Record<string, SocialAccountType> = {
  'twitter.com': SocialAccountType.Twitter,
  'facebook.com': SocialAccountType.Facebook,
  'github.com': SocialAccountType.Github,
  'google.com': SocialAccountType.Google,
};

/** Keys are fetched again at most this often when a token names a key we do not have (Google rotates them). */
const REFRESH_ON_UNKNOWN_KID_MS = 60_000;
const DEFAULT_KEYS_MAX_AGE_MS = 60 * 60 * 1000;
/** Clock skew tolerated on iat/auth_time. */
const SKEW_SECONDS = 60;

export class FirebaseTokenInvalid extends Error {}

/**
 * Verifies Firebase Authentication ID tokens as Firebase documents it (issue 12): RS256 only, a key of the
 * published JWKS (FIREBASE_JWKS_URL, fetched and cached for its Cache-Control max-age), `aud` = the project
 * id, `iss` = https://securetoken.google.com/<project id>, `exp` in the future, `iat` and `auth_time` not in
 * the future, a non-empty `sub`; and a sign-in provider we offer.
 */
@Injectable()
export class FirebaseIdTokenVerifier {
  private readonly logger = new Logger(FirebaseIdTokenVerifier.name);
  private keys = new Map<string, KeyObject>();
  private keysExpireAt = 0;
  private lastFetchAt = 0;
  private fetching: Promise<void> | null = null;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Social sign-in is offered only with the Firebase settings. */
  get enabled(): boolean {
    return !!this.config.firebase;
  }

  async verify(idToken: string): Promise<FirebaseIdentity> {
    const projectId = this.config.firebase?.projectId;
    if (!projectId) throw new FirebaseTokenInvalid('Firebase is not configured');
    const header = (decode(idToken, { complete: true }) as { header?: { alg?: string; kid?: string } } | null)?.header;
    if (!header || header.alg !== 'RS256' || typeof header.kid !== 'string') throw new FirebaseTokenInvalid('not an RS256 token with a key id');
    const key = await this.key(header.kid);
    let payload: JwtPayload;
    try {
      payload = verify(idToken, key, { algorithms: ['RS256'], audience: projectId, issuer: `https://securetoken.google.com/${projectId}`, clockTolerance: SKEW_SECONDS }) as JwtPayload;
    } catch (error) {
      throw new FirebaseTokenInvalid((error as Error).message);
    }
    const now = Math.floor(Date.now() / 1000);
    const authTime = Number(payload.auth_time);
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 128) throw new FirebaseTokenInvalid('bad sub');
    if (typeof payload.iat !== 'number' || payload.iat > now + SKEW_SECONDS) throw new FirebaseTokenInvalid('iat in the future');
    if (!Number.isFinite(authTime) || authTime > now + SKEW_SECONDS) throw new FirebaseTokenInvalid('auth_time in the future');
    const firebase = (payload.firebase ?? {}) as { sign_in_provider?: string; identities?: Record<string, unknown> };
    const type = PROVIDERS[firebase.sign_in_provider ?? ''];
    if (!type) throw new FirebaseTokenInvalid(`sign-in provider not offered: ${String(firebase.sign_in_provider)}`);
    const ids = firebase.identities?.[firebase.sign_in_provider!];
    const providerUserId = Array.isArray(ids) && typeof ids[0] === 'string' && ids[0] !== '' ? ids[0] : payload.sub;
    return {
      type,
      providerUserId: providerUserId.slice(0, 191),
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      name: typeof payload.name === 'string' ? payload.name : null,
      authTime,
    };
  }

  private async key(kid: string): Promise<KeyObject> {
    if (Date.now() >= this.keysExpireAt) await this.refresh();
    let key = this.keys.get(kid);
    if (!key && Date.now() - this.lastFetchAt > REFRESH_ON_UNKNOWN_KID_MS) {
      await this.refresh();
      key = this.keys.get(kid);
    }
    if (!key) throw new FirebaseTokenInvalid('unknown key id');
    return key;
  }

  /** One fetch at a time; a failed fetch keeps the keys we had (and is an invalid token for now). */
  private refresh(): Promise<void> {
    this.fetching ??= this.fetchKeys().finally(() => {
      this.fetching = null;
    });
    return this.fetching;
  }

  private async fetchKeys(): Promise<void> {
    this.lastFetchAt = Date.now();
    try {
      const res = await fetch(this.config.firebaseJwksUrl, { signal: AbortSignal.timeout(5_000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { keys?: (JsonWebKey & { kid?: string })[] };
      const keys = new Map<string, KeyObject>();
      for (const jwk of body.keys ?? []) {
        if (typeof jwk.kid === 'string' && jwk.kty === 'RSA') keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
      }
      if (keys.size === 0) throw new Error('no RSA keys in the JWKS');
      this.keys = keys;
      const maxAge = /max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '');
      this.keysExpireAt = Date.now() + (maxAge ? Number(maxAge[1]) * 1000 : DEFAULT_KEYS_MAX_AGE_MS);
    } catch (error) {
      this.logger.warn(`could not load the Firebase signing keys from ${this.config.firebaseJwksUrl}: ${(error as Error).message}`);
    }
  }
}
