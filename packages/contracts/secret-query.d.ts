// Types of secret-query.js (checked by typecheck: checkJs in this package's tsconfig).

/** The words that make a query key secret (split at non-alphanumerics and camelCase humps). */
export declare const SECRET_QUERY_WORDS: readonly string[];
/** What a secret value is replaced with: '[REDACTED]'. */
export declare const REDACTED: string;
/** Whether a query key (raw or percent-encoded) names a secret: token, code, password, key, signature, auth… */
export declare function isSecretQueryKey(key: string): boolean;
/** The URL (path + query, or absolute) with every secret query value replaced by [REDACTED]. */
export declare function redactUrl(url: string): string;
