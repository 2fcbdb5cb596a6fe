import fc from 'fast-check';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ConfigError, DEFAULT_DB_POOL_SIZE, loadConfig, machineDevSecret, ownOrigin, PUBLISHED_JWT_SECRETS, parseBoolean, parsePort, parseUrl, REPO_ROOT } from './app-config';

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
    expect(config.jwtSecret).toBe(loadConfig({}).jwtSecret); // the machine's own, reused
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
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
      JWT_SECRET: 'p'.repeat(40),
      DATABASE_URL: 'mariadb://root@127.0.0.1:3306/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      APP_URL: 'https://engineer-route.example',
    });
    expect(config.databaseUrl).toBe('mariadb://root@127.0.0.1:3306/test');
  });
});

describe('transport in production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), APP_URL: 'https://engineer-route.example' };

  it('accepts https everywhere', () => {
    const config = loadConfig({ ...production, FIREBASE_JWKS_URL: 'https://keys.example/jwks.json' });
    expect(config.secureCookies).toBe(true);
  });

  it('refuses an http APP_URL unless ALLOW_HTTP_APP_URL says plain http is meant', () => {
    const env = { ...production, APP_URL: 'http://engineer-route.example' };
    expect(() => loadConfig(env)).toThrow(/^Invalid setting APP_URL: must be an https:\/\/ URL when NODE_ENV=production .*ALLOW_HTTP_APP_URL=true/);
    expect(() => loadConfig({ ...production, APP_URL: undefined })).toThrow(/^Invalid setting APP_URL: /); // the http://localhost default
    expect(loadConfig({ ...env, ALLOW_HTTP_APP_URL: 'true' }).secureCookies).toBe(false);
    expect(() => loadConfig({ ...env, ALLOW_HTTP_APP_URL: 'perhaps' })).toThrow(/^Invalid setting ALLOW_HTTP_APP_URL: /);
    // Development and test keep http://localhost.
    expect(loadConfig({ NODE_ENV: 'development', APP_URL: 'http://localhost:3000' }).appUrl).toBe('http://localhost:3000');
  });

  it.each([['FIREBASE_JWKS_URL', 'http://keys.example/jwks.json']])('refuses an http %s: the server fetches it', (name, value) => {
    expect(() => loadConfig({ ...production, [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}: must be an https:// URL when NODE_ENV=production: the server fetches it .*INTERNAL_HTTP_HOSTS`));
  });

  it('allows plain http to the private-network hosts named in INTERNAL_HTTP_HOSTS only', () => {
    const env = { ...production, INTERNAL_HTTP_HOSTS: 'keys', FIREBASE_JWKS_URL: 'http://keys/jwks.json' };
    expect(loadConfig(env).firebaseJwksUrl).toBe('http://keys/jwks.json');
    expect(() => loadConfig({ ...env, FIREBASE_JWKS_URL: 'http://keys.example/jwks.json' })).toThrow(/^Invalid setting FIREBASE_JWKS_URL: /);
  });

  it('accepts the docker-compose settings', () => {
    const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    const block = /\n  api:\n[\s\S]*?\n    environment:[^\n]*\n([\s\S]*?)\n    volumes:/.exec(compose)![1];
    const env: Record<string, string> = { JWT_SECRET: 'p'.repeat(40) };
    for (const line of block.split('\n')) {
      const m = /^\s+([A-Z_]+): "?([^"\s]*)"?\s*$/.exec(line);
      if (m && !m[2].startsWith('$')) env[m[1]] = m[2];
    }
    expect(env.NODE_ENV).toBe('production');
    expect(() => loadConfig(env)).not.toThrow();
  });
});

