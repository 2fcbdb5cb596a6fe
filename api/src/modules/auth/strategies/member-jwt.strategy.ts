import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { MEMBER_STRATEGY, MemberPrincipal } from '../auth.constants';
import { AuthService } from '../auth.service';
import { tokenVerifyOptions } from '../session-tokens';
import { tokenFrom } from '../token-extractor';
import { cookieName } from '../../../common/security/cookie-names';

@Injectable()
export class MemberJwtStrategy extends PassportStrategy(Strategy, MEMBER_STRATEGY) {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({ jwtFromRequest: (req: Request) => tokenFrom(req, cookieName('member', config)), secretOrKey: config.jwtSecret, ignoreExpiration: false, ...tokenVerifyOptions('member') });
  }

  /** A staff token (other audience) never gets here; an ended session or a gone account yields no principal. */
  async validate(payload: unknown): Promise<MemberPrincipal | false> {
    return (await this.auth.memberFromPayload(payload)) ?? false;
  }
}
