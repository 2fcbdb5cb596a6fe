// The production-like stack must at least be a valid compose file with every service the README names.
// Runs Debian's `docker-compose` (v1), which validates without a Docker engine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { remotes, serviceName } from '@er/contracts/remotes';

const root = resolve(__dirname, '../..');

// Placeholder secrets: the file refuses to start without them (tested below).
const SECRETS = { JWT_SECRET: 'test-only-'.padEnd(48, 'x'), DB_PASSWORD: 'test-db', DB_ROOT_PASSWORD: 'test-root' };

function compose(...args: string[]): string {
  try {
    return execFileSync('docker-compose', ['-f', resolve(root, 'docker-compose.yml'), ...args], {
      cwd: root,
      env: { ...process.env, ...SECRETS },
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
    expect(services).toEqual(['api', 'host', 'mailpit', 'mariadb', 'redis', ...remotes.map(serviceName)].sort());
    expect(remotes.map(serviceName)).toEqual(expect.arrayContaining(['items', 'account', 'admin']));
  });

  it('points the API at MariaDB, Redis and SMTP and tells it where each remote lives', () => {
    const config = compose('config');
    expect(config).toMatch(/DATABASE_URL: mysql:\/\/\S+@mariadb:3306\//);
    expect(config).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(config).toMatch(/SMTP_URL: smtp:\/\/mailpit:1025/);
    for (const remote of remotes) expect(config).toMatch(new RegExp(`${remote.setting}: http`));
  });
});

describe('docker-compose.yml secrets (issue 9)', () => {
  const secrets = { JWT_SECRET: 'j'.repeat(48), DB_PASSWORD: 'd'.repeat(24), DB_ROOT_PASSWORD: 'r'.repeat(24) };
  const composeWith = (env: Record<string, string>) =>
    execFileSync('docker-compose', ['-f', resolve(root, 'docker-compose.yml'), 'config'], {
      cwd: '/', // no .env file next to the command
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', ...env },
    });

  it.each(Object.keys(secrets))('refuses to start without %s', (name) => {
    const env: Record<string, string> = { ...secrets };
    delete env[name];
    expect(() => composeWith(env)).toThrow(new RegExp(name));
  });

  it('uses the given secrets, trusts exactly one proxy hop and does not seed logins', () => {
    const config = composeWith(secrets);
    expect(config).toContain(`JWT_SECRET: ${secrets.JWT_SECRET}`);
    expect(config).toContain(`mysql://engineer_route:${secrets.DB_PASSWORD}@mariadb`);
    expect(config).toMatch(/TRUST_PROXY: '?"?1/);
    expect(config).toMatch(/SEED_ON_START: '?"?false/);
  });

  it('has the host proxy overwrite X-Forwarded-For instead of appending to it', () => {
    const conf = readFileSync(resolve(root, 'docker/nginx-host.conf'), 'utf8');
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
  });
});
