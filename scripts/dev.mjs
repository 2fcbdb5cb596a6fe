// `npm run dev`: the API and the web server rebuilt and restarted on change (the site on :3000 as `npm start`
// serves it: scripts/serve.mjs), and each front end on its webpack dev server with hot reload: host
// http://localhost:3010, each remote on its registry port (items :3001, account :3002, admin :3003;
// packages/contracts/remotes.js). The dev servers send /api, /mf-remotes.json and the built remotes to :3000.
import { frontEnds } from './lib/apps.mjs';
import { run } from './lib/run.mjs';

// The API and the web server need a first build before their watchers can restart them.
await run('npm', ['run', 'build', '--silent', '-w', 'api']);
await run('npm', ['run', 'build', '--silent', '-w', 'web']);

const jobs = [
  run('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { prefix: 'api:tsc' }),
  run('npx', ['tsc', '-p', 'web/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { prefix: 'web:tsc' }),
  run('node', ['scripts/serve.mjs', '--watch'], { prefix: 'site' }),
  ...frontEnds.map((dir) => run('npm', ['run', 'dev', '-w', dir], { prefix: dir.replace(/^mfe-/, '') })),
];
Promise.all(jobs).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
