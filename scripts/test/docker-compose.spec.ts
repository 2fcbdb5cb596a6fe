// The production-like stack must at least be a valid compose file with every service the README names.
// Runs Debian's `docker-compose` (v1), which validates without a Docker engine.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

function compose(...args: string[]): string {
  try {
    return execFileSync('docker-compose', ['-f', resolve(root, 'docker-compose.yml'), ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error('docker-compose is not installed: run `apt-get install -y docker-compose` (or `bash .ci/run`).');
    }
    throw new Error(`docker-compose ${args.join(' ')} failed:\n${e.stderr ?? e.message}`);
  }
}

describe('docker-compose.yml', () => {
  it('validates', () => {
    expect(() => compose('config', '-q')).not.toThrow();
  });

  it('runs the database, queue, mail catcher, API, host and each remote as separate services', () => {
    const services = compose('config', '--services').trim().split('\n').sort();
    expect(services).toEqual(['account', 'admin', 'api', 'host', 'items', 'mailpit', 'mariadb', 'redis']);
  });

  it('points the API at MariaDB, Redis and SMTP and tells it where each remote lives', () => {
    const config = compose('config');
    expect(config).toMatch(/DATABASE_URL: mysql:\/\/\S+@mariadb:3306\//);
    expect(config).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(config).toMatch(/SMTP_URL: smtp:\/\/mailpit:1025/);
    for (const remote of ['ITEMS', 'ACCOUNT', 'ADMIN']) expect(config).toMatch(new RegExp(`REMOTE_${remote}_URL: http`));
  });
});
