import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ItemsModule } from '../items/items.module';
import { MasterModule } from '../master/master.module';
import { MembersModule } from '../members/members.module';
import { TagsModule } from '../tags/tags.module';
import { SkillMatchingController } from './skill-matching.controller';
import { SkillMatchingService } from './skill-matching.service';

/** Listings matched to a member's skills and the member's market rate (issue 13); owns no table. */
@Module({
  imports: [AuthModule, ItemsModule, MembersModule, TagsModule, MasterModule],
  controllers: [SkillMatchingController],
  providers: [SkillMatchingService],
})
export class SkillMatchingModule {}
