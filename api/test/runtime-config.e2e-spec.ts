import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/app-config';

const MAIN = path.resolve(__dirname, '../dist/main.js');

// GTM_ID is the web server's setting (web/test/runtime-config); the API checks social sign-in with Firebase's.
describe('runtime settings: Firebase (loadConfig)', () => {
  it('accepts the three Firebase settings', () => {
    const config = loadConfig({ FIREBASE_API_KEY: 'key', FIREBASE_AUTH_DOMAIN: 'er.firebaseapp.com', FIREBASE_PROJECT_ID: 'er' });
    expect(config.firebase).toEqual({ apiKey: 'key', authDomain: 'er.firebaseapp.com', projectId: 'er' });
    expect(loadConfig({ FIREBASE_API_KEY: '' }).firebase).toBeUndefined();
    expect(() => loadConfig({ FIREBASE_API_KEY: 'a key' , FIREBASE_AUTH_DOMAIN: 'x', FIREBASE_PROJECT_ID: 'y' })).toThrow(ConfigError);
  });

  it('wants all three Firebase settings or none', () => {
    expect(() => loadConfig({ FIREBASE_API_KEY: 'key' })).toThrow(/^Invalid setting FIREBASE_AUTH_DOMAIN: required when FIREBASE_API_KEY is set/);
    expect(() => loadConfig({ FIREBASE_API_KEY: 'key', FIREBASE_AUTH_DOMAIN: 'x.firebaseapp.com' })).toThrow(/^Invalid setting FIREBASE_PROJECT_ID: /);
  });

  it('CONTACT_RATE_LIMIT defaults to 5 and must be a positive integer', () => {
    expect(loadConfig({}).contactRateLimit).toBe(5);
    expect(loadConfig({ CONTACT_RATE_LIMIT: '20' }).contactRateLimit).toBe(20);
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: '0' })).toThrow(/^Invalid setting CONTACT_RATE_LIMIT: /);
  });

  it('node api/dist/main.js with CONTACT_RATE_LIMIT=0 prints one line naming the setting and exits 1', () => {
    if (!existsSync(MAIN)) throw new Error('api/dist/main.js missing: run `npm run build -w api` first');
    const result = spawnSync(process.execPath, [MAIN], { env: { PATH: process.env.PATH, CONTACT_RATE_LIMIT: '0' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid setting CONTACT_RATE_LIMIT: expected an integer from 1 to 100000, got "0"');
    expect(result.stdout).toBe('');
  });
});
