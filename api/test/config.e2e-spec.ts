import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

const MAIN = path.resolve(__dirname, '../dist/main.js');

describe('start-up with a bad setting', () => {
  // Runs the compiled entry point: `npm run build -w api` first (npm test builds before testing).
  it('prints one line naming the setting and exits 1', () => {
    if (!existsSync(MAIN)) throw new Error('api/dist/main.js missing: run `npm run build -w api` first');
    for (const [env, line] of [
      [{ PORT: 'eighty' }, 'Invalid setting PORT: expected an integer from 1 to 65535, got "eighty"'],
      [{ DATABASE_URL: 'postgres://db/x' }, 'Invalid setting DATABASE_URL: expected a mysql:// or mariadb:// URL, got "postgres://..."'],
      [{ NODE_ENV: 'production' }, 'Invalid setting JWT_SECRET: required when NODE_ENV=production (at least 32 bytes, e.g. `openssl rand -base64 48`)'],
    ] as const) {
      const result = spawnSync(process.execPath, [MAIN], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 20_000 });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(line);
      expect(result.stdout).toBe('');
    }
  });
});
