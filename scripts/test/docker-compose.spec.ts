// The production-like stack must at least be a valid compose file with every service the README names.
// Runs Debian's `docker-compose` (v1), which validates without a Docker engine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { remotes, serviceName } from '@er/contracts/remotes';

const root = resolve(__dirname, '../..');

// Placeholder secrets and relay: the file refuses to start without them (tested below).
const SMTP_RELAY = 'smtp://relay-user:relay-pass@smtp.example.com:587';
const SECRETS = { JWT_SECRET: 'test-only-'.padEnd(48, 'x'), DB_PASSWORD: 'test-db', DB_ROOT_PASSWORD: 'test-root', SMTP_URL: SMTP_RELAY };

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

interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string[];
  stop_grace_period?: string;
  profiles?: string[];
  ports?: (string | number)[];
  depends_on?: string[] | Record<string, unknown>;
  environment?: Record<string, string> | string[];
}

/** The file as written (before interpolation), parsed by the YAML library docker-compose itself runs on. */
function composeConfig(): { services: Record<string, ComposeService & { environment?: Record<string, string> }> } {
  const raw = execFileSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], {
    input: readFileSync(resolve(root, 'docker-compose.yml')),
    encoding: 'utf8',
  });
  const parsed = JSON.parse(raw) as { services: Record<string, ComposeService> };
  // Interpolated as compose does for the variables this test sets (${NAME:?…} and ${NAME:-…}).
  const interpolate = (v: string) => v.replace(/\$\{(\w+)(?::[?-][^}]*)?\}/g, (m, name: string) => (SECRETS as Record<string, string>)[name] ?? m);
  for (const s of Object.values(parsed.services)) {
    if (s.environment && !Array.isArray(s.environment)) s.environment = Object.fromEntries(Object.entries(s.environment).map(([k, v]) => [k, interpolate(String(v))]));
  }
  return parsed as { services: Record<string, ComposeService & { environment?: Record<string, string> }> };
}

/** The short port syntax `[HOST_IP:]PUBLISHED:TARGET` (the one this file uses); a bare target publishes nothing fixed. */
function publishedPorts(service: ComposeService): { hostIp?: string; published: string; target: string }[] {
  return (service.ports ?? []).map((p) => {
    const parts = String(p).split(':');
    if (parts.length === 3) return { hostIp: parts[0], published: parts[1], target: parts[2] };
    if (parts.length === 2) return { published: parts[0], target: parts[1] };
    return { published: '', target: parts[0] };
  });
}

describe('docker-compose.yml', () => {
  it('validates', () => {
    expect(() => compose('config', '-q')).not.toThrow();
  });

  it('runs the database, queue, API, web server and each remote as separate services, and the mail catcher only in the dev profile', () => {
    const { services } = composeConfig();
    const always = Object.keys(services).filter((name) => !services[name].profiles?.length);
    expect(always.sort()).toEqual(['api', 'web', 'mariadb', 'redis', 'worker', ...remotes.map(serviceName)].sort());
    expect(remotes.map(serviceName)).toEqual(expect.arrayContaining(['items', 'account', 'admin']));
    expect(services.mailpit.profiles).toEqual(['dev']);
  });

  it('points the API at MariaDB, Redis and the SMTP relay it is given, and the web server at the API and each remote', () => {
    const config = compose('config');
    expect(config).toMatch(/DATABASE_URL: mysql:\/\/\S+@mariadb:3306\//);
    expect(config).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    const { services } = composeConfig();
    expect(services.api.environment?.SMTP_URL).toBe(SMTP_RELAY);
    expect(services.web.environment?.API_URL).toBe('http://api:3000');
    for (const remote of remotes) expect(services.web.environment?.[remote.setting]).toMatch(/^http/);
  });

  it('gives the web server no secret: no database, JWT, mail or Redis setting', () => {
    const names = Object.keys(composeConfig().services.web.environment ?? {});
    expect(names.filter((n) => /DATABASE|DB_|JWT|SMTP|MAIL|REDIS|SECRET|PASSWORD/.test(n))).toEqual([]);
  });
});

describe('docker-compose.yml worker', () => {
  it("runs the API's image with the worker entry point and the API's settings", () => {
    const { services } = composeConfig();
    const { api, worker } = services;
    expect(worker.build).toEqual(api.build);
    expect(worker.image).toBe(api.image);
    expect(worker.command).toEqual(['node', 'api/dist/worker.js']);
    expect(worker.environment).toEqual(api.environment);
    expect(worker.depends_on).toEqual(api.depends_on);
  });

  it('leaves the jobs to the worker: the API gets REDIS_URL and DATABASE_URL and no JOBS_IN_API=true', () => {
    const env = composeConfig().services.api.environment!;
    expect(env.REDIS_URL).toBeTruthy();
    expect(env.DATABASE_URL).toBeTruthy();
    expect(env.JOBS_IN_API ?? 'false').toBe('false');
  });

  it('gives the worker longer than its 25 s shutdown to finish the mail in flight, and publishes no port', () => {
    const { worker } = composeConfig().services;
    expect(worker.stop_grace_period).toBe('30s');
    expect(worker.ports ?? []).toEqual([]);
  });
});

describe('docker-compose.yml published ports', () => {
  /** The public web: the site (web) and the remotes' static files, which visitors' browsers load. */
  const PUBLIC = ['web', ...remotes.map(serviceName)];

  it('publishes nothing on all interfaces but the site and its front ends', () => {
    const { services } = composeConfig();
    const open = Object.entries(services).flatMap(([name, s]) => publishedPorts(s).filter((p) => !p.hostIp || p.hostIp === '0.0.0.0' || p.hostIp === '::').map(() => name));
    expect([...new Set(open)].sort()).toEqual(PUBLIC.sort());
    for (const name of ['mariadb', 'redis', 'api', 'worker']) expect(publishedPorts(services[name])).toEqual([]);
  });

  it("binds the mail catcher to this machine only: its inbox holds every mail's links", () => {
    expect(publishedPorts(composeConfig().services.mailpit)).toEqual([{ hostIp: '127.0.0.1', published: '8025', target: '8025' }]);
  });

  it('does not make the API depend on a profile-only service, nor send its mail to the catcher outside the profile', () => {
    const { services } = composeConfig();
    const profileOnly = Object.keys(services).filter((name) => services[name].profiles?.length);
    for (const [name, s] of Object.entries(services)) {
      const dependsOn = Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});
      expect({ name, dependsOn: dependsOn.filter((d) => profileOnly.includes(d)) }).toEqual({ name, dependsOn: [] });
    }
    expect(String(services.api.environment?.SMTP_URL)).not.toMatch(/mailpit/);
    expect(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8')).toMatch(/SMTP_URL: \$\{SMTP_URL:\?[^}]*relay/);
  });
});

describe('docker-compose.yml secrets (issue 9)', () => {
  const secrets = { JWT_SECRET: 'j'.repeat(48), DB_PASSWORD: 'd'.repeat(24), DB_ROOT_PASSWORD: 'r'.repeat(24), SMTP_URL: SMTP_RELAY };
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

  it("has the web server, the API's one proxy, overwrite X-Forwarded-For instead of appending to it", () => {
    const proxy = readFileSync(resolve(root, 'web/src/api/api-proxy.ts'), 'utf8');
    expect(proxy).toMatch(/headers\['x-forwarded-for'\] = clientIp\(req\);/);
  });
});
