// Which buttons a staff member sees. The server checks the role of every admin route (ADMIN_FORBIDDEN_ROLE);
// this only keeps viewers from being offered what would be refused.
import type { AnyResource, ResourceAction, RowActionDeclaration, StaffRole, ToolDeclaration } from './types';

/** Who writes the catalog when a declaration says nothing else: owners and editors (viewers read only). */
export const CATALOG_WRITERS: readonly StaffRole[] = ['owner', 'editor'];

/** The staff member's role as the page knows it; null while it is not known (nothing is offered then). */
export type KnownRole = StaffRole | null;

function hasOperation(resource: AnyResource, action: ResourceAction): boolean {
  const ops = resource.operations;
  switch (action) {
    case 'create':
      return !!resource.form && !resource.createdElsewhere && !!(ops.create ?? ops.save);
    case 'edit':
      return !!resource.form && !!ops.detail && !!ops.save;
    default:
      return !!ops[action];
  }
}

/** Whether `action` is offered on `resource` to a staff member of `role`. */
export function canDo(resource: AnyResource, action: ResourceAction, role: KnownRole): boolean {
  if (!hasOperation(resource, action) || role === null) return false;
  return (resource.roles?.[action] ?? CATALOG_WRITERS).includes(role);
}

/**
 * Whether a logged-in staff member of `role` may open `screen` (and sees it in the navigation): any of them
 * when the screen names no roles, else only those (never while the role is not known).
 */
export function canOpen(screen: { access?: readonly StaffRole[] }, role: KnownRole): boolean {
  return !screen.access || (role !== null && screen.access.includes(role));
}

/** Whether a row action of a resource's own is offered to a staff member of `role`. */
export function canRun(action: RowActionDeclaration<never>, role: KnownRole): boolean {
  return role !== null && (action.roles ?? CATALOG_WRITERS).includes(role);
}

/** Whether a page of a resource's own (a tool), or a control in its list's head, is offered to a staff member of `role`. */
export function canUseTool(tool: Pick<ToolDeclaration, 'roles'>, role: KnownRole): boolean {
  return role !== null && (tool.roles ?? CATALOG_WRITERS).includes(role);
}
