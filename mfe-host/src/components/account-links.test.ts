import { findRoute } from '../routes';
import { loggedInLinks, loginHref } from './account-links';

describe('header account links (issue 12)', () => {
  it('the login link brings the visitor back to the page they were on', () => {
    expect(loginHref('/item/detail/12', '?from=search')).toBe('/login?next=%2Fitem%2Fdetail%2F12%3Ffrom%3Dsearch');
    expect(loginHref('/considers', '')).toBe('/login?next=%2Fconsiders');
  });

  it('not from the top page or the login and sign-up flows themselves', () => {
    for (const path of ['/', '/login', '/logout', '/user/regist', '/user/regist/comp', '/user/send/auth/mail', '/user/password/reset/update', '/user/edit/email/auth']) {
      expect(loginHref(path, '?token=x')).toBe('/login');
    }
    expect(loginHref('/user/edit', '')).toBe('/login?next=%2Fuser%2Fedit');
  });

  it('links only to served pages', () => {
    expect(loggedInLinks()).toContainEqual(['/user', 'マイページ']);
    for (const [path] of loggedInLinks()) expect(findRoute(path)).toBeDefined();
    expect(loggedInLinks().some(([path]) => path === '/user/entry')).toBe(findRoute('/user/entry') !== undefined);
  });
});
