import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { HttpCacheModule } from './common/http-cache/http-cache.module';
import { RedisModule } from './common/redis/redis.module';
import { ThrottleModule } from './common/throttle/throttle.module';
import { CsrfController } from './common/security/csrf';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG, AppConfigModule } from './config/app-config.module';
import { jobsRunHere, type ProcessRole } from './config/process-role';
import { DatabaseModule } from './database/database.module';
import { AccountModule } from './modules/account/account.module';
import { AuditLogModule } from './modules/audit-log/audit-log.module';
import { AdminUsersModule } from './modules/admin-users/admin-users.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { ColumnsModule } from './modules/columns/columns.module';
import { ConsidersModule } from './modules/considers/considers.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { SkillMatchingModule } from './modules/skill-matching/skill-matching.module';
import { EntriesModule } from './modules/entries/entries.module';
import { ExternalUsersModule } from './modules/external-users/external-users.module';
import { HealthModule } from './modules/health/health.module';
import { ItemsModule } from './modules/items/items.module';
import { MailModule } from './modules/mail/mail.module';
import { MasterModule } from './modules/master/master.module';
import { MembersModule } from './modules/members/members.module';
import { MemberSurveysModule } from './modules/member-surveys/member-surveys.module';
import { AdminMemberAccountModule } from './modules/members/admin-members/admin-member-account.module';
import { AdminMemberCsvModule } from './modules/members/admin-members/admin-member-csv.module';
import { NewsModule } from './modules/news/news.module';
import { SavedSearchDigestJobsModule, SavedSearchesDevModule, SavedSearchesModule } from './modules/saved-searches/saved-searches.module';
import { SiteModule } from './modules/site/site.module';
import { SkillSheetsModule } from './modules/skill-sheets/skill-sheets.module';
import { TagsModule } from './modules/tags/tags.module';

/**
 * The application's modules, for both entry points: the API (main.ts, over HTTP) and the worker (worker.ts, an
 * application context without HTTP). The same modules either way, so every mail handler a feature registers is
 * there wherever its jobs run; only the job-running providers depend on the role (jobsRunHere).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, role: ProcessRole = 'api'): DynamicModule {
    const runsJobs = jobsRunHere(config, role);
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        DatabaseModule.forRoot({
          inject: [APP_CONFIG],
          useFactory: (c: AppConfig) => ({
            databaseUrl: c.databaseUrl,
            sqlitePath: c.sqlitePath,
            logging: c.logLevel === 'verbose',
            poolSize: c.dbPoolSize,
            acquireTimeoutMs: c.dbPoolAcquireTimeoutMs,
          }),
        }),
        RedisModule,
        ThrottleModule,
        MailModule.forRoot(config, runsJobs),
        HttpCacheModule,
        AuthModule,
        AdminUsersModule,
        AuditLogModule,
        AccountModule,
        MembersModule,
        AdminMemberAccountModule,
        AdminMemberCsvModule,
        HealthModule,
        MasterModule,
        ItemsModule,
        ConsidersModule,
        SkillMatchingModule,
        EntriesModule,
        MemberSurveysModule,
        ExternalUsersModule,
        ContactsModule,
        NewsModule,
        ColumnsModule,
        DashboardModule,
        TagsModule,
        SkillSheetsModule,
        SavedSearchesModule,
        SavedSearchesDevModule.forRoot(config),
        ...(runsJobs ? [SavedSearchDigestJobsModule] : []),
        // Page meta and sitemap entries for the web server (the pages themselves are web/'s).
        SiteModule,
      ],
      controllers: [CsrfController],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
