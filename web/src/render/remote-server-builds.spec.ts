import { createManifest, generateKeyPair, parsePrivateKey, sign } from '@er/build-signature';
import { remotes } from '@er/contracts/remotes';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { WebConfig } from '../config';
import { RefusedBuild, RemoteServerBuilds } from './remote-server-builds';

const items = remotes.find((r) => r.name === 'mfe_items')!;
const ROUTES = 'module.exports = { Routes: () => null };';

describe('RemoteServerBuilds', () => {
  let staticRoot: string;
  const team = generateKeyPair();
  const other = generateKeyPair();

  /** Publishes a signed server build of mfe_items in its build folder under staticRoot. */
  async function publish(files: Record<string, string>, signWith = team.privateKeyPem): Promise<string> {
    const dir = path.join(staticRoot, items.dir, 'dist', 'server');
    await mkdir(dir, { recursive: true });
    const manifest = createManifest({ remote: 'mfe_items', modules: { './Routes': 'Routes.abc123.js' }, files });
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(dir, name), code);
    await writeFile(path.join(dir, 'ssr-manifest.json'), manifest);
    await writeFile(path.join(dir, 'ssr-manifest.json.sig'), sign(manifest, parsePrivateKey(signWith)));
    return dir;
  }

  const builds = (over: Partial<WebConfig> = {}) =>
    new RemoteServerBuilds({
      nodeEnv: 'production',
      staticRoot,
      remoteUrls: { mfe_items: '/remotes/items/' },
      remoteServerUrls: {},
      remoteServerKeys: { mfe_items: [team.publicKey] },
      ...over,
    });

  beforeEach(async () => {
    staticRoot = await mkdtemp(path.join(tmpdir(), 'er-remote-builds-'));
  });
  afterEach(() => rm(staticRoot, { recursive: true, force: true }));

  it("reads a build its team's key signed, and each file only when it has the manifest's hash", async () => {
    const dir = await publish({ 'Routes.abc123.js': ROUTES });
    const build = await builds().current(items);
    expect(build.manifest.modules['./Routes']).toBe('Routes.abc123.js');
    expect(await build.file('Routes.abc123.js')).toBe(ROUTES);
    await writeFile(path.join(dir, 'Routes.abc123.js'), `require('child_process');${ROUTES}`);
    await expect(build.file('Routes.abc123.js')).rejects.toThrow(RefusedBuild);
    await expect(build.file('../../../etc/passwd')).rejects.toThrow(/not a server file name/);
  });

  it('refuses a build signed by another key, and one with no key configured in production', async () => {
    await publish({ 'Routes.abc123.js': ROUTES }, other.privateKeyPem);
    await expect(builds().current(items)).rejects.toThrow(RefusedBuild);
    await expect(builds({ remoteServerKeys: {} }).current(items)).rejects.toThrow(/no public key configured/);
    // During a rotation both keys are trusted.
    await expect(builds({ remoteServerKeys: { mfe_items: [team.publicKey, other.publicKey] } }).current(items)).resolves.toBeDefined();
  });

  it('refuses server code over plain http from another machine in production, before fetching anything', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const remote = builds({ remoteServerUrls: { mfe_items: 'http://items.example/' } });
    await expect(remote.current(items)).rejects.toThrow(/plain http/);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('says why a configured key cannot be read', async () => {
    await publish({ 'Routes.abc123.js': ROUTES });
    await expect(builds({ remoteServerKeys: { mfe_items: ['not-a-key'] } }).current(items)).rejects.toThrow(/configured public key cannot be read/);
  });
});
