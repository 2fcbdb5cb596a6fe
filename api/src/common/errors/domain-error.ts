/**
 * Base of every error a module throws on purpose. Each module declares its own subclasses in
 * `<feature>.errors.ts` with a stable `code`; the global filter turns the `kind` into a status.
 */
export type DomainErrorKind =
  | 'invalid' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'expired' // 419 (anti-forgery token missing or stale)
  | 'rate_limited'; // 429

export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  expired: 419,
  rate_limited: 429,
};

export class DomainError extends Error {
  /** For rate_limited errors: sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    /** Stable machine-readable code, e.g. `auth.invalid_credentials`. */
    readonly code: string,
    /** Japanese message shown to the user. */
    message: string,
    readonly kind: DomainErrorKind = 'invalid',
    /** Per-field messages, same shape as validation errors. */
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return DOMAIN_ERROR_STATUS[this.kind];
  }
}
