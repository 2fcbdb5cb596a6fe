// @ts-check
// Signed server builds of the remotes (docs/remote-signing.md). A remote's server build runs inside the web server,
// beside whatever that process can reach, so the web server runs only code its owning team signed:
//   - the build writes `server/ssr-manifest.json`, the signed content: the remote's name, its exposed modules'
//     files and the SHA-256 of every server file (createManifest, from packages/mf-config/src/server.js);
//   - the team's deploy signs those exact bytes with the remote's Ed25519 private key into
//     `server/ssr-manifest.json.sig` (signBuild, bin/sign-build.js);
//   - the web server, configured with each remote's public key(s), checks the signature and the remote's name
//     (verifyManifest), then each file's hash before it runs it (verifyFile), and where it may fetch from
//     (serverBuildUrlAllowed).
// Plain CommonJS with no dependency beyond node:crypto, so the webpack config, the scripts and the web server
// share it without a build step.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = 'ssr-manifest.json';
const SIGNATURE_FILE = 'ssr-manifest.json.sig';

/** Container names (STYLE.md: snake_case); also a file name under var/keys, so nothing that could leave it. */
const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
/** A server file: a plain name in the server folder (the loader joins it to a URL or a folder), never a path. */
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;
/** An Ed25519 signature is 64 bytes: 86 base64 characters and '=='. */
const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A refused build or key; `message` is the reason a log line gives, `code` is for programs. */
class BuildSignatureError extends Error {
  /**
   * @param {import('./index').BuildSignatureErrorCode} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    this.name = 'BuildSignatureError';
    this.code = code;
  }
}

/**
 * 'sha256-<base64>' of a file's bytes (the format of Subresource Integrity).
 * @param {Uint8Array | string} bytes
 */
function fileHash(bytes) {
  return `sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * @param {Record<string, unknown>} object
 * @returns {Record<string, unknown>}
 */
function sortedKeys(object) {
  return Object.fromEntries(Object.keys(object).sort().map((key) => [key, object[key]]));
}

/**
 * The manifest's bytes, the content that is signed: keys sorted and two-space indented, so one build always
 * gives the same bytes (and the same signature).
 * @param {{ remote: string, modules: Record<string, string>, files: Record<string, Uint8Array | string> }} build
 *   `files`: every server file's name and contents.
 */
function createManifest({ remote, modules, files }) {
  const hashes = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, fileHash(bytes)]));
  const text = JSON.stringify({ remote, modules: sortedKeys(modules), files: sortedKeys(hashes) }, null, 2);
  parseManifest(text); // the same rules the web server applies
  return text;
}

/**
 * @param {string} reason
 * @returns {never}
 */
function malformed(reason) {
  throw new BuildSignatureError('MALFORMED_MANIFEST', `malformed manifest: ${reason}`);
}

/**
 * @param {unknown} value
 * @param {string} what
 * @param {(key: string, value: unknown) => void} check
 */
function stringMap(value, what, check) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) malformed(`"${what}" is not an object`);
  /** @type {Record<string, string>} */
  const map = Object.create(null);
  for (const [key, entry] of Object.entries(/** @type {object} */ (value))) {
    check(key, entry);
    map[key] = /** @type {string} */ (entry);
  }
  return map;
}

/**
 * A manifest's bytes → its content, or a MALFORMED_MANIFEST error naming what is wrong. Checks the shape only;
 * verifyManifest checks who signed it.
 * @param {Uint8Array | string} bytes
 * @returns {import('./index').SsrManifest}
 */
function parseManifest(bytes) {
  let json;
  try {
    json = JSON.parse(typeof bytes === 'string' ? bytes : new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    malformed(`not JSON (${/** @type {Error} */ (error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) malformed('not an object');
  const unknown = Object.keys(json).filter((key) => !['remote', 'modules', 'files'].includes(key));
  if (unknown.length) malformed(`unknown field "${unknown[0]}"`);
  if (typeof json.remote !== 'string' || !REMOTE_NAME.test(json.remote)) malformed('"remote" is not a container name');
  const files = stringMap(json.files, 'files', (name, hash) => {
    if (!FILE_NAME.test(name)) malformed(`file name ${JSON.stringify(name)} is not a plain file name`);
    if (typeof hash !== 'string' || !HASH.test(hash)) malformed(`the hash of ${name} is not sha256-<base64>`);
  });
  const modules = stringMap(json.modules, 'modules', (expose, file) => {
    if (typeof file !== 'string' || !Object.hasOwn(files, file)) malformed(`module ${JSON.stringify(expose)} names a file the manifest has no hash of`);
  });
  return Object.freeze({ remote: json.remote, modules: Object.freeze(modules), files: Object.freeze(files) });
}

/**
 * @param {crypto.KeyObject} key
 * @param {'public' | 'private'} type
 */
function requireEd25519(key, type) {
  if (key.type !== type || key.asymmetricKeyType !== 'ed25519') {
    throw new BuildSignatureError('BAD_KEY', `not an Ed25519 ${type} key (${key.asymmetricKeyType ?? key.type})`);
  }
  return key;
}

/**
 * One public key: base64 of its SPKI DER (one line, as the REMOTE_*_SERVER_KEY settings hold it) or a PEM.
 * @param {string} text
 */
function parsePublicKey(text) {
  const trimmed = text.trim();
  let key;
  try {
    if (trimmed.startsWith('-----BEGIN')) key = crypto.createPublicKey(trimmed);
    else if (trimmed && BASE64.test(trimmed)) key = crypto.createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  } catch (error) {
    throw new BuildSignatureError('BAD_KEY', `unreadable public key (${/** @type {Error} */ (error).message})`);
  }
  if (!key) throw new BuildSignatureError('BAD_KEY', 'a public key is base64 SPKI DER or a PEM');
  return requireEd25519(key, 'public');
}

/**
 * A setting's public keys, comma-separated: the current key and, while a team rotates, the next one (or the
 * previous one), so a build signed with either runs (docs/remote-signing.md).
 * @param {string} text
 */
function parsePublicKeys(text) {
  const keys = text.split(',').map((part) => part.trim()).filter(Boolean).map(parsePublicKey);
  if (keys.length === 0) throw new BuildSignatureError('BAD_KEY', 'no public key');
  return keys;
}

/**
 * A private key from its PKCS8 PEM.
 * @param {string} pem
 */
function parsePrivateKey(pem) {
  let key;
  try {
    key = crypto.createPrivateKey(pem);
  } catch (error) {
    throw new BuildSignatureError('BAD_KEY', `unreadable private key (${/** @type {Error} */ (error).message})`);
  }
  return requireEd25519(key, 'private');
}

/**
 * The one-line form of a public key: base64 of its SPKI DER.
 * @param {crypto.KeyObject} key
 */
function publicKeyText(key) {
  return key.export({ format: 'der', type: 'spki' }).toString('base64');
}

/** A new Ed25519 key pair: the private key as a PKCS8 PEM, the public key as one line. */
function generateKeyPair() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  return { privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), publicKey: publicKeyText(publicKey) };
}

/**
 * The base64 Ed25519 signature of a manifest's exact bytes.
 * @param {Uint8Array | string} manifestBytes
 * @param {crypto.KeyObject | string} privateKey a KeyObject or a PKCS8 PEM
 */
function sign(manifestBytes, privateKey) {
  const key = typeof privateKey === 'string' ? parsePrivateKey(privateKey) : requireEd25519(privateKey, 'private');
  return crypto.sign(null, Buffer.from(manifestBytes), key).toString('base64');
}

/**
 * The manifest, if `signature` is a signature of these exact bytes by one of `publicKeys` and the manifest is
 * `expectedRemote`'s; otherwise throws a BuildSignatureError whose message is the reason. The signature is
 * checked before the bytes are parsed: nothing unsigned is interpreted.
 * @param {Uint8Array | string} manifestBytes
 * @param {Uint8Array | string} signature base64 (a trailing newline is fine), as in ssr-manifest.json.sig
 * @param {crypto.KeyObject | readonly crypto.KeyObject[] | string} publicKeys KeyObjects, or the setting's text
 * @param {string} expectedRemote the container name the web server asked for: 'mfe_items'
 * @returns {import('./index').SsrManifest}
 */
function verifyManifest(manifestBytes, signature, publicKeys, expectedRemote) {
  const keys = typeof publicKeys === 'string' ? parsePublicKeys(publicKeys) : Array.isArray(publicKeys) ? publicKeys : [publicKeys];
  if (keys.length === 0) throw new BuildSignatureError('BAD_KEY', 'no public key');
  const signatureText = (typeof signature === 'string' ? signature : Buffer.from(signature).toString('latin1')).trim();
  if (!SIGNATURE.test(signatureText)) throw new BuildSignatureError('MALFORMED_SIGNATURE', 'the signature is not a base64 Ed25519 signature (64 bytes)');
  const bytes = Buffer.from(manifestBytes);
  const signatureBytes = Buffer.from(signatureText, 'base64');
  if (!keys.some((key) => crypto.verify(null, bytes, requireEd25519(key, 'public'), signatureBytes))) {
    throw new BuildSignatureError('BAD_SIGNATURE', `the signature does not match: not signed by a key trusted for ${expectedRemote}, or changed since`);
  }
  const manifest = parseManifest(bytes);
  if (manifest.remote !== expectedRemote) {
    throw new BuildSignatureError('WRONG_REMOTE', `the manifest is ${JSON.stringify(manifest.remote)}'s, not ${JSON.stringify(expectedRemote)}'s`);
  }
  return manifest;
}

/**
 * Throws unless `bytes` are the file the (verified) manifest lists under `fileName`.
 * @param {import('./index').SsrManifest} manifest
 * @param {string} fileName
 * @param {Uint8Array | string} bytes
 */
function verifyFile(manifest, fileName, bytes) {
  if (!Object.hasOwn(manifest.files, fileName)) throw new BuildSignatureError('MISSING_FILE', `${fileName} is not in the signed manifest`);
  if (fileHash(bytes) !== manifest.files[fileName]) throw new BuildSignatureError('HASH_MISMATCH', `${fileName} does not match its hash in the signed manifest`);
}

/**
 * @param {string} hostname as URL parses it (IPv4 normalized to dotted decimal, IPv6 in brackets)
 */
function isLoopback(hostname) {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * Why the web server may not fetch a server build from `location`, or null when it may: https anywhere; plain
 * http anywhere outside production and only to loopback in production (a build in transit could be replaced by
 * an older signed one); a path on this machine is fine.
 * @param {string} location a URL, or a path of this machine
 * @param {{ production: boolean }} options
 */
function serverBuildUrlRefusal(location, { production }) {
  const text = String(location).trim();
  if (!text || text.startsWith('//')) return `${JSON.stringify(text)} is neither a URL nor a path`;
  // A path ('/srv/remotes/items/', 'dist/server', 'C:\\builds'): read from this machine's disk.
  if (!/^[a-z][a-z0-9+.-]+:/i.test(text)) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    return `${JSON.stringify(text)} is not a valid URL`;
  }
  if (url.protocol === 'https:' || url.protocol === 'file:') return null;
  if (url.protocol !== 'http:') return `${url.protocol} is not a protocol server builds are fetched over`;
  if (production && !isLoopback(url.hostname)) return `plain http to ${url.hostname} in production (https, or http to this machine only)`;
  return null;
}

/**
 * Whether the web server may fetch a server build from `location` (serverBuildUrlRefusal gives the reason).
 * @param {string} location
 * @param {{ production: boolean }} options
 */
function serverBuildUrlAllowed(location, options) {
  return serverBuildUrlRefusal(location, options) === null;
}

/**
 * @param {string} remoteName
 */
function requireRemoteName(remoteName) {
  if (!REMOTE_NAME.test(remoteName)) throw new BuildSignatureError('BAD_KEY', `${JSON.stringify(remoteName)} is not a container name`);
  return remoteName;
}

/**
 * The machine's development key pair of a remote: var/keys/<name>.key and .pub under the repository root.
 * var/ is git-ignored: no key is ever in the repository.
 * @param {string} remoteName
 * @param {string} root
 */
function developmentKeyPaths(remoteName, root) {
  const dir = path.join(root, 'var', 'keys');
  return { key: path.join(dir, `${requireRemoteName(remoteName)}.key`), pub: path.join(dir, `${remoteName}.pub`) };
}

/**
 * The one-line public key of a remote's development key, or undefined when this machine has none yet: the web
 * server's default outside production, so a fresh clone's own builds render on the server.
 * @param {string} remoteName
 * @param {string} root the repository root
 */
function developmentPublicKey(remoteName, root) {
  try {
    return fs.readFileSync(developmentKeyPaths(remoteName, root).pub, 'utf8').trim() || undefined;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A remote's development private key, created with its .pub on first use.
 * @param {string} remoteName
 * @param {string} root
 */
function developmentPrivateKey(remoteName, root) {
  const paths = developmentKeyPaths(remoteName, root);
  if (!fs.existsSync(paths.key)) {
    const pair = generateKeyPair();
    // var/ as other tools make it; only keys/ is the owner's alone.
    fs.mkdirSync(path.join(root, 'var'), { recursive: true });
    fs.mkdirSync(path.dirname(paths.key), { recursive: true, mode: 0o700 });
    try {
      // 'wx': two builds starting at once create one key, not two halves of different pairs.
      fs.writeFileSync(paths.key, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
      fs.writeFileSync(paths.pub, `${pair.publicKey}\n`);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
  const key = parsePrivateKey(fs.readFileSync(paths.key, 'utf8'));
  // A .pub lost or left from another key would make the web server refuse every build: keep it the key's.
  const pub = publicKeyText(crypto.createPublicKey(key));
  if (developmentPublicKey(remoteName, root) !== pub) fs.writeFileSync(paths.pub, `${pub}\n`);
  return key;
}

/**
 * The key a remote's build is signed with: the PEM at MFE_SIGNING_KEY_FILE (a deploy's, from its CI's secrets),
 * else, outside production only, this machine's development key.
 * @param {string} remoteName
 * @param {{ root: string, env?: NodeJS.ProcessEnv }} options
 * @returns {{ key: crypto.KeyObject, source: string }}
 */
function signingKey(remoteName, { root, env = process.env }) {
  const file = env.MFE_SIGNING_KEY_FILE;
  if (file) {
    let pem;
    try {
      pem = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new BuildSignatureError('BAD_KEY', `MFE_SIGNING_KEY_FILE: ${/** @type {Error} */ (error).message}`);
    }
    return { key: parsePrivateKey(pem), source: file };
  }
  if (env.NODE_ENV === 'production') {
    throw new BuildSignatureError('BAD_KEY', 'NODE_ENV=production: set MFE_SIGNING_KEY_FILE to the PEM file of the remote\'s private key (development keys sign only outside production)');
  }
  return { key: developmentPrivateKey(remoteName, root), source: developmentKeyPaths(remoteName, root).key };
}

/**
 * Checks a built server folder against its manifest (the remote's name, every file's hash) and writes the
 * signature of the manifest's exact bytes beside it. Returns the signature.
 * @param {{ remote: string, serverDir: string, privateKey: crypto.KeyObject | string }} options
 */
function signBuild({ remote, serverDir, privateKey }) {
  const manifestPath = path.join(serverDir, MANIFEST_FILE);
  let bytes;
  try {
    bytes = fs.readFileSync(manifestPath);
  } catch (error) {
    throw new BuildSignatureError('MISSING_FILE', `no server build to sign: ${/** @type {Error} */ (error).message}`);
  }
  const manifest = parseManifest(bytes);
  if (manifest.remote !== remote) {
    throw new BuildSignatureError('WRONG_REMOTE', `${manifestPath} is ${JSON.stringify(manifest.remote)}'s, not ${JSON.stringify(remote)}'s`);
  }
  for (const name of Object.keys(manifest.files)) {
    let file;
    try {
      file = fs.readFileSync(path.join(serverDir, name));
    } catch (error) {
      throw new BuildSignatureError('MISSING_FILE', `${name}: ${/** @type {Error} */ (error).message}`);
    }
    verifyFile(manifest, name, file);
  }
  const signature = sign(bytes, privateKey);
  fs.writeFileSync(path.join(serverDir, SIGNATURE_FILE), `${signature}\n`);
  return signature;
}

module.exports = {
  MANIFEST_FILE,
  SIGNATURE_FILE,
  BuildSignatureError,
  fileHash,
  createManifest,
  parseManifest,
  parsePublicKey,
  parsePublicKeys,
  parsePrivateKey,
  publicKeyText,
  generateKeyPair,
  sign,
  verifyManifest,
  verifyFile,
  serverBuildUrlRefusal,
  serverBuildUrlAllowed,
  developmentKeyPaths,
  developmentPublicKey,
  signingKey,
  signBuild,
};
