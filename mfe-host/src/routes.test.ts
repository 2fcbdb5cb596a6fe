import { routes, routesOf } from '@er/contracts/routes';
import { HOST_PAGES, findDeclaredRoute, routeTable } from './routes';

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
    // The last planned SPEC page, served since issue 13 by the items remote.
    expect(table.find((r) => r.path === '/user-skill-matching-item')).toMatchObject({ remote: 'mfe_items/Routes' });
  });

  it('routes /dev/ui only where the server runs in development', () => {
    expect(routeTable('production').map((r) => r.path)).not.toContain('/dev/ui');
    expect(routeTable('test').map((r) => r.path)).not.toContain('/dev/ui');
    expect(routeTable('development').map((r) => r.path)).toContain('/dev/ui');
    expect(routes.find((r) => r.path === '/dev/ui')).toMatchObject({ owner: 'host', env: 'development' });
  });

  it("serves the routes of the server's NODE_ENV (runtime config), whatever mode the bundle was built in", () => {
    const el = document.createElement('script');
    el.id = 'runtime-config';
    el.type = 'application/json';
    el.textContent = '{"nodeEnv":"development"}';
    document.head.appendChild(el);
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('./routes') as typeof import('./routes');
        expect(fresh.SITE_ENV).toBe('development');
        expect(fresh.findDeclaredRoute('/dev/ui')?.path).toBe('/dev/ui');
      });
    } finally {
      el.remove();
    }
    expect(findDeclaredRoute('/dev/ui')).toBeUndefined(); // jest: NODE_ENV=test, no runtime config
  });
});
