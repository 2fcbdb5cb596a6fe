import fc from 'fast-check';
import * as path from 'node:path';
import { ConfigError, DEV_JWT_SECRET, loadConfig, parseBoolean, parsePort, parseUrl, REPO_ROOT } from './app-config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe('development');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqlitePath).toBe(path.join(REPO_ROOT, 'var', 'db.sqlite'));
    expect(config.mailDir).toBe(path.join(REPO_ROOT, 'var', 'mail'));
    expect(config.staticRoot).toBe(REPO_ROOT);
    expect(config.seedOnStart).toBe(true);
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.remoteItemsUrl).toBe('/remotes/items/');
    expect(config.queuePrefix).toBe('er');
    expect(config.mailFrom).toBe('エンジニアルート <no-reply@engineer-route.example>');
  });

  it('finds the repository root (it holds the workspace package.json)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(require(path.join(REPO_ROOT, 'package.json')).name).toBe('engineer-route');
  });

  it('derives APP_URL from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT: '],
    [{ PORT: '0' }, 'Invalid setting PORT: '],
    [{ DATABASE_URL: 'postgres://x/y' }, 'Invalid setting DATABASE_URL: '],
    [{ REDIS_URL: 'http://localhost' }, 'Invalid setting REDIS_URL: '],
    [{ SMTP_URL: 'localhost:25' }, 'Invalid setting SMTP_URL: '],
    [{ SEED_ON_START: 'maybe' }, 'Invalid setting SEED_ON_START: '],
    [{ NODE_ENV: 'staging' }, 'Invalid setting NODE_ENV: '],
    [{ NODE_ENV: 'production' }, 'Invalid setting JWT_SECRET: '],
    [{ LOG_LEVEL: 'loud' }, 'Invalid setting LOG_LEVEL: '],
    [{ REMOTE_ITEMS_URL: 'ftp://cdn/items/' }, 'Invalid setting REMOTE_ITEMS_URL: '],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes URL credentials in the error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://user:secret@db/x' })).toThrow(/^(?!.*secret)/);
  });

  it('accepts production with a JWT secret and MariaDB/Redis/SMTP URLs', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-very-long-production-secret',
      DATABASE_URL: 'mariadb://root@127.0.0.1:3306/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      REMOTE_ITEMS_URL: 'https://cdn.example/items',
    });
    expect(config.databaseUrl).toBe('mariadb://root@127.0.0.1:3306/test');
    expect(config.remoteItemsUrl).toBe('https://cdn.example/items/');
  });
});

describe('parsers (properties)', () => {
  it('parsePort accepts exactly the integers 1..65535', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 65535 }), (n) => parsePort('PORT', String(n)) === n));
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 65536 }), fc.integer({ max: 0 })), (n) => {
        expect(() => parsePort('PORT', String(n))).toThrow(ConfigError);
      }),
    );
    fc.assert(
      fc.property(fc.string().filter((s) => !/^\d+$/.test(s)), (s) => {
        expect(() => parsePort('PORT', s)).toThrow(ConfigError);
      }),
    );
  });

  it('parseBoolean round-trips booleans in any case and rejects other words', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom('true/false', '1/0', 'yes/no', 'on/off'), fc.boolean(), (b, pair, upper) => {
        const word = pair.split('/')[b ? 0 : 1];
        return parseBoolean('X', upper ? word.toUpperCase() : word) === b;
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(s.trim().toLowerCase())),
        (s) => {
          expect(() => parseBoolean('X', s)).toThrow(ConfigError);
        },
      ),
    );
  });

  it('parseUrl accepts URLs of the allowed schemes and rejects the others', () => {
    const host = fc.domain();
    fc.assert(
      fc.property(fc.constantFrom('mysql', 'mariadb'), host, fc.integer({ min: 1, max: 65535 }), (scheme, h, port) => {
        const url = `${scheme}://root@${h}:${port}/db`;
        return parseUrl('DATABASE_URL', url, ['mysql', 'mariadb']) === url;
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'postgres', 'redis', 'ftp'), host, (scheme, h) => {
        expect(() => parseUrl('DATABASE_URL', `${scheme}://${h}/db`, ['mysql', 'mariadb'])).toThrow(
          /^Invalid setting DATABASE_URL: /,
        );
      }),
    );
  });
});

describe('loadConfigOrExit', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { loadConfigOrExit } = require('./config-or-exit') as typeof import('./config-or-exit');
  it('prints only the one-line message and exits 1 on a bad setting', () => {
    const lines: string[] = [];
    const exit = jest.fn((code: number) => {
      throw new Error(`exit ${code}`);
    }) as unknown as (code: number) => never;
    expect(() => loadConfigOrExit({ PORT: '70000' }, exit, (l) => lines.push(l))).toThrow('exit 1');
    expect(lines).toEqual(['Invalid setting PORT: expected an integer from 1 to 65535, got "70000"']);
  });
});
