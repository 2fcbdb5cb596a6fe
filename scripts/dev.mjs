// `npm run dev`: the API rebuilt and restarted on change, and each front end on its webpack dev server
// with hot reload: host http://localhost:3010, each remote on its registry port (items :3001, account
// :3002, admin :3003; packages/contracts/remotes.js), API :3000.
import { frontEnds } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

// The API process needs a first build before its watcher can restart it.
await run('npm', ['run', 'build', '--silent', '-w', 'api']);

const jobs = [
  run('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { prefix: 'api:tsc' }),
  run('node', ['--watch-path=api/dist', 'api/dist/main.js'], { prefix: 'api' }),
  ...frontEnds.map((dir) => run('npm', ['run', 'dev', '-w', dir], { prefix: dir.replace(/^mfe-/, '') })),
];
Promise.all(jobs).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
