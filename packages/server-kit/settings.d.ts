export type NodeEnv = 'development' | 'production' | 'test';
export type Env = Record<string, string | undefined>;

export declare class ConfigError extends Error {
  readonly setting: string;
  constructor(setting: string, problem: string);
}
export declare function raw(env: Env, name: string): string | undefined;
export declare function parsePort(name: string, value: string): number;
export declare function parseInteger(name: string, value: string, min: number, max: number): number;
export declare function parseBoolean(name: string, value: string): boolean;
export declare function parseUrl(name: string, value: string, schemes: readonly string[]): string;
export declare function parseBaseUrl(name: string, value: string): string;
export declare function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T;
export declare function redact(value: string): string;
export declare function parseTrustProxy(value: string, name?: string): boolean | number | string[];
export declare function parseGtmId(value: string | undefined): string | undefined;
export declare function parseFirebase(env: Env): { apiKey: string; authDomain: string; projectId: string } | undefined;
export declare function parseSite(env: Env, port: number): { nodeEnv: NodeEnv; appUrl: string };
export declare function parseListenHost(env: Env): string | undefined;
export declare function checkProductionTransport(env: Env, appUrl: string, urls: Record<string, string | undefined>, serverFetched?: ReadonlySet<string>): void;
export declare const TRUE_WORDS: readonly string[];
export declare const FALSE_WORDS: readonly string[];
