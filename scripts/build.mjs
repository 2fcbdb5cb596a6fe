// `npm run build`: builds the API and the four front ends. `--if-stale` (used by npm start and npm test)
// builds only apps whose output is missing or older than their sources, so a second start is instant.
import { apps, isStale } from './lib/apps.mjs';
import { eachAtMost } from './lib/each-at-most.mjs';
import { run } from './lib/run.mjs';

export async function build({ onlyStale = false } = {}) {
  const todo = apps.filter((app) => !onlyStale || isStale(app));
  if (todo.length === 0) return;
  console.log(`ビルドしています: ${todo.map((a) => a.name).join(', ')}`);
  const started = Date.now();
  await eachAtMost(2, todo, (app) => run('npm', ['run', 'build', '--silent', '-w', app.dir], { prefix: app.name }));
  console.log(`ビルド完了 (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ onlyStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
