import { ConfigError } from '@er/server-kit/settings';
import type { Server } from 'node:http';
import { loadWebConfig } from './config';
import { logger, setLogLevel } from './log';
import { createWebServer } from './server';

/** How long stopping may take (pages in flight) before the process gives up with exit code 1. */
const SHUTDOWN_DEADLINE_MS = 10_000;

function main(): void {
  let config;
  try {
    config = loadWebConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  setLogLevel(config.logLevel);
  const log = logger('Web');
  const app = createWebServer(config);
  const onListen = () =>
    log.log(`listening on port ${config.port} of ${config.host ?? 'every interface'} (${config.nodeEnv}); API at ${config.apiUrl}${config.proxyApi ? ', its paths forwarded' : ''}`);
  const server: Server = config.host === undefined ? app.listen(config.port, onListen) : app.listen(config.port, config.host, onListen);
  // Pages in flight finish; idle keep-alive connections close; a second signal is ignored, a third forces exit 1.
  let signals = 0;
  const stop = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals === 1) {
      log.log(`${signal}: finishing the requests in flight`);
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    } else if (signals >= 3) process.exit(1);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
