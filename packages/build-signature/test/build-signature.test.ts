import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  BuildSignatureError,
  createManifest,
  developmentKeyPaths,
  developmentPublicKey,
  generateKeyPair,
  parseManifest,
  parsePublicKey,
  parsePublicKeys,
  serverBuildUrlAllowed,
  serverBuildUrlRefusal,
  sign,
  signingKey,
  verifyFile,
  verifyManifest,
} from '..';

const routes = Buffer.from('"use strict"; module.exports = { Routes: () => null };\n');
const widget = Buffer.from('"use strict"; module.exports = { Widget: () => "新着案件" };\n');
const build = {
  remote: 'mfe_items',
  modules: { './Routes': 'Routes.0a1b.js', './NewItemsWidget': 'NewItemsWidget.2c3d.js' },
  files: { 'Routes.0a1b.js': routes, 'NewItemsWidget.2c3d.js': widget },
};
const items = generateKeyPair();
const account = generateKeyPair();
const manifestText = createManifest(build);
const signature = sign(manifestText, items.privateKeyPem);

/** The code and message a call throws with (the message is what the web server logs). */
function refusal(call: () => unknown) {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(BuildSignatureError);
    return { code: (error as BuildSignatureError).code, message: (error as Error).message };
  }
  throw new Error('not refused');
}

describe('a signed manifest', () => {
  it('verifies with its remote key and name, and so does every file it lists', () => {
    const manifest = verifyManifest(manifestText, signature, items.publicKey, 'mfe_items');
    expect(manifest).toEqual({
      remote: 'mfe_items',
      modules: { './NewItemsWidget': 'NewItemsWidget.2c3d.js', './Routes': 'Routes.0a1b.js' },
      files: { 'NewItemsWidget.2c3d.js': expect.stringMatching(/^sha256-/), 'Routes.0a1b.js': expect.stringMatching(/^sha256-/) },
    });
    expect(() => verifyFile(manifest, 'Routes.0a1b.js', routes)).not.toThrow();
    expect(() => verifyFile(manifest, 'NewItemsWidget.2c3d.js', widget)).not.toThrow();
  });

  it('is the same bytes whatever order the build lists things in', () => {
    const reordered = createManifest({
      remote: 'mfe_items',
      modules: { './NewItemsWidget': 'NewItemsWidget.2c3d.js', './Routes': 'Routes.0a1b.js' },
      files: { 'NewItemsWidget.2c3d.js': widget, 'Routes.0a1b.js': routes },
    });
    expect(reordered).toBe(manifestText);
    expect(sign(reordered, items.privateKeyPem)).toBe(signature);
  });

  it('accepts the signature file as written (trailing newline) and the key as PEM or in a rotation list', () => {
    const next = generateKeyPair();
    const pem = parsePublicKey(items.publicKey).export({ format: 'pem', type: 'spki' }).toString();
    expect(verifyManifest(manifestText, `${signature}\n`, pem, 'mfe_items').remote).toBe('mfe_items');
    expect(verifyManifest(Buffer.from(manifestText), Buffer.from(signature), parsePublicKeys(`${next.publicKey}, ${items.publicKey}`), 'mfe_items').remote).toBe('mfe_items');
    expect(verifyManifest(manifestText, sign(manifestText, next.privateKeyPem), `${items.publicKey},${next.publicKey}`, 'mfe_items').remote).toBe('mfe_items');
  });
});

