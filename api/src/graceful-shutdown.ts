import { type INestApplication, type INestApplicationContext, Logger } from '@nestjs/common';
import type { Server } from 'node:http';

/** How long stopping may take in all (requests in flight, queue jobs, pools) before the process gives up with exit code 1. */
export const SHUTDOWN_DEADLINE_MS = 25_000;

export interface GracefulShutdownOptions {
  /** Default SHUTDOWN_DEADLINE_MS. */
  deadlineMs?: number;
  /** Default process.exit (tests pass their own). */
  exit?: (code: number) => void;
  logger?: Pick<Logger, 'log' | 'warn' | 'error'>;
}

export interface GracefulShutdown {
  /** Call for every stop signal received: the first starts stopping, the second is ignored, a third forces exit 1. */
  onSignal(signal: NodeJS.Signals): void;
  /** Resolves when the stop started by the first signal is over (exit has been called). */
  readonly done: Promise<void>;
}

/**
 * One shutdown path for SIGTERM and SIGINT, idempotent. `npm start` (scripts/start.mjs) forwards the
 * signal it gets, so a Ctrl-C in a terminal, which signals the whole process group, reaches the API
 * twice: the second signal is logged and ignored (with `process.once` it used to kill the process in the
 * middle of a request). A third one forces exit 1, for someone who really wants it gone now.
 *
 * The order: stop accepting connections and let the requests in flight finish (idle keep-alive connections
 * are closed as they fall idle), then close the application, whose modules finish their running queue jobs
 * in onModuleDestroy, before the database pool, Redis and SMTP connections close in onApplicationShutdown.
 * Nest's own shutdown hooks would close the pools while a request may still be running ("Pool is closed").
 * Exit code 0 when everything stopped in time, 1 after the deadline or on an error while stopping.
 * The worker (worker.ts) is an application context without HTTP: for it the first step is skipped.
 */
export function createGracefulShutdown(app: INestApplication | INestApplicationContext, options: GracefulShutdownOptions = {}): GracefulShutdown {
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const logger = options.logger ?? new Logger('Shutdown');
  let signals = 0;
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let exited = false;
  let deadline: NodeJS.Timeout | undefined;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    clearTimeout(deadline);
    exit(code);
    finish();
  };

  const stop = async (signal: NodeJS.Signals) => {
    deadline = setTimeout(() => {
      logger.error(`still stopping after ${deadlineMs} ms: exiting with requests or jobs unfinished`);
      exitOnce(1);
    }, deadlineMs);
    try {
      if (isHttpApplication(app)) {
        logger.log(`${signal}: no new connections; finishing the requests in flight and the running jobs (at most ${deadlineMs / 1000} s)`);
        await drain(app.getHttpServer() as Server, deadlineMs);
      } else {
        logger.log(`${signal}: no new jobs; finishing the running ones (at most ${deadlineMs / 1000} s)`);
      }
      await app.close();
      logger.log('stopped');
      exitOnce(0);
    } catch (error) {
      logger.error(`error while stopping: ${(error as Error).stack ?? String(error)}`);
      exitOnce(1);
    }
  };

  return {
    done,
    onSignal(signal) {
      signals += 1;
      if (signals === 1) {
        void stop(signal);
      } else if (signals === 2) {
        logger.warn(`${signal} again while stopping: ignored (the first one is being handled; send a third to force exit)`);
      } else {
        logger.error(`${signal} a third time: exiting now, unfinished requests and jobs are cut`);
        exitOnce(1);
      }
    },
  };
}

function isHttpApplication(app: INestApplication | INestApplicationContext): app is INestApplication {
  return typeof (app as Partial<INestApplication>).getHttpServer === 'function';
}

/** Installs the shutdown on SIGTERM and SIGINT (main.ts after listen, worker.ts once its jobs run). */
export function stopGracefullyOnSignals(app: INestApplication | INestApplicationContext, options: GracefulShutdownOptions = {}): GracefulShutdown {
  const shutdown = createGracefulShutdown(app, options);
  // process.on, not once: a repeated signal must reach onSignal, never the default action (kill).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutdown.onSignal(signal));
  return shutdown;
}

/** Resolves when every connection has closed, or after the timeout (remaining connections are cut). */
export function drain(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // A keep-alive connection whose last response went out would otherwise hold close() open until the
    // client drops it: close connections as soon as they fall idle.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    timer.unref();
    idle.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(idle);
      resolve();
    });
  });
}
