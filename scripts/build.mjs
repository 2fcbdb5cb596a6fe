// `npm run build`: builds the API and the four front ends. `--if-stale` (used by npm start and npm test)
// builds only apps whose output is missing or older than their sources, so a second start is instant.
// Then it signs each server-rendered remote's server build with this machine's development key (or the key at
// MFE_SIGNING_KEY_FILE), so a fresh clone renders its remotes on the server with no setup (docs/remote-signing.md).
import { apps, isStale, markBuilt } from './lib/apps.mjs';
import { eachAtMost } from './lib/each-at-most.mjs';
import { run } from './lib/run.mjs';
import { signRemoteBuilds } from './lib/sign-remotes.mjs';

export async function build({ onlyStale = false } = {}) {
  const todo = apps.filter((app) => !onlyStale || isStale(app));
  if (todo.length > 0) {
    console.log(`ビルドしています: ${todo.map((a) => a.name).join(', ')}`);
    const started = Date.now();
    await eachAtMost(2, todo, async (app) => {
      await run('npm', ['run', 'build', '--silent', '-w', app.dir], { prefix: app.name });
      markBuilt(app);
    });
    console.log(`ビルド完了 (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // Also when nothing was built: a build made before its key existed, or signed with another key, is signed again.
  signRemoteBuilds();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ onlyStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
