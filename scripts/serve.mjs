// Serves the built site on one port (PORT, default 3000), as `npm start` does after building: the web server on
// PORT, forwarding the API's paths to the API, which listens on a private port of this machine (API_PORT, default
// a free one). The API gets the whole environment; the web server only its own settings (web/src/config.ts
// WEB_SETTINGS), so no secret of the API (JWT_SECRET, DATABASE_URL, SMTP_URL, REDIS_URL …) is ever in its process.
// Where the settings leave the background jobs to a worker process (JOBS_IN_API, false by default with REDIS_URL
// and DATABASE_URL), the worker (api/dist/worker.js) is started beside them, with the API's environment.
// A stop signal goes to each; when one exits, the others are stopped and this exits with the first one's code.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { constants } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { root } from './lib/apps.mjs';

const require = createRequire(import.meta.url);

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The environment, completed from the repository's .env file (variables already set win), as the API reads it. */
function settings(base) {
  const env = { ...base };
  const file = join(root, '.env');
  if (existsSync(file)) {
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[key] ??= value;
  }
  return env;
}

/**
 * Starts the site's processes and returns them by name (`api`, `web`, and `worker` where the jobs run in one).
 * `nodeArgs`: extra Node flags for every process (the bench's --cpu-prof); `stdio`: what they inherit; `watch`:
 * each restarts when its build changes (`npm run dev`).
 */
/** The young generation's semi-space of the API and the web server, in MiB (the Dockerfiles give the same). */
const YOUNG_GENERATION = '--max-semi-space-size=64';

export async function startSiteProcesses({ env: base = process.env, nodeArgs = [], stdio = 'inherit', watch = false } = {}) {
  const { WEB_SETTINGS } = require(join(root, 'web/dist/config.js'));
  // The API's own reading of the settings (a bad setting prints its line and exits 1).
  const { loadConfigOrExit } = require(join(root, 'api/dist/config/config-or-exit.js'));
  const env = settings(base);
  const port = env.PORT?.trim() || '3000';
  const apiPort = env.API_PORT?.trim() || String(await freePort());
  const appUrl = env.APP_URL?.trim() || `http://localhost:${port}`;
  const apiEnv = {
    ...env,
    PORT: apiPort,
    // Only the web server in front reaches it, and it is the one proxy whose X-Forwarded-For the API believes.
    HOST: '127.0.0.1',
    TRUST_PROXY: 'loopback',
    APP_URL: appUrl,
  };
  const webEnv = Object.fromEntries(WEB_SETTINGS.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]));
  Object.assign(webEnv, { PATH: env.PATH ?? '', PORT: port, APP_URL: appUrl, API_URL: `http://127.0.0.1:${apiPort}`, PROXY_API: 'true' });
  const { jobsInApi } = loadConfigOrExit({ ...apiEnv });
  const start = (name, args, childEnv) => {
    const watching = watch ? [`--watch-path=${join(root, name === 'web' ? 'web/dist' : 'api/dist')}`] : [];
    return { name, child: spawn(process.execPath, [...nodeArgs, ...watching, ...args], { stdio, cwd: root, env: childEnv }) };
  };
  const processes = [
    // --expose-gc: the catalog index's build garbage is collected before the port opens (collect-garbage.ts).
    // --max-semi-space-size: each request's short-lived objects (a page's render, an answer's JSON) die young in
    // a larger young generation instead of being promoted and collected again (docs/web-server.md).
    start('api', ['--expose-gc', YOUNG_GENERATION, join(root, 'api/dist/main.js')], apiEnv),
    start('web', [YOUNG_GENERATION, join(root, 'web/dist/main.js')], webEnv),
  ];
  if (!jobsInApi) processes.push(start('worker', [join(root, 'api/dist/worker.js')], apiEnv));
  return { url: `http://127.0.0.1:${port}`, processes };
}

export async function serve(options = {}) {
  const { processes } = await startSiteProcesses(options);
  const children = processes.map((p) => p.child);
  // A stop signal is forwarded once (`kill <pid of npm start>`); a Ctrl-C in a terminal signals the whole process
  // group, so the children get that one themselves as well: each ignores a repeat while stopping.
  let stopping = false;
  const stopAll = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  let firstCode;
  let exited = 0;
  for (const child of children) {
    child.on('exit', (code, signal) => {
      firstCode ??= code ?? 128 + (constants.signals[signal] ?? 0);
      exited += 1;
      stopAll('SIGTERM');
      if (exited === children.length) process.exit(firstCode);
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await serve({ watch: process.argv.includes('--watch') });
