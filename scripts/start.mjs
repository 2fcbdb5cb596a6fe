// `npm start`: build whatever is not built, then serve the whole site and API on one port.
// With no DATABASE_URL / REDIS_URL / SMTP_URL the API uses the embedded defaults (see README).
// Where the settings leave the background jobs to a worker process (JOBS_IN_API, false by default with
// REDIS_URL and DATABASE_URL), the worker (api/dist/worker.js) is started beside the API, so one command still
// runs everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { join } from 'node:path';
import { build } from './build.mjs';
import { root } from './lib/apps.mjs';

try {
  await build({ onlyStale: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The API's own reading of the settings (the environment, completed from .env; a bad setting prints its line and exits 1).
const { loadConfigOrExit } = createRequire(import.meta.url)(join(root, 'api/dist/config/config-or-exit.js'));
const { jobsInApi } = loadConfigOrExit(process.env);
const children = [spawn(process.execPath, [join(root, 'api/dist/main.js')], { stdio: 'inherit', cwd: root })];
if (!jobsInApi) children.push(spawn(process.execPath, [join(root, 'api/dist/worker.js')], { stdio: 'inherit', cwd: root }));

// Forward a stop signal once (`kill <pid of npm start>`); a Ctrl-C in a terminal signals the whole process
// group, so the API gets that one itself as well: it ignores a repeat while stopping (graceful-shutdown.ts).
// Then wait for the API (and the worker) to finish their requests and jobs, and exit with the worse code.
let forwarded = false;
const stopAll = (signal) => {
  if (forwarded) return;
  forwarded = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
const codes = await Promise.all(
  children.map(
    (child) =>
      new Promise((resolve) =>
        child.on('exit', (code, signal) => {
          // One of them gone (a crash, or a bad setting): the other is stopped too, rather than half a site running.
          stopAll('SIGTERM');
          resolve(code ?? 128 + (constants.signals[signal] ?? 0));
        }),
      ),
  ),
);
process.exit(Math.max(...codes));
