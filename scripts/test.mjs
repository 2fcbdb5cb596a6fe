// `npm test`: every test, in the order that fails fastest.
// 0. build whatever is stale (see scripts/build.mjs);
// 1. jest: unit, API e2e (real MariaDB + Redis; their URLs default to the local services) and component tests;
// 2. the browser tests in e2e/ (Playwright driving Chromium) against the built site;
// 3. typecheck and lint.
// Extra arguments go to jest, e.g. `npm test -- api/test/mail.e2e-spec.ts` (then the browser tests are skipped).
import { build } from './build.mjs';
import { run } from './lib/run.mjs';

const jestArgs = process.argv.slice(2);
const onlySome = jestArgs.length > 0;

try {
  // Some API e2e tests run the compiled server, and the browser tests need every front end built.
  await build({ onlyStale: true });
  // In CI the tests of each file run in a shuffled order (jest prints the seed; replay a failure with
  // `npx jest --randomize --seed=<n> <file>`): no test may lean on another's data or edits.
  // --forceExit in CI: a failed test that leaves a socket or timer open must end the run red, not hang it
  // until CI's time limit (one run that went red in the Redis-outage test never finished).
  await run('npx', ['jest', ...(process.env.CI ? ['--ci', '--randomize', '--forceExit'] : []), ...jestArgs]);
  if (!onlySome) {
    await run('npm', ['test', '--silent', '-w', 'e2e']);
    // Static checks last: a type or lint slip should not hide behaviour failures.
    await run('npm', ['run', '--silent', 'typecheck']);
    await run('npm', ['run', '--silent', 'lint']);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
