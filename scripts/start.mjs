// `npm start`: build whatever is not built, then serve the whole site and API on one port.
// With no DATABASE_URL / REDIS_URL / SMTP_URL the API uses the embedded defaults (see README).
import { spawn } from 'node:child_process';
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
const api = spawn(process.execPath, [join(root, 'api/dist/main.js')], { stdio: 'inherit', cwd: root });
// Forward a stop signal once (`kill <pid of npm start>`); a Ctrl-C in a terminal signals the whole process
// group, so the API gets that one itself as well: it ignores a repeat while stopping (graceful-shutdown.ts).
// Then wait for the API to finish its requests and jobs, and exit with its code.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    api.kill(signal);
  });
}
api.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
