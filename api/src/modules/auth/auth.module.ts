import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.module';
import { AdminUsersModule } from '../admin-users/admin-users.module';
import { MembersModule } from '../members/members.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthGuard, MemberAuthGuard } from './auth.decorators';
import { AuthService } from './auth.service';
import { MemberAuthController } from './member-auth.controller';
import { AdminJwtStrategy } from './strategies/admin-jwt.strategy';
import { MemberJwtStrategy } from './strategies/member-jwt.strategy';

@Module({
  imports: [
    MembersModule,
    AdminUsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [AdminAuthController, MemberAuthController],
  providers: [AuthService, MemberJwtStrategy, AdminJwtStrategy, MemberAuthGuard, AdminAuthGuard],
  exports: [AuthService, MemberAuthGuard, AdminAuthGuard],
})
export class AuthModule {}
