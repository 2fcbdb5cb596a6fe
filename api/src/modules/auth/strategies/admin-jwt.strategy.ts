import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { ADMIN_COOKIE, ADMIN_STRATEGY, AdminPrincipal, JwtPayload } from '../auth.constants';
import { AuthRepository } from '../auth.repository';
import { toAdminPrincipal } from '../auth.service';
import { tokenFrom } from '../token-extractor';

@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_STRATEGY) {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly repository: AuthRepository,
  ) {
    super({ jwtFromRequest: (req: Request) => tokenFrom(req, ADMIN_COOKIE), secretOrKey: config.jwtSecret, ignoreExpiration: false });
  }

  /** A member token (kind 'member') never yields an admin principal. */
  async validate(payload: JwtPayload): Promise<AdminPrincipal | false> {
    if (payload.kind !== 'admin') return false;
    const admin = await this.repository.findAdminById(payload.sub);
    return admin ? toAdminPrincipal(admin) : false;
  }
}
