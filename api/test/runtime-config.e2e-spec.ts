import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { ConfigError, loadConfig } from '../src/config/app-config';

const MAIN = path.resolve(__dirname, '../dist/main.js');

describe('runtime settings: GTM_ID and Firebase (loadConfig)', () => {
  it('accepts a valid GTM id and the three Firebase settings', () => {
    const config = loadConfig({ GTM_ID: 'GTM-AB12CD3', FIREBASE_API_KEY: 'key', FIREBASE_AUTH_DOMAIN: 'er.firebaseapp.com', FIREBASE_PROJECT_ID: 'er' });
    expect(config.gtmId).toBe('GTM-AB12CD3');
    expect(config.firebase).toEqual({ apiKey: 'key', authDomain: 'er.firebaseapp.com', projectId: 'er' });
    expect(loadConfig({}).gtmId).toBeUndefined();
    expect(loadConfig({ GTM_ID: '' }).firebase).toBeUndefined();
  });

  it.each(['bad', 'GTM-', 'gtm-ABC123', 'GTM-abc123', 'GTM-AB 12', 'UA-12345'])('rejects GTM_ID=%s naming the setting', (value) => {
    expect(() => loadConfig({ GTM_ID: value })).toThrow(ConfigError);
    expect(() => loadConfig({ GTM_ID: value })).toThrow(/^Invalid setting GTM_ID: /);
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

  it('node api/dist/main.js with GTM_ID=bad prints one line naming GTM_ID and exits 1', () => {
    if (!existsSync(MAIN)) throw new Error('api/dist/main.js missing: run `npm run build -w api` first');
    const result = spawnSync(process.execPath, [MAIN], { env: { PATH: process.env.PATH, GTM_ID: 'bad' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid setting GTM_ID: expected GTM- followed by uppercase letters or digits (e.g. GTM-ABC1234), got "bad"');
    expect(result.stdout).toBe('');
  });
});
