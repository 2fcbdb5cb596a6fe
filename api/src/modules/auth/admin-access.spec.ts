import { AdminRole, storedRole } from '../admin-users/admin-users.service';
import { lowestRoleFor, roleAllows } from './admin-access';

describe('staff access levels (issue 15)', () => {
  it.each([
    ['read', [AdminRole.Viewer, AdminRole.Editor, AdminRole.Owner], []],
    ['write', [AdminRole.Editor, AdminRole.Owner], [AdminRole.Viewer]],
    ['owner', [AdminRole.Owner], [AdminRole.Viewer, AdminRole.Editor]],
  ] as const)('%s: allowed %j, refused %j', (level, allowed, refused) => {
    for (const role of allowed) expect(roleAllows(role, level)).toBe(true);
    for (const role of refused) expect(roleAllows(role, level)).toBe(false);
    expect(lowestRoleFor(level)).toBe(allowed[0]);
  });

  it('reads stored roles, the ones before issue 15 included; anything else is a viewer', () => {
    expect(['owner', 'editor', 'viewer', 'admin', 'staff', '', 'root'].map(storedRole)).toEqual(['owner', 'editor', 'viewer', 'owner', 'editor', 'viewer', 'viewer']);
  });
});
