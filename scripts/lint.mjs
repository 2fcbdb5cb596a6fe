// `npm run lint` (also the last step of `npm test`):
// 1. typescript-eslint's recommended rules over every workspace's sources (eslint.config.mjs);
// 2. the committed OpenAPI document against Redocly's recommended rules (redocly.yaml; issue 10).
// Redocly runs offline: no telemetry, no update check. It prints a notice about Node 20's end of life;
// it still supports Node 20.19+, which is why package.json pins @redocly/cli to ~2.77 (see README).
import { run } from './lib/run.mjs';

let failed = false;
for (const [cmd, args, env] of [
  ['npx', ['eslint', '.']],
  [
    'npx',
    ['redocly', 'lint', 'packages/api-client/openapi.json', '--format', 'stylish'],
    { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
  ],
]) {
  try {
    await run(cmd, args, { env });
  } catch (error) {
    console.error(error.message);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
