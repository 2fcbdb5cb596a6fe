import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { ADMIN_STRATEGY, AdminPrincipal } from '../auth.constants';
import { AuthService } from '../auth.service';
import { tokenVerifyOptions } from '../session-tokens';
import { tokenFrom } from '../token-extractor';
import { cookieName } from '../../../common/security/cookie-names';

@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, ADMIN_STRATEGY) {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({ jwtFromRequest: (req: Request) => tokenFrom(req, cookieName('admin', config)), secretOrKey: config.jwtSecret, ignoreExpiration: false, ...tokenVerifyOptions('admin') });
  }

  /** A member token (other audience) never gets here; an ended session or a removed account yields no principal. */
  async validate(payload: unknown): Promise<AdminPrincipal | false> {
    return (await this.auth.adminFromPayload(payload)) ?? false;
  }
}
