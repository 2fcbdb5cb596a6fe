import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';

/** How long requests already being answered may take to finish once a stop signal arrives. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops in the right order on SIGTERM/SIGINT: first the HTTP server (no new requests; the ones in flight
 * finish), then the application (mail queue, buffered view counts, database pool). Nest's own shutdown
 * hooks close the database before the server, so a request still running at that moment failed with a
 * 500 ("Pool is closed").
 */
export function stopGracefullyOnSignals(app: INestApplication, drainTimeoutMs = DRAIN_TIMEOUT_MS): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const server = app.getHttpServer() as Server;
    await drain(server, drainTimeoutMs);
    await app.close();
    process.kill(process.pid, signal); // default action once our handlers are gone: exit with the signal
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void stop(signal).catch((error) => {
        console.error(error);
        process.exit(1);
      });
    });
  }
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
