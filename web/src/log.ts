import type { WebConfig } from './config';

const ORDER = ['error', 'warn', 'log', 'debug'] as const;
type Level = (typeof ORDER)[number];

let threshold: Level = 'log';

/** LOG_LEVEL: lines above it are dropped. */
export function setLogLevel(level: WebConfig['logLevel']): void {
  threshold = level;
}

/** One line per event, with the part of the server that wrote it; never a request's cookies or query secrets. */
export function logger(context: string) {
  const write = (level: Level, message: string) => {
    if (ORDER.indexOf(level) > ORDER.indexOf(threshold)) return;
    const line = `${new Date().toISOString()} ${level.toUpperCase()} [${context}] ${message}`;
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    error: (message: string) => write('error', message),
    warn: (message: string) => write('warn', message),
    log: (message: string) => write('log', message),
    debug: (message: string) => write('debug', message),
  };
}

export type Logger = ReturnType<typeof logger>;
