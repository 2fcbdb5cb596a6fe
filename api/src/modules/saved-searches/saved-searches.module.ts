import { DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { AuthModule } from '../auth/auth.module';
import { ItemsModule } from '../items/items.module';
import { MasterModule } from '../master/master.module';
import { MembersModule } from '../members/members.module';
import { TagsModule } from '../tags/tags.module';
import { DevSavedSearchDigestController } from './dev-saved-search-digest.controller';
import { SavedSearchDigestScheduler } from './saved-search-digest.scheduler';
import { SavedSearchDigestService } from './saved-search-digest.service';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

/** Saved searches and their daily new-listing mail (issue 13); owns `saved_searches` and `saved_search_digests`. */
@Module({
  imports: [AuthModule, ItemsModule, MasterModule, MembersModule, TagsModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService, SavedSearchDigestService],
  exports: [SavedSearchesService, SavedSearchDigestService],
})
export class SavedSearchesModule {}

/**
 * The daily digest's schedule and the runner of its scheduled job: imported only by a process that runs the
 * background work (jobsRunHere: the worker, or the API with JOBS_IN_API). The API beside a worker schedules
 * nothing; the digest's mails are queued by whichever process runs the digest.
 */
@Module({
  imports: [SavedSearchesModule],
  providers: [SavedSearchDigestScheduler],
})
export class SavedSearchDigestJobsModule {}

/**
 * The run-now route POST /dev/saved-search-digest, registered only where /dev/mail is (config.devMail:
 * development/test, or DEV_MAIL=1): in production it would let anyone send the day's mails early.
 */
@Module({})
export class SavedSearchesDevModule {
  static forRoot(config: Pick<AppConfig, 'devMail'>): DynamicModule {
    const controllers: Type[] = config.devMail ? [DevSavedSearchDigestController] : [];
    return { module: SavedSearchesDevModule, imports: [SavedSearchesModule], controllers };
  }
}
