// `npm start`: build whatever is not built, then serve the whole site and API on one port.
// With no DATABASE_URL / REDIS_URL / SMTP_URL the API uses the embedded defaults (see README).
import { spawn } from 'node:child_process';
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
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