describe('safe defaults without NODE_ENV', () => {
  it('listens on 127.0.0.1 and keeps the development pages to this machine', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.devToolsLoopbackOnly).toBe(true);
  });

  it('keeps every interface and the pages open once NODE_ENV is set; HOST chooses the address', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ NODE_ENV })).toMatchObject({ host: undefined, devToolsLoopbackOnly: false });
    }
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), APP_URL: 'https://er.example' }).host).toBeUndefined();
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '::1' }).host).toBe('::1');
    expect(() => loadConfig({ HOST: 'example.com' })).toThrow(/^Invalid setting HOST: /);
  });

  it('reaches its own server at the address it listens on (the server renderer)', () => {
    expect(ownOrigin({ host: undefined, port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(ownOrigin({ host: '0.0.0.0', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(ownOrigin({ host: '10.0.0.5', port: 80 })).toBe('http://10.0.0.5:80');
    expect(ownOrigin({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
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

describe('JWT_SECRET (issue 9: no forgeable tokens)', () => {
  const prod = (secret?: string) => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://er.example', ...(secret === undefined ? {} : { JWT_SECRET: secret }) });

  it('is required in production', () => {
    expect(() => prod()).toThrow('Invalid setting JWT_SECRET: required when NODE_ENV=production');
  });

  it('must be at least 32 bytes in production', () => {
    expect(() => prod('a'.repeat(31))).toThrow(/at least 32 bytes/);
    expect(prod('a1'.repeat(16)).jwtSecret).toBe('a1'.repeat(16));
  });

  it.each(PUBLISHED_JWT_SECRETS)('refuses the published value %s in production', (secret) => {
    expect(() => prod(secret)).toThrow(ConfigError);
  });

  /** JWT_SECRET values assigned in a text (compose fallbacks, README examples, .env files). */
  const jwtSecretsIn = (text: string): string[] =>
    [...text.matchAll(/JWT_SECRET\s*[:=]\s*["'`]?\$?\{?(?:JWT_SECRET:?[-?])?([^\s"'`}]+)/g)]
      .map((m) => m[1])
      .filter((value) => value.length >= 8 && !/^\$|^\(|^process\.|^raw\(|^given|^secret$/.test(value));

  it('reads JWT_SECRET values in the forms the repository writes them (so the scan below can find one)', () => {
    const value = 'k'.repeat(40);
    expect(jwtSecretsIn(`JWT_SECRET: \${JWT_SECRET:-${value}}`)).toEqual([value]);
    expect(jwtSecretsIn(`export JWT_SECRET="${value}"`)).toEqual([value]);
    expect(jwtSecretsIn(`JWT_SECRET=${value}\n`)).toEqual([value]);
    expect(jwtSecretsIn('JWT_SECRET: ${JWT_SECRET:?set it}')).toEqual([]);
    expect(jwtSecretsIn('jwtSecret: process.env.JWT_SECRET')).toEqual([]);
  });

  it('refuses every JWT_SECRET value written anywhere in the repository', () => {
    // Scans tracked text files for JWT_SECRET assignments (compose fallbacks, README examples, .env files).
    const files = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter((f) => /\.(ya?ml|md|example|env|sh|mjs|js|ts|json|conf|Dockerfile)$|Dockerfile$/.test(f));
    const found = new Set<string>();
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      } catch {
        continue;
      }
      for (const value of jwtSecretsIn(text)) found.add(value);
    }
    const long = [...found].filter((value) => Buffer.byteLength(value) >= 32);
    expect(long.filter((value) => !PUBLISHED_JWT_SECRETS.includes(value))).toEqual([]);
  });

  it('is random per process in test and kept per machine in development', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jwtSecret).not.toBe(loadConfig({ NODE_ENV: 'test' }).jwtSecret);
    const dir = mkdtempSync(path.join(tmpdir(), 'er-secret-'));
    const file = path.join(dir, 'jwt-secret');
    const first = machineDevSecret(file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(machineDevSecret(file)).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('production defaults (issue 9)', () => {
  const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://er.example' };

  it('does not seed unless asked, and never by default with a database server', () => {
    expect(loadConfig(base).seedOnStart).toBe(false);
    expect(loadConfig({ ...base, SEED_ON_START: 'true' }).seedOnStart).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1/x' }).seedOnStart).toBe(false);
    expect(loadConfig({}).seedOnStart).toBe(true);
  });

  it('hides the development tools and OpenAPI', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ devMail: false, openApiPublic: false });
    expect(loadConfig({ ...base, DEV_MAIL: '1', OPENAPI_PUBLIC: 'true' })).toMatchObject({ devMail: true, openApiPublic: true });
    expect(loadConfig({})).toMatchObject({ devMail: true, openApiPublic: true });
  });

  it('marks cookies Secure when APP_URL is https', () => {
    expect(loadConfig({ ...base, APP_URL: 'https://engineer-route.example' }).secureCookies).toBe(true);
    expect(loadConfig({}).secureCookies).toBe(false);
  });

  it('parses TRUST_PROXY', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow('Invalid setting TRUST_PROXY');
  });

  it('keeps the catalog caches on unless CATALOG_CACHE=false', () => {
    expect(loadConfig({}).catalogCache).toBe(true);
    expect(loadConfig({ CATALOG_CACHE: 'false' }).catalogCache).toBe(false);
    expect(() => loadConfig({ CATALOG_CACHE: 'sometimes' })).toThrow('Invalid setting CATALOG_CACHE');
  });

  it('sizes the database pool and its wait from DB_POOL_SIZE and DB_POOL_ACQUIRE_TIMEOUT_MS', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolSize: DEFAULT_DB_POOL_SIZE, dbPoolAcquireTimeoutMs: 5000 });
    expect(loadConfig({ DB_POOL_SIZE: '40', DB_POOL_ACQUIRE_TIMEOUT_MS: '2000' })).toMatchObject({ dbPoolSize: 40, dbPoolAcquireTimeoutMs: 2000 });
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow('Invalid setting DB_POOL_SIZE');
    expect(() => loadConfig({ DB_POOL_ACQUIRE_TIMEOUT_MS: 'forever' })).toThrow('Invalid setting DB_POOL_ACQUIRE_TIMEOUT_MS');
  });
});

describe('JOBS_IN_API (where the background work runs)', () => {
  const shared = { DATABASE_URL: 'mariadb://root@127.0.0.1:3306/test', REDIS_URL: 'redis://127.0.0.1:6379' };

  it('runs jobs in the API by default, except with a shared database and Redis (a worker process runs them)', () => {
    expect(loadConfig({}).jobsInApi).toBe(true);
    expect(loadConfig({ REDIS_URL: shared.REDIS_URL }).jobsInApi).toBe(true);
    expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }).jobsInApi).toBe(true);
    expect(loadConfig(shared).jobsInApi).toBe(false);
    expect(loadConfig({ ...shared, JOBS_IN_API: 'true' }).jobsInApi).toBe(true);
    expect(loadConfig({ JOBS_IN_API: 'true' }).jobsInApi).toBe(true);
  });

  it('refuses false where no worker could take the jobs, and words that are not true/false', () => {
    expect(() => loadConfig({ JOBS_IN_API: 'false' })).toThrow(/^Invalid setting JOBS_IN_API: false needs REDIS_URL and DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: shared.REDIS_URL, JOBS_IN_API: 'no' })).toThrow('Invalid setting JOBS_IN_API');
    expect(() => loadConfig({ ...shared, JOBS_IN_API: 'worker' })).toThrow('Invalid setting JOBS_IN_API');
  });
});
