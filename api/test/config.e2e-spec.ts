import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
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

describe('start-up without NODE_ENV', () => {
  // Runs the compiled entry point as `npm start` does on a machine where NODE_ENV was never set.
  it('listens on 127.0.0.1 only: this machine reaches the site, its other addresses do not', async () => {
    if (!existsSync(MAIN)) throw new Error('api/dist/main.js missing: run `npm run build -w api` first');
    const dir = mkdtempSync(path.join(tmpdir(), 'er-no-node-env-'));
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        SEED_ON_START: 'false',
        SQLITE_PATH: path.join(dir, 'db.sqlite'),
        MAIL_DIR: path.join(dir, 'mail'),
        UPLOAD_DIR: path.join(dir, 'uploads'),
        CATALOG_BUILD_WORKERS: '0',
        SAVED_SEARCH_DIGEST_HOUR: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    try {
      const deadline = Date.now() + 60_000;
      while (!/listening on port/.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the API did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(output).toMatch(new RegExp(`listening on port ${port} of 127\\.0\\.0\\.1 \\(development: NODE_ENV not set\\)`));
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const others = Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && !i.internal && i.family === 'IPv4')
        .map((i) => i!.address);
      for (const address of others) {
        const refused = await new Promise<boolean>((resolve) => {
          const socket = connect({ host: address, port }, () => {
            socket.destroy();
            resolve(false);
          });
          socket.on('error', () => resolve(true));
        });
        expect({ address, refused }).toEqual({ address, refused: true });
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
