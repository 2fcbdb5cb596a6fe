// Redeploying a remote at its URL changes the site without rebuilding or restarting the host:
// the host learns where mfe-items lives from /mf-remotes.json at run time, and the web server loads the
// remote's signed server build from the same URL, so the server-rendered HTML changes too.
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startSite, type RunningSite } from '../support/site';
import { serveDirectory } from '../support/static-server';

test.describe('redeploying mfe-items alone', () => {
  let site: RunningSite;
  let cdn: Awaited<ReturnType<typeof serveDirectory>>;
  let deployDir: string;

  test.beforeAll(async () => {
    deployDir = mkdtempSync(join(tmpdir(), 'er-cdn-items-'));
    cpSync(join(repoRoot, 'mfe-items/dist'), deployDir, { recursive: true });
    cdn = await serveDirectory(deployDir);
    site = await startSite({ REMOTE_ITEMS_URL: cdn.url });
  });
  test.afterAll(async () => {
    await site?.stop();
    await cdn?.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('the next page load uses the new build', async ({ page }) => {
    test.setTimeout(180_000);
    // The remote lives on another origin and the page's Content Security Policy is on.
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto(`${site.url}/item/search`);
    expect(response?.headers()['content-security-policy']).toContain(new URL(cdn.url).origin);
    expect(new URL(cdn.url).origin).not.toBe(new URL(site.url).origin);
    const remoteRoot = page.locator('.mfe-items[data-build-label]');
    await expect(remoteRoot).toBeVisible();
    const before = await remoteRoot.getAttribute('data-build-label');
    // The host's entry bundle as the server hands it out (lazy chunks the page adds later vary with preloading).
    const hostEntry = async () => /<script[^>]*src="?(\/main\.[^"\s>]+\.js)/.exec(await (await page.request.get(`${site.url}/item/search`)).text())?.[1];
    const hostBefore = await hostEntry();
    expect(hostBefore).toBeTruthy();
    // The page comes server-rendered, the remote's part from the remote's own server build.
    const serverLabel = async () =>
      /class="mfe-items" data-build-label="([^"]*)"/.exec(await (await page.request.get(`${site.url}/item/search`)).text())?.[1];
    expect(await serverLabel()).toBe(before);

    // The items team builds a new version and replaces the files at the same URL (the old files kept aside).
    const previous = mkdtempSync(join(tmpdir(), 'er-items-previous-'));
    cpSync(deployDir, previous, { recursive: true });
    const label = `redeploy-${Date.now()}`;
    const newBuild = mkdtempSync(join(tmpdir(), 'er-items-build-'));
    execFileSync('npx', ['webpack-cli', 'build', '--mode', 'production', '--output-path', newBuild], {
      cwd: join(repoRoot, 'mfe-items'),
      env: { ...process.env, MFE_BUILD_LABEL: label },
      stdio: 'pipe',
    });
    // The team signs its deploy (npm run sign -w mfe-items; here with this machine's development key, which the web
    // server trusts outside production): an unsigned build would be rendered in the browser only.
    execFileSync(process.execPath, [join(repoRoot, 'packages/build-signature/bin/sign-build.js'), '--remote', 'mfe_items', '--dist', newBuild], { stdio: 'pipe' });
    rmSync(deployDir, { recursive: true, force: true });
    cpSync(newBuild, deployDir, { recursive: true });
    rmSync(newBuild, { recursive: true, force: true });

    // The server renders from the new server build too, without a restart of the web server or a rebuild of the host.
    await expect.poll(serverLabel, { timeout: 15_000 }).toBe(label);
    await page.reload();
    await expect(remoteRoot).toHaveAttribute('data-build-label', label);
    // Same host bundle as before: the host was not rebuilt.
    expect(await hostEntry()).toBe(hostBefore);

    // Rolling back is the same move: the old files at the URL bring the first label back on the next load
    // (so the label shown really follows the files deployed, both ways).
    rmSync(deployDir, { recursive: true, force: true });
    cpSync(previous, deployDir, { recursive: true });
    rmSync(previous, { recursive: true, force: true });
    await expect.poll(serverLabel, { timeout: 15_000 }).toBe(before);
    await page.reload();
    await expect(remoteRoot).toHaveAttribute('data-build-label', before!);
    expect(violations).toEqual([]);
  });
});
