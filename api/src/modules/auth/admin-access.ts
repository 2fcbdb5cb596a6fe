import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension } from '@nestjs/swagger';
import { ADMIN_ACCESS_EXTENSION } from '../../common/errors/api-error-responses';
import { CommonErrorCode } from '../../common/errors/common.errors';
import { DomainError } from '../../common/errors/domain-error';
import { AdminRole } from '../admin-users/admin-users.service';
import { NoStoreInterceptor } from './auth-cookies';
import { ADMIN_COOKIE, type AdminPrincipal } from './auth.constants';
import { AdminAuthGuard } from './auth.decorators';

/**
 * What a staff route needs (issue 15):
 * - `read`: every role (viewer, editor, owner) — lists, details, the audit log;
 * - `write`: editors and owners — catalog and content writes (create, edit, delete, restore, merge…);
 * - `owner`: owners only — staff accounts.
 */
export type AdminAccessLevel = 'read' | 'write' | 'owner';
export const ADMIN_ACCESS_LEVELS: readonly AdminAccessLevel[] = ['read', 'write', 'owner'];

const ROLES_BY_LEVEL: Record<AdminAccessLevel, readonly AdminRole[]> = {
  read: [AdminRole.Viewer, AdminRole.Editor, AdminRole.Owner],
  write: [AdminRole.Editor, AdminRole.Owner],
  owner: [AdminRole.Owner],
};

/** Whether a staff member of `role` may call a route of `level`. */
export function roleAllows(role: AdminRole, level: AdminAccessLevel): boolean {
  return ROLES_BY_LEVEL[level].includes(role);
}

/** The lowest role that reaches `level` (what the route-table test logs in as). */
export function lowestRoleFor(level: AdminAccessLevel): AdminRole {
  return ROLES_BY_LEVEL[level][0];
}

const ADMIN_ACCESS_METADATA = 'er:admin-access';

export class AdminForbiddenRoleError extends DomainError {
  constructor() {
    super(CommonErrorCode.ADMIN_FORBIDDEN_ROLE);
  }
}

/**
 * Runs after AdminAuthGuard (which resolved the principal, with the role read from the database on this
 * request): refuses a role below the route's level with 403 ADMIN_FORBIDDEN_ROLE. A route with this guard
 * but no level is a programming error and refuses everyone (fail closed).
 */
@Injectable()
export class AdminRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level = this.reflector.get<AdminAccessLevel | undefined>(ADMIN_ACCESS_METADATA, context.getHandler());
    const user = context.switchToHttp().getRequest<{ user?: AdminPrincipal }>().user;
    if (!level || user?.kind !== 'admin' || !roleAllows(user.role, level)) throw new AdminForbiddenRoleError();
    return true;
  }
}

/**
 * The one way to open a staff route (every /api/admin/ route but login, logout, login-check and
 * password-setup): a logged-in staff member (401 UNAUTHENTICATED otherwise, as the member guard does)
 * whose role reaches `level` (403 ADMIN_FORBIDDEN_ROLE otherwise). Put it on each handler, not on the
 * controller: the route-table test (api/test/admin-routes.e2e-spec.ts) requires every route to state its
 * level, and the OpenAPI document shows it as `x-admin-access` with the 401/403 answers. Staff answers are
 * never stored by a browser or proxy (`Cache-Control: no-store`).
 */
export const AdminAccess = (level: AdminAccessLevel) =>
  applyDecorators(
    SetMetadata(ADMIN_ACCESS_METADATA, level),
    UseGuards(AdminAuthGuard, AdminRoleGuard),
    UseInterceptors(NoStoreInterceptor),
    ApiBearerAuth('admin-bearer'),
    ApiCookieAuth(ADMIN_COOKIE),
    ApiExtension(ADMIN_ACCESS_EXTENSION, level),
  );
