import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { loadConfigOrExit, loadEnvFile } from './config-or-exit';

describe('loadConfigOrExit', () => {
  it('prints one line naming the bad setting and exits 1', () => {
    const lines: string[] = [];
    const exit = jest.fn((code: number) => {
      throw new Error(`exit ${code}`);
    }) as unknown as (code: number) => never;
    expect(() => loadConfigOrExit({ PORT: 'abc' }, exit, (line) => lines.push(line))).toThrow('exit 1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid setting PORT: /);
  });

  it.each([
    [{ APP_URL: 'http://er.example' }, /^Invalid setting APP_URL: must be an https:\/\/ URL when NODE_ENV=production/],
    [{ FIREBASE_JWKS_URL: 'http://keys.example/jwks.json' }, /^Invalid setting FIREBASE_JWKS_URL: must be an https:\/\/ URL/],
  ])('refuses to start production with plain http where it must not be: %j', (setting, message) => {
    const lines: string[] = [];
    const exit = jest.fn((code: number) => {
      throw new Error(`exit ${code}`);
    }) as unknown as (code: number) => never;
    const env = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), APP_URL: 'https://er.example', ...setting };
    expect(() => loadConfigOrExit(env, exit, (line) => lines.push(line))).toThrow('exit 1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});

describe('loadEnvFile', () => {
  it('reads .env without overriding variables already set in the environment', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'er-env-')), '.env');
    writeFileSync(file, 'ER_SPEC_FROM_FILE=file\nER_SPEC_BOTH=file\n');
    const env: Record<string, string | undefined> = { ER_SPEC_BOTH: 'environment' };
    loadEnvFile(env, file);
    expect(env).toEqual({ ER_SPEC_FROM_FILE: 'file', ER_SPEC_BOTH: 'environment' });
  });

  it('does nothing without a .env file', () => {
    const env: Record<string, string> = {};
    loadEnvFile(env, '/nonexistent/.env');
    expect(env).toEqual({});
  });
});
