import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/app-config.module';
import { JwtPayload, MEMBER_COOKIE, MEMBER_STRATEGY, MemberPrincipal } from '../auth.constants';
import { AuthRepository } from '../auth.repository';
import { toMemberPrincipal } from '../auth.service';
import { AuthState } from '../../members/entities/member.entity';
import { tokenFrom } from '../token-extractor';

@Injectable()
export class MemberJwtStrategy extends PassportStrategy(Strategy, MEMBER_STRATEGY) {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly repository: AuthRepository,
  ) {
    super({ jwtFromRequest: (req: Request) => tokenFrom(req, MEMBER_COOKIE), secretOrKey: config.jwtSecret, ignoreExpiration: false });
  }

  /** An admin token (kind 'admin') never yields a member principal, even with a matching id. */
  async validate(payload: JwtPayload): Promise<MemberPrincipal | false> {
    if (payload.kind !== 'member') return false;
    const member = await this.repository.findMemberById(payload.sub);
    return member && member.authState === AuthState.Authenticated ? toMemberPrincipal(member) : false;
  }
}
