// Types of visitor-cookie.js.
export declare const VISITOR_COOKIE: 'er_vid';
export declare const SECURE_VISITOR_COOKIE: '__Host-er_vid';
export declare const VISITOR_COOKIE_MAX_AGE_MS: number;
export declare function visitorCookieName(secure: boolean): string;
/** The visitor id a raw Cookie header carries, or undefined without a well-formed one. */
export declare function visitorIdOf(cookieHeader: string | undefined): string | undefined;
