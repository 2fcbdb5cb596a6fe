// Issue 10/11: THE declaration of page routes (packages/contracts/routes.js) against the registry of remotes
// and the rules every consumer relies on.
import { remotes } from '@er/contracts/remotes';
import { routes, routesOf } from '@er/contracts/routes';
import { dynamicPatterns, matchPage, pageMeta } from '@er/site-meta';

describe('the declaration of page routes', () => {
  it('declares each path once, exactly (no wildcard: an undeclared path is a 404), with a Japanese title and description', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of routes) {
      expect(r.path).toMatch(/^\/([a-z0-9-]+\/?|:[a-z]+\/?)*$/);
      expect(r.title).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      expect(r.description).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      expect(matchPage(r.path.replace(/:[a-z]+/g, '7'))?.page).toBe(r);
    }
  });

  it('gives every route an owner that is the host or a registered remote, and each remote the paths it owns', () => {
    const owners = new Set(['host', ...remotes.map((r) => r.name)]);
    for (const r of routes) expect(owners).toContain(r.owner);
    for (const remote of remotes) expect(remote.routes).toEqual(routesOf(remote.name as never).map((r) => r.path));
  });

  it('puts the back office, and only it, in the staff layout', () => {
    const staff = routes.filter((r) => r.layout === 'staff').map((r) => r.path);
    expect(staff).toEqual(routes.filter((r) => r.path === '/admin' || r.path.startsWith('/admin/')).map((r) => r.path));
    expect(new Set(routes.filter((r) => r.layout === 'staff').map((r) => r.owner))).toEqual(new Set(['mfe_admin']));
  });

  it('declares a meta function exactly for the data-dependent routes, each giving the not-found meta for missing data', () => {
    expect([...dynamicPatterns].sort()).toEqual(['/front-news/detail/:id', '/item/detail/:id', '/item/tag/:id']);
    for (const pattern of dynamicPatterns) expect(pageMeta(pattern, null).title).toBe('ページが見つかりません（404）｜エンジニアルート');
  });
});
