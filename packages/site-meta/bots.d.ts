export declare const BOT_USER_AGENT: RegExp;
export declare function isBotUserAgent(userAgent: string | undefined): boolean;
export declare function isNotAViewer(userAgent: string | undefined): boolean;
