import { servedRoutesOf } from '@er/contracts/routes';
import { STAFF_NAV } from './nav';

describe('the staff side navigation', () => {
  it('links only to screens that exist: each entry is a served mfe_admin route with the staff layout', () => {
    const served = servedRoutesOf('mfe_admin', 'production');
    expect(STAFF_NAV.length).toBeGreaterThan(0);
    for (const entry of STAFF_NAV) {
      const route = served.find((r) => r.path === entry.to);
      expect({ to: entry.to, layout: route?.layout }).toEqual({ to: entry.to, layout: 'staff' });
      expect(entry.label).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
  });
});
