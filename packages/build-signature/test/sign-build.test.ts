// The signing script (`npm run sign` / `npm run keys` in a remote's folder) on a fake build in a temporary folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createManifest, developmentPublicKey, generateKeyPair, MANIFEST_FILE, SIGNATURE_FILE, verifyFile, verifyManifest } from '..';

const BIN = resolve(__dirname, '../bin/sign-build.js');

let root: string;
let dist: string;
let server: string;
const routes = 'module.exports = { Routes: () => null };\n';

function signScript(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { NODE_ENV: _nodeEnv, MFE_SIGNING_KEY_FILE: _keyFile, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: root, env: { ...inherited, ...env }, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Verifies the written signature the way the web server does; returns the manifest. */
function verified(publicKey: string) {
  const manifest = verifyManifest(readFileSync(join(server, MANIFEST_FILE)), readFileSync(join(server, SIGNATURE_FILE), 'utf8'), publicKey, 'mfe_items');
  for (const file of Object.keys(manifest.files)) verifyFile(manifest, file, readFileSync(join(server, file)));
  return manifest;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sign-build-'));
  dist = join(root, 'mfe-items', 'dist');
  server = join(dist, 'server');
  mkdirSync(server, { recursive: true });
  writeFileSync(join(server, 'Routes.0a1b.js'), routes);
  writeFileSync(join(server, MANIFEST_FILE), createManifest({ remote: 'mfe_items', modules: { './Routes': 'Routes.0a1b.js' }, files: { 'Routes.0a1b.js': routes } }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run sign', () => {
  it('signs with the development key, made on first use, and prints the setting to trust it', () => {
    const result = signScript(['--remote', 'mfe_items', '--dist', dist, '--root', root]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const publicKey = developmentPublicKey('mfe_items', root)!;
    expect(result.stdout).toContain(`REMOTE_ITEMS_SERVER_KEY=${publicKey}\n`);
    expect(verified(publicKey).modules).toEqual({ './Routes': 'Routes.0a1b.js' });
  });

  it("finds the remote from its folder's name, as npm run -w runs it", () => {
    const result = spawnSync(process.execPath, [BIN, '--root', root], { cwd: join(root, 'mfe-items'), env: { ...process.env, NODE_ENV: 'test', MFE_SIGNING_KEY_FILE: '' }, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(verified(developmentPublicKey('mfe_items', root)!).remote).toBe('mfe_items');
  });

  it('signs with MFE_SIGNING_KEY_FILE in production', () => {
    const pair = generateKeyPair();
    const keyFile = join(root, 'items.pem');
    writeFileSync(keyFile, pair.privateKeyPem);
    const result = signScript(['--remote', 'mfe-items', '--dist', dist, '--root', root], { NODE_ENV: 'production', MFE_SIGNING_KEY_FILE: keyFile });
    expect(result.status).toBe(0);
    expect(verified(pair.publicKey).remote).toBe('mfe_items');
    expect(existsSync(join(root, 'var'))).toBe(false);
  });

  it('refuses to sign in production without a key file, and writes no key', () => {
    const result = signScript(['--remote', 'mfe_items', '--dist', dist, '--root', root], { NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^署名できません: NODE_ENV=production: set MFE_SIGNING_KEY_FILE/);
    expect(existsSync(join(server, SIGNATURE_FILE))).toBe(false);
    expect(existsSync(join(root, 'var'))).toBe(false);
  });

  it('refuses a build whose files do not match the manifest', () => {
    writeFileSync(join(server, 'Routes.0a1b.js'), `${routes}// changed\n`);
    const result = signScript(['--remote', 'mfe_items', '--dist', dist, '--root', root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('署名できません: Routes.0a1b.js does not match its hash in the signed manifest\n');
    expect(existsSync(join(server, SIGNATURE_FILE))).toBe(false);
  });

  it("refuses another remote's build and a missing build", () => {
    expect(signScript(['--remote', 'mfe_items', '--dist', join(root, 'nowhere'), '--root', root]).stderr).toMatch(/^署名できません: no server build to sign/);
    const other = createManifest({ remote: 'mfe_account', modules: {}, files: {} });
    writeFileSync(join(server, MANIFEST_FILE), other);
    expect(signScript(['--remote', 'mfe_items', '--dist', dist, '--root', root]).stderr).toMatch(/is "mfe_account"'s, not "mfe_items"'s/);
  });

  it('has nothing to sign for a remote rendered in the browser only', () => {
    const result = signScript(['--remote', 'mfe_account', '--root', root]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('mfe_account はサーバー描画されないため、署名するものはありません\n');
  });
});

describe('npm run keys', () => {
  it('writes a new private key outside the repository and prints the public key setting', () => {
    const out = join(tmpdir(), `items-${process.pid}-${Date.now()}.key`);
    try {
      const result = signScript(['--keygen', '--remote', 'mfe_items', '--out', out]);
      expect(result.status).toBe(0);
      expect(statSync(out).mode & 0o077).toBe(0);
      const publicKey = /^REMOTE_ITEMS_SERVER_KEY=(\S+)$/m.exec(result.stdout)![1];
      const signed = signScript(['--remote', 'mfe_items', '--dist', dist, '--root', root], { NODE_ENV: 'production', MFE_SIGNING_KEY_FILE: out });
      expect(signed.status).toBe(0);
      expect(verified(publicKey).remote).toBe('mfe_items');
      // Never over an existing key.
      expect(signScript(['--keygen', '--remote', 'mfe_items', '--out', out]).stderr).toMatch(/はすでにあります/);
    } finally {
      rmSync(out, { force: true });
    }
  });

  it('never writes a key into the repository, except var/', () => {
    const result = signScript(['--keygen', '--remote', 'mfe_items', '--root', root, '--out', join(root, 'mfe-items', 'items.key')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/はリポジトリの中です/);
    expect(signScript(['--keygen', '--remote', 'mfe_items', '--root', root, '--out', join(root, 'var', 'items.key')]).status).toBe(0);
  });
});