describe('a refused build names its reason', () => {
  it('a manifest changed after signing', () => {
    const tampered = manifestText.replace('Routes.0a1b.js"', 'Routes.0a1c.js"');
    expect(refusal(() => verifyManifest(tampered, signature, items.publicKey, 'mfe_items'))).toEqual({
      code: 'BAD_SIGNATURE',
      message: 'the signature does not match: not signed by a key trusted for mfe_items, or changed since',
    });
  });

  it('a file changed after signing', () => {
    const manifest = verifyManifest(manifestText, signature, items.publicKey, 'mfe_items');
    const tampered = Buffer.from(routes);
    tampered[0] ^= 1;
    expect(refusal(() => verifyFile(manifest, 'Routes.0a1b.js', tampered))).toEqual({
      code: 'HASH_MISMATCH',
      message: 'Routes.0a1b.js does not match its hash in the signed manifest',
    });
  });

  it('a file the manifest does not list (nor inherits)', () => {
    const manifest = verifyManifest(manifestText, signature, items.publicKey, 'mfe_items');
    for (const name of ['Other.js', '__proto__', 'constructor', 'toString']) {
      expect(refusal(() => verifyFile(manifest, name, routes))).toEqual({ code: 'MISSING_FILE', message: `${name} is not in the signed manifest` });
    }
  });

  it("another remote's key", () => {
    const signedByAccount = sign(manifestText, account.privateKeyPem);
    expect(refusal(() => verifyManifest(manifestText, signedByAccount, items.publicKey, 'mfe_items')).code).toBe('BAD_SIGNATURE');
  });

  it("another remote's manifest, signed with a key this remote trusts", () => {
    const other = createManifest({ ...build, remote: 'mfe_account' });
    expect(refusal(() => verifyManifest(other, sign(other, items.privateKeyPem), items.publicKey, 'mfe_items'))).toEqual({
      code: 'WRONG_REMOTE',
      message: 'the manifest is "mfe_account"\'s, not "mfe_items"\'s',
    });
  });

  it('a signed manifest that is not JSON, or not the manifest shape', () => {
    for (const [bytes, reason] of [
      ['{"remote": "mfe_items", ', 'malformed manifest: not JSON'],
      [Buffer.from([0x7b, 0xff, 0x7d]), 'malformed manifest: not JSON'],
      ['[]', 'malformed manifest: not an object'],
      ['{"remote":"mfe_items","modules":{},"files":{},"extra":1}', 'malformed manifest: unknown field "extra"'],
      ['{"remote":"../mfe_items","modules":{},"files":{}}', 'malformed manifest: "remote" is not a container name'],
      ['{"remote":"mfe_items","modules":{},"files":{"../x.js":"sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="}}', 'malformed manifest: file name "../x.js" is not a plain file name'],
      ['{"remote":"mfe_items","modules":{},"files":{"x.js":"md5-abc"}}', 'malformed manifest: the hash of x.js is not sha256-<base64>'],
      ['{"remote":"mfe_items","modules":{"./Routes":"x.js"},"files":{}}', 'malformed manifest: module "./Routes" names a file the manifest has no hash of'],
      ['{"remote":"mfe_items","modules":[],"files":{}}', 'malformed manifest: "modules" is not an object'],
    ] as const) {
      const { code, message } = refusal(() => verifyManifest(bytes, sign(bytes, items.privateKeyPem), items.publicKey, 'mfe_items'));
      expect(code).toBe('MALFORMED_MANIFEST');
      expect(message.startsWith(reason)).toBe(true);
    }
  });

  it('a truncated, padded or empty signature', () => {
    for (const bad of [signature.slice(0, 80), signature.slice(0, -4), `${signature}AAAA`, '', 'not base64!'.repeat(8)]) {
      expect(refusal(() => verifyManifest(manifestText, bad, items.publicKey, 'mfe_items'))).toEqual({
        code: 'MALFORMED_SIGNATURE',
        message: 'the signature is not a base64 Ed25519 signature (64 bytes)',
      });
    }
  });

  it('a key that is not an Ed25519 public key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const x25519 = generateKeyPairSync('x25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    for (const key of [rsa, x25519, 'not a key', '', ' , ', 'AAAA']) {
      expect(refusal(() => verifyManifest(manifestText, signature, key, 'mfe_items')).code).toBe('BAD_KEY');
    }
    expect(refusal(() => verifyManifest(manifestText, signature, [], 'mfe_items')).code).toBe('BAD_KEY');
  });

  it('any single byte changed in the manifest, the signature or a file', () => {
    const manifestBytes = Buffer.from(manifestText);
    const manifest = parseManifest(manifestBytes);
    const signatureBytes = Buffer.from(signature, 'base64');
    const flipped = (bytes: Buffer, at: number, mask: number) => {
      const copy = Buffer.from(bytes);
      copy[at % copy.length] ^= mask;
      return copy;
    };
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 255 }), (at, mask) => {
        expect(() => verifyManifest(flipped(manifestBytes, at, mask), signature, items.publicKey, 'mfe_items')).toThrow(BuildSignatureError);
        expect(() => verifyManifest(manifestBytes, flipped(signatureBytes, at, mask).toString('base64'), items.publicKey, 'mfe_items')).toThrow(BuildSignatureError);
        expect(() => verifyFile(manifest, 'Routes.0a1b.js', flipped(routes, at, mask))).toThrow(BuildSignatureError);
      }),
      { numRuns: 300 },
    );
  });
});

