// `npm start`: build whatever is not built, then serve the whole site on one port (scripts/serve.mjs: the web
// server in front, the API behind it). With no DATABASE_URL / REDIS_URL / SMTP_URL the API uses the embedded
// defaults (see README).
import { build } from './build.mjs';
import { serve } from './serve.mjs';

try {
  await build({ onlyStale: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await serve();
