import { LINK_TOKEN_TAKEN_KEY, linkToken, resetLinkToken, takeLinkToken } from './link-token';

describe('link tokens kept out of the address bar', () => {
  beforeEach(() => {
    resetLinkToken();
    sessionStorage.clear();
  });

  it('takes the token of a link page out of the address bar, keeps the history state and the other parameters, and hands it to the page', () => {
    window.history.replaceState({ idx: 0, key: 'k' }, '', '/user/password/reset/update?token=s3cret-Token_1&welcome=1&access_token=x#form');
    expect(takeLinkToken()).toBe('s3cret-Token_1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/user/password/reset/update?welcome=1#form');
    expect(window.history.state).toEqual({ idx: 0, key: 'k' });
    expect(linkToken(window.location)).toEqual({ token: 's3cret-Token_1', gone: false });
    // Another path does not get it.
    expect(linkToken({ pathname: '/user/edit/email/auth', search: '' })).toEqual({ token: '', gone: false });
  });

  it('after a reload (memory gone, the tab remembers the path) the page knows why the token is missing', () => {
    window.history.replaceState(null, '', '/admin/password-setup?token=abc');
    takeLinkToken();
    expect(sessionStorage.getItem(LINK_TOKEN_TAKEN_KEY)).toBe('/admin/password-setup');
    resetLinkToken();
    expect(linkToken(window.location)).toEqual({ token: '', gone: true });
    // A link opened fresh in the address bar still works.
    expect(linkToken({ pathname: '/admin/password-setup', search: '?token=new' })).toEqual({ token: 'new', gone: false });
  });

  it('leaves other pages and link pages without a secret alone', () => {
    window.history.replaceState(null, '', '/item/search?keyword=Java&token=not-a-link-page');
    expect(takeLinkToken()).toBeNull();
    expect(window.location.search).toBe('?keyword=Java&token=not-a-link-page');
    window.history.replaceState(null, '', '/user/regist/comp');
    expect(takeLinkToken()).toBeNull();
    expect(sessionStorage.getItem(LINK_TOKEN_TAKEN_KEY)).toBeNull();
    expect(linkToken(window.location)).toEqual({ token: '', gone: false });
  });
});
