// Signs the server builds of the server-rendered remotes after `npm run build` (scripts/build.mjs), with the key
// at MFE_SIGNING_KEY_FILE or this machine's development key (var/keys, made on first use; docs/remote-signing.md).
import { existsSync, readFileSync } from 'node:fs';
import { createPublicKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { registry, root } from './apps.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('@er/build-signature')} */
const signature = require('@er/build-signature');
/** @type {{ signRemoteBuild: (options: { remote: import('@er/contracts/remotes').RemoteDeclaration, dist: string, root?: string, env?: NodeJS.ProcessEnv }) => string }} */
const { signRemoteBuild } = require('@er/build-signature/bin/sign-build.js');

/** Whether the build's signature already holds for this key and every file: then nothing is written. */
function signedWith(serverDir, remote, key) {
  try {
    const manifest = signature.verifyManifest(
      readFileSync(join(serverDir, signature.MANIFEST_FILE)),
      readFileSync(join(serverDir, signature.SIGNATURE_FILE), 'utf8'),
      createPublicKey(key),
      remote.name,
    );
    for (const file of Object.keys(manifest.files)) signature.verifyFile(manifest, file, readFileSync(join(serverDir, file)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Each server-rendered remote with a server build whose signature does not hold is signed. Under
 * NODE_ENV=production without MFE_SIGNING_KEY_FILE nothing is signed (development keys sign nothing there): the
 * web server then renders those remotes in the browser, and says why.
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 */
export function signRemoteBuilds({ env = process.env } = {}) {
  for (const remote of registry.remotes.filter((r) => r.serverRendered)) {
    const dist = join(root, remote.dir, 'dist');
    const serverDir = join(dist, 'server');
    if (!existsSync(join(serverDir, signature.MANIFEST_FILE))) continue;
    if (env.NODE_ENV === 'production' && !env.MFE_SIGNING_KEY_FILE) {
      // Signed by its deploy, perhaps: only the web server, holding the public key, can tell.
      if (existsSync(join(serverDir, signature.SIGNATURE_FILE))) continue;
      console.log(`${remote.name}: NODE_ENV=production で MFE_SIGNING_KEY_FILE がないため、サーバービルドを署名しません`);
      continue;
    }
    try {
      const { key } = signature.signingKey(remote.name, { root, env });
      if (signedWith(serverDir, remote, key)) continue;
      console.log(signRemoteBuild({ remote, dist, root, env }).split('\n')[0]);
    } catch (error) {
      // Not fatal: an unsigned remote still works, rendered in the browser; the web server logs the same reason.
      console.error(`${remote.name}: 署名できません: ${error.message}`);
    }
  }
}
