import { routes, routesOf } from '@er/contracts/routes';
import { HOST_PAGES, routeTable } from './routes';

describe('the host route table, derived from the declaration of page routes', () => {
  it('has a page component for exactly the routes declared with owner host', () => {
    expect(Object.keys(HOST_PAGES).sort()).toEqual(routesOf('host').map((r) => r.path).sort());
  });

  it('serves every declared route that is not planned, each to its owner, in declaration order', () => {
    const table = routeTable('production');
    const served = routes.filter((r) => !r.planned && !r.env);
    expect(table.map((r) => r.path)).toEqual(served.map((r) => r.path));
    for (const r of served) {
      const entry = table.find((e) => e.path === r.path)!;
      expect('remote' in entry ? entry.remote : 'host').toBe(r.owner === 'host' ? 'host' : `${r.owner}/Routes`);
    }
    expect(table.map((r) => r.path)).not.toContain('/user/entry'); // planned: a later issue builds it
  });

  it('routes /dev/ui only in a development build', () => {
    expect(routeTable('production').map((r) => r.path)).not.toContain('/dev/ui');
    expect(routeTable('test').map((r) => r.path)).not.toContain('/dev/ui');
    // Under jest the page itself is not bundled (HOST_PAGES holds it only when built for development).
    expect(routes.find((r) => r.path === '/dev/ui')).toMatchObject({ owner: 'host', env: 'development' });
  });
});
