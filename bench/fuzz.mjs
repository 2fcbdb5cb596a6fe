// `npm run bench -- --fuzz 100000 [--seed 42]` (or `node bench/fuzz.mjs --runs 100000`)
// The API fuzz test (api/test/fuzz.e2e-spec.ts: bodies generated from the OpenAPI document for every
// operation with a JSON body, hostile values, arbitrary JSON and raw bytes) at a larger size than CI's
// 10,000, on the same real MariaDB + Redis as the API e2e tests (TEST_DATABASE_URL, TEST_REDIS_URL).
// Fails when any input gets a 5xx answer and prints the inputs that did; a new seed explores new inputs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function runFuzz({ runs = 100_000, seed } = {}) {
  const jest = createRequire(resolve(root, 'package.json')).resolve('jest/bin/jest');
  const env = { ...process.env, FUZZ_RUNS: String(runs), ...(seed !== undefined ? { FUZZ_SEED: String(seed) } : {}) };
  console.log(`API fuzz: ${runs} request bodies${seed !== undefined ? `, seed ${seed}` : ''}…`);
  return new Promise((res) => {
    const child = spawn(process.execPath, [jest, '--selectProjects', 'api-e2e', '--testTimeout', String(Math.max(120_000, runs * 30)), 'api/test/fuzz.e2e-spec.ts'], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => res(code ?? 1));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '100000' }, seed: { type: 'string' } } });
  process.exitCode = await runFuzz({ runs: Number(values.runs), seed: values.seed === undefined ? undefined : Number(values.seed) });
}
