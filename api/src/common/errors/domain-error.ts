import { errorCode } from './error-catalogue';

/**
 * Base of every error a module throws on purpose. Each module declares its codes (enum + status +
 * default message, see error-catalogue.ts) and its subclasses in `<feature>.errors.ts`; the global
 * filter answers `{ statusCode, code, message, errors }` with the status the code is declared with.
 */
export class DomainError extends Error {
  /** The HTTP status declared for `code`. */
  readonly status: number;
  /** For rate-limit errors: sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    /** Stable machine-readable code from a module's enum, e.g. `AUTH_INVALID_CREDENTIALS`. */
    readonly code: string,
    /** Japanese message shown to the user; by default the one declared with the code. */
    message?: string,
    /** Per-field messages, same shape as validation errors. */
    readonly errors: Record<string, string[]> = {},
  ) {
    const declared = errorCode(code);
    super(message ?? declared.message);
    this.name = new.target.name;
    this.status = declared.status;
  }
}
