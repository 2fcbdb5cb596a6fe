import { randomBytes } from 'node:crypto';
import { test as base, expect } from '../support/fixtures';
import { startFirebaseKeys, TEST_FIREBASE } from '../support/firebase-keys';
import { postAsBrowser, registerMember } from '../support/member';
import { startSite, type RunningSite } from '../support/site';

// Issue 12, social sign-in in the browser on a site with the Firebase settings and a local signing key.
// The provider popup cannot run offline, so accounts are linked through the API with locally signed ID
// tokens; the pages are checked for what a member sees and does (buttons, linked state, unlinking).
const test = base.extend<{}, { firebaseSite: RunningSite & { idToken: (provider: 'google.com' | 'github.com', uid: string) => string } }>({
  firebaseSite: [
    async ({}, use) => {
      const keys = await startFirebaseKeys();
      const site = await startSite({ ...TEST_FIREBASE, FIREBASE_JWKS_URL: keys.url });
      await use({ ...site, idToken: (provider, uid) => keys.idToken(provider, uid) });
      await site.stop();
      await keys.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

for (const width of [375, 1280]) {
  test(`${width}px: /login offers the four providers; my page shows a linked Google account and unlinks it`, async ({ page, firebaseSite }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${firebaseSite.url}/login`);
    const social = page.getByRole('region', { name: 'ソーシャルアカウントでログイン' });
    await expect(social.getByRole('button')).toHaveText(['Googleでログイン', 'GitHubでログイン', 'X（Twitter）でログイン', 'Facebookでログイン']);

    await registerMember(page, firebaseSite.url, 'social');
    const uid = randomBytes(6).toString('hex');
    const linked = await postAsBrowser(page, firebaseSite.url, '/api/front/socialaccount/setting-account-authenticate', { id_token: firebaseSite.idToken('google.com', uid) });
    expect(linked.status(), await linked.text()).toBe(200);

    await page.goto(`${firebaseSite.url}/user`);
    const section = page.getByRole('region', { name: 'ソーシャルアカウント連携' });
    await expect(section.getByText('Google：連携済み')).toBeVisible();
    await expect(section.getByText('GitHub：未連携')).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await section.getByRole('listitem').filter({ hasText: 'Google' }).getByRole('button', { name: '連携を解除' }).click();
    await expect(section.getByRole('status')).toHaveText('Googleとの連携を解除しました。');
    await expect(section.getByText('Google：未連携')).toBeVisible();
  });
}

test('a linked account logs in through member-social-account-login and the header follows', async ({ page, firebaseSite }) => {
  const member = await registerMember(page, firebaseSite.url, 'social-login');
  const uid = randomBytes(6).toString('hex');
  expect((await postAsBrowser(page, firebaseSite.url, '/api/front/socialaccount/setting-account-authenticate', { id_token: firebaseSite.idToken('github.com', uid) })).status()).toBe(200);
  await page.context().clearCookies();
  const login = await postAsBrowser(page, firebaseSite.url, '/api/front/member-social-account-login', { id_token: firebaseSite.idToken('github.com', uid) });
  expect(await login.json()).toMatchObject({ status: 'logged_in', user: { login_id: member.email } });
  await page.goto(`${firebaseSite.url}/user`);
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログアウト' }).first()).toBeAttached();
});

test('without the Firebase settings /login shows no social buttons', async ({ page, site }) => {
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ソーシャルアカウントでログイン' })).toHaveCount(0);
});
