import { Module } from '@nestjs/common';
import { ColumnsModule } from '../columns/columns.module';
import { ItemsModule } from '../items/items.module';
import { MembersModule } from '../members/members.module';
import { NewsModule } from '../news/news.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The back office's home figures (SPEC §7 `top/*`). Owns no table: each figure comes from its module. */
@Module({
  imports: [MembersModule, ItemsModule, ColumnsModule, NewsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
