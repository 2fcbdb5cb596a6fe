// The boundary lint (eslint.config.mjs, README "Module boundaries") must catch each kind of violation and
// let the allowed imports through. The fixtures live in scripts/lint/boundary-fixtures.mjs and are linted
// as text at made-up paths, in a child process (ESLint loads its flat config with import(), which jest's
// CommonJS runtime cannot do).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../..');

interface FixtureResult {
  name: string;
  violates: boolean;
  errors: string[];
}

describe('boundary lint', () => {
  let results: FixtureResult[];

  beforeAll(() => {
    const out = execFileSync(process.execPath, [resolve(root, 'scripts/lint/boundary-fixtures.mjs')], { cwd: root, encoding: 'utf8' });
    results = JSON.parse(out) as FixtureResult[];
  }, 120_000);

  it('reports every violation with a boundaries error', () => {
    const violations = results.filter((r) => r.violates);
    expect(violations.length).toBeGreaterThanOrEqual(8);
    for (const r of violations) expect({ name: r.name, caught: r.errors.some((e) => e.startsWith('boundaries/dependencies:')) }).toEqual({ name: r.name, caught: true });
  });

  it('lets the allowed imports through', () => {
    const allowed = results.filter((r) => !r.violates);
    expect(allowed.length).toBeGreaterThanOrEqual(6);
    for (const r of allowed) expect({ name: r.name, errors: r.errors }).toEqual({ name: r.name, errors: [] });
  });

  it('names the module to call instead', () => {
    const repository = results.find((r) => r.name === 'another module’s repository')!;
    expect(repository.errors).toEqual(["boundaries/dependencies: Modules own their tables: call the items module's service instead of its repository"]);
  });
});
