/** The markup staff may use in a news body, shared by the host (DOMPurify) and the API (sanitize-html). */
export declare const tags: readonly string[];
/** Allowed attributes per tag (none on every tag). */
export declare const attributes: Readonly<Record<string, readonly string[]>>;
/** URL schemes allowed in href/src (relative URLs allowed, protocol-relative never). */
export declare const schemes: readonly string[];
export declare const urlAttributes: readonly string[];
/** Whether a URL (whitespace and control characters removed) may stay. */
export declare const allowedUrl: RegExp;
/** The only `target` kept ('_blank'); such links get `rel` = newTabRel. */
export declare const linkTarget: string;
export declare const newTabRel: string;
export declare function isAllowedAttribute(tag: string, attribute: string): boolean;
/** Whether a href/src value may stay (allowedUrl on the value without whitespace and control characters). */
export declare function isAllowedUrl(value: string): boolean;
