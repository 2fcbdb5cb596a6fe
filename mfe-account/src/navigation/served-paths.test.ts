import { routes } from '@er/contracts/routes';
import { isServedPath } from './served-paths';

describe('isServedPath (links only to pages the site serves)', () => {
  it('a served route, and a path no route declares', () => {
    expect(isServedPath('/considers', 'production')).toBe(true);
    expect(isServedPath('/user', 'production')).toBe(true);
    expect(isServedPath('/no/such/page', 'production')).toBe(false);
  });

  it('follows the declaration: a development-only page, and every planned route', () => {
    expect(isServedPath('/dev/ui', 'production')).toBe(false);
    expect(isServedPath('/dev/ui', 'development')).toBe(true);
    for (const route of routes) expect({ path: route.path, served: isServedPath(route.path, 'production') }).toEqual({ path: route.path, served: !route.planned && !route.env });
  });
});
