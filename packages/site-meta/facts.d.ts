/** Facts the site states about itself, written once (facts.js). */
export declare const replyBusinessDays: number;
/** 「2営業日以内」 */
export declare const replyWithin: string;
export declare const company: Readonly<{ name: string; serviceName: string; business: string }>;
export declare const licenseLabel: string;