describe('createManifest', () => {
  it('refuses what the web server would refuse', () => {
    expect(() => createManifest({ ...build, files: { ...build.files, '../escape.js': routes } })).toThrow('is not a plain file name');
    expect(() => createManifest({ ...build, modules: { ...build.modules, './Gone': 'Gone.js' } })).toThrow('module "./Gone" names a file');
    expect(() => createManifest({ ...build, remote: 'mfe-items' })).toThrow('"remote" is not a container name');
  });
});

describe('serverBuildUrlAllowed', () => {
  it.each([
    ['http://items/', true, false],
    ['http://items.internal:8080/remotes/items/', true, false],
    ['http://10.0.0.5/', true, false],
    ['http://127.0.0.1:3001/', true, true],
    ['http://127.1.2.3/', true, true],
    ['http://localhost:3001/', true, true],
    ['http://[::1]:3001/', true, true],
    ['http://127.0.0.1.nip.io/', true, false],
    ['http://localhost.evil.example/', true, false],
    ['https://items.example.jp/remotes/items/', true, true],
    ['https://items/', true, true],
    ['/srv/remotes/items/', true, true],
    ['mfe-items/dist', true, true],
    ['file:///srv/remotes/items/', true, true],
    ['http://items/', false, true],
    ['http://203.0.113.9/', false, true],
    ['ftp://items/', false, false],
    ['data:text/javascript,alert(1)', false, false],
    ['//items/', false, false],
    ['', false, false],
    ['http://', false, false],
  ])('%s (production: %s) → %s', (location, production, allowed) => {
    expect(serverBuildUrlAllowed(location, { production })).toBe(allowed);
    expect(serverBuildUrlRefusal(location, { production }) === null).toBe(allowed);
  });

  it('names the reason', () => {
    expect(serverBuildUrlRefusal('http://items/', { production: true })).toBe('plain http to items in production (https, or http to this machine only)');
  });
});

describe('keys', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-signature-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes a development key on first use, kept private, with its public key beside it', () => {
    expect(developmentPublicKey('mfe_items', root)).toBeUndefined();
    const first = signingKey('mfe_items', { root, env: {} });
    const paths = developmentKeyPaths('mfe_items', root);
    expect(first.source).toBe(paths.key);
    expect(statSync(paths.key).mode & 0o077).toBe(0);
    expect(statSync(join(root, 'var', 'keys')).mode & 0o077).toBe(0);
    const pub = developmentPublicKey('mfe_items', root)!;
    expect(verifyManifest(manifestText, sign(manifestText, first.key), pub, 'mfe_items').remote).toBe('mfe_items');
    // The same key next time.
    expect(sign(manifestText, signingKey('mfe_items', { root, env: {} }).key)).toBe(sign(manifestText, first.key));
  });

  it('rewrites a lost or stale .pub from the key', () => {
    const { key } = signingKey('mfe_items', { root, env: {} });
    const paths = developmentKeyPaths('mfe_items', root);
    writeFileSync(paths.pub, `${account.publicKey}\n`);
    signingKey('mfe_items', { root, env: {} });
    expect(verifyManifest(manifestText, sign(manifestText, key), developmentPublicKey('mfe_items', root)!, 'mfe_items').remote).toBe('mfe_items');
  });

  it('takes MFE_SIGNING_KEY_FILE first, and never a development key in production', () => {
    const file = join(root, 'items.pem');
    writeFileSync(file, items.privateKeyPem);
    const production = { NODE_ENV: 'production' };
    expect(sign(manifestText, signingKey('mfe_items', { root, env: { ...production, MFE_SIGNING_KEY_FILE: file } }).key)).toBe(signature);
    expect(refusal(() => signingKey('mfe_items', { root, env: production })).message).toMatch(/^NODE_ENV=production: set MFE_SIGNING_KEY_FILE/);
    expect(existsSync(developmentKeyPaths('mfe_items', root).key)).toBe(false);
    expect(refusal(() => signingKey('mfe_items', { root, env: { MFE_SIGNING_KEY_FILE: join(root, 'missing.pem') } })).message).toMatch(/^MFE_SIGNING_KEY_FILE: ENOENT/);
    writeFileSync(file, generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }));
    expect(refusal(() => signingKey('mfe_items', { root, env: { MFE_SIGNING_KEY_FILE: file } })).message).toBe('not an Ed25519 private key (x25519)');
  });

  it('keeps development keys inside var/keys', () => {
    expect(refusal(() => developmentKeyPaths('../../etc/x', root)).code).toBe('BAD_KEY');
  });
});
