import type { VerifyOptions } from 'jsonwebtoken';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type JwtPayload, type PrincipalKind } from './auth.constants';

/** The one set of verification rules, used by the passport strategies and by AuthService alike. */
export function tokenVerifyOptions(kind: PrincipalKind): Pick<VerifyOptions, 'algorithms'> & { issuer: string; audience: string } {
  return { algorithms: [TOKEN_ALGORITHM], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE[kind] };
}

export function tokenSignOptions(kind: PrincipalKind, ttlSeconds: number) {
  return { algorithm: TOKEN_ALGORITHM, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE[kind], expiresIn: ttlSeconds };
}

/**
 * jsonwebtoken checks exp only when present and iat not at all: a verified payload must still carry
 * every claim we issue, with the right kind and an integer subject and version.
 */
export function isCompletePayload(payload: unknown, kind: PrincipalKind): payload is JwtPayload {
  const p = payload as Partial<JwtPayload> | null;
  return (
    !!p &&
    p.kind === kind &&
    Number.isInteger(p.sub) &&
    Number.isInteger(p.ver) &&
    typeof p.exp === 'number' &&
    typeof p.iat === 'number' &&
    p.iss === TOKEN_ISSUER &&
    p.aud === TOKEN_AUDIENCE[kind]
  );
}
