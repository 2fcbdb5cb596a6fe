// The site runs under its Content Security Policy: scripts run only from the site (and the configured remotes)
// or inline with the response's nonce, which the server puts only on the page template's own scripts (never on
// a <script in server-rendered markup). Nothing the site itself needs is refused: no CSP violation on the top
// page, a listing, and a member's my page, rendered on the server and hydrated in the browser.
import type { Page } from '@playwright/test';
import { allowConsoleErrors, test, expect } from '../support/fixtures';
import { registerMember } from '../support/member';

/** Every CSP violation the page reports (the DOM event and the console line), from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

/** The nonce of the page's policy, and the nonce of each <script> in the HTML the server sent. */
function noncesOf(csp: string, html: string) {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  return { nonce, scripts };
}

test('the top page, a listing and my page run with no CSP violation', async ({ page, site }) => {
  const violations = await watchViolations(page);
  const search = (await (await page.request.get(`${site.url}/api/front/item/get-search-by-keyword-list?keyword=Java&per_page=10`)).json()) as { items: { id: number }[] };
  const listing = search.items[0].id;

  for (const path of ['/', `/item/detail/${listing}`]) {
    const response = await page.goto(`${site.url}${path}`);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { nonce, scripts } = noncesOf(response!.headers()['content-security-policy'] ?? '', await response!.text());
    expect(nonce, `${path}: the policy's nonce`).toBeTruthy();
    // The template's scripts carry it: the page could not run otherwise.
    expect(scripts.filter((tag) => tag.includes(`nonce="${nonce}"`)).length, `${path}: scripts with the nonce`).toBeGreaterThanOrEqual(2);
    expect(await violations(), `${path}: CSP violations`).toEqual([]);
  }

  await registerMember(page, site.url, 'csp');
  const response = await page.goto(`${site.url}/user`);
  expect(response!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  expect(await violations(), '/user: CSP violations').toEqual([]);

  // The watch sees what the policy refuses: an inline script without the nonce, as markup put into the page would be.
  allowConsoleErrors(page, /Content Security Policy/);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
});
