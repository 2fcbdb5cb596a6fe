import { applyDecorators, createParamDecorator, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import { ADMIN_STRATEGY, AdminPrincipal, MEMBER_COOKIE, MEMBER_STRATEGY, MemberPrincipal } from './auth.constants';

@Injectable()
export class MemberAuthGuard extends AuthGuard(MEMBER_STRATEGY) {}

@Injectable()
export class AdminAuthGuard extends AuthGuard(ADMIN_STRATEGY) {}

/**
 * Only a logged-in member (cookie er_member_token, __Host-er_member_token over https, or bearer token of kind 'member'). The security
 * requirement is what documents the 401 UNAUTHENTICATED answer (documentErrorResponses).
 */
export const Member = () => applyDecorators(UseGuards(MemberAuthGuard), ApiBearerAuth('member-bearer'), ApiCookieAuth(MEMBER_COOKIE));

// Staff routes open with @AdminAccess('read' | 'write' | 'owner') (admin-access.ts): the staff guard plus the role check.

export const CurrentMember = createParamDecorator((_: unknown, ctx: ExecutionContext): MemberPrincipal => {
  const user = ctx.switchToHttp().getRequest<{ user?: MemberPrincipal | AdminPrincipal }>().user;
  if (!user || user.kind !== 'member') throw new Error('@CurrentMember() used without @Member()');
  return user;
});

export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminPrincipal => {
  const user = ctx.switchToHttp().getRequest<{ user?: MemberPrincipal | AdminPrincipal }>().user;
  if (!user || user.kind !== 'admin') throw new Error('@CurrentAdmin() used without @AdminAccess()');
  return user;
});
