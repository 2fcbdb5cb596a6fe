// The pages of a resource: its list, its new-record form and its edit form, under /admin/<path>; a setting's
// one page at /admin/<path>. Each is a route declared in @er/contracts/routes (owner mfe_admin, layout staff); the route tree serves exactly
// those (exposes.test.ts).
import type { AnyResource, AnySetting, ToolDeclaration } from './types';

export function listPath(resource: Pick<AnyResource, 'path'>): string {
  return `/admin/${resource.path}`;
}

export function createPath(resource: Pick<AnyResource, 'path'>): string {
  return `/admin/${resource.path}/create`;
}

/** The edit page of one record, or its route pattern (`/admin/<path>/edit/:id`) without an id. */
export function editPath(resource: Pick<AnyResource, 'path'>, id?: number | string): string {
  return `/admin/${resource.path}/edit/${id ?? ':id'}`;
}

/** The one page of a setting (a record without a list): /admin/<path>. */
export function settingPath(setting: AnySetting): string {
  return `/admin/${setting.path}`;
}

/** A page of a resource's own beside its list: /admin/<path>/<tool path>. */
export function toolPath(resource: Pick<AnyResource, 'path'>, tool: Pick<ToolDeclaration, 'path'>): string {
  return `/admin/${resource.path}/${tool.path}`;
}
