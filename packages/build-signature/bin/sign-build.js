#!/usr/bin/env node
// @ts-check
// `npm run sign -w mfe-items`: signs the remote's built server folder (dist/server) for a deploy.
// `npm run keys -w mfe-items -- --out <file>`: a new key pair for production.
// docs/remote-signing.md explains both; scripts/build.mjs signs every server-rendered remote's build with this
// machine's development key (signRemoteBuild below).
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { remotes, serverKeySetting } = require('@er/contracts/remotes');
const { generateKeyPair, signBuild, signingKey, publicKeyText } = require('../index');
const crypto = require('node:crypto');

/** The repository root: where var/keys (the machine's development keys) lives. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const USAGE = `使い方 (リモートのフォルダで、または npm run sign -w <フォルダ>):
  er-sign-build [--remote mfe_items] [--dist <dist フォルダ>] [--root <var/keys のあるフォルダ>]
      <dist>/server のファイルをマニフェストと照合し、<dist>/server/ssr-manifest.json.sig を書きます。
      鍵: MFE_SIGNING_KEY_FILE の PEM。未設定なら (NODE_ENV=production 以外) <root>/var/keys/<リモート名>.key
  er-sign-build --keygen --out <秘密鍵のファイル> [--remote mfe_items]
      本番用の鍵ペアを作ります: 秘密鍵はファイルに、ウェブサーバーの設定行は標準出力に。`;

/**
 * A remote of the registry by container name ('mfe_items') or folder ('mfe-items').
 * @param {string} nameOrDir
 */
function findRemote(nameOrDir) {
  const remote = remotes.find((r) => r.name === nameOrDir || r.dir === nameOrDir);
  if (!remote) throw new Error(`${nameOrDir} はリモートではありません (packages/contracts/remotes.js)`);
  return remote;
}

/**
 * Signs a remote's built server folder; returns what the caller prints.
 * @param {{ remote: import('@er/contracts/remotes').RemoteDeclaration, dist: string, root?: string, env?: NodeJS.ProcessEnv }} options
 */
function signRemoteBuild({ remote, dist, root = REPO_ROOT, env = process.env }) {
  const { key, source } = signingKey(remote.name, { root, env });
  signBuild({ remote: remote.name, serverDir: path.join(dist, 'server'), privateKey: key });
  const publicKey = publicKeyText(crypto.createPublicKey(key));
  return `${remote.name} のサーバービルドを署名しました (鍵: ${path.relative(process.cwd(), source) || source})\n公開鍵: ${serverKeySetting(remote)}=${publicKey}`;
}

/**
 * Writes a new private key to `out` (never over a file, never inside the repository outside var/) and returns
 * the setting line for the web server.
 * @param {{ remote: import('@er/contracts/remotes').RemoteDeclaration, out: string, root?: string }} options
 */
function keygen({ remote, out, root = REPO_ROOT }) {
  const file = path.resolve(out);
  const inRepo = path.relative(root, file);
  const outside = inRepo === '..' || inRepo.startsWith(`..${path.sep}`) || path.isAbsolute(inRepo);
  if (!outside && !inRepo.startsWith(`var${path.sep}`)) {
    throw new Error(`${file} はリポジトリの中です: 秘密鍵はリポジトリの外 (または git が無視する var/) に置いてください`);
  }
  const pair = generateKeyPair();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') throw new Error(`${file} はすでにあります: 上書きしません`);
    throw error;
  }
  return `${remote.name} の秘密鍵を ${file} に書きました。デプロイする CI の秘密情報として保管し (MFE_SIGNING_KEY_FILE)、リポジトリには入れないでください。\nウェブサーバーの設定:\n${serverKeySetting(remote)}=${pair.publicKey}`;
}

/** @param {string[]} argv */
function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      remote: { type: 'string' },
      dist: { type: 'string' },
      root: { type: 'string' },
      keygen: { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return USAGE;
  // npm run -w <folder> runs in the remote's folder.
  const remote = findRemote(values.remote ?? path.basename(process.cwd()));
  if (!remote.serverRendered) return `${remote.name} はサーバー描画されないため、署名するものはありません`;
  const root = values.root ? path.resolve(values.root) : REPO_ROOT;
  if (values.keygen) {
    if (!values.out) throw new Error('--out <秘密鍵のファイル> を指定してください');
    return keygen({ remote, out: values.out, root });
  }
  return signRemoteBuild({ remote, dist: path.resolve(values.dist ?? 'dist'), root });
}

if (require.main === module) {
  try {
    console.log(main(process.argv.slice(2)));
  } catch (error) {
    console.error(`署名できません: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}

module.exports = { signRemoteBuild, findRemote };
