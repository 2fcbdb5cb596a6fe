import { pageViewPath } from './gtm';

describe('page_path of a page view', () => {
  it("is a link page's path alone: its query carried the link's secret", () => {
    expect(pageViewPath('/user/password/reset/update', '?token=abc&welcome=1')).toBe('/user/password/reset/update');
    expect(pageViewPath('/admin/password-setup', '?token=abc')).toBe('/admin/password-setup');
    expect(pageViewPath('/user/edit/email/auth/', '?token=abc')).toBe('/user/edit/email/auth/');
  });

  it("keeps any other page's query, with secret-looking values hidden", () => {
    expect(pageViewPath('/item/search', '?keyword=Java&page=2')).toBe('/item/search?keyword=Java&page=2');
    expect(pageViewPath('/item/search', '?keyword=Java&access_token=abc')).toBe('/item/search?keyword=Java&access_token=[REDACTED]');
    expect(pageViewPath('/', '')).toBe('/');
  });
});
