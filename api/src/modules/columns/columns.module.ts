import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { ItemsModule } from '../items/items.module';
import { TagsModule } from '../tags/tags.module';
import { AdminColumnConnectController } from './admin/admin-column-connect.controller';
import { AdminColumnTagConnectController } from './admin/admin-column-tag-connect.controller';
import { AdminColumnConnectRepository, AdminColumnTagConnectRepository } from './admin/admin-column-links.repository';
import { AdminColumnConnectService, AdminColumnTagConnectService } from './admin/admin-column-links.service';
import { ColumnListController } from './column-list.controller';
import { ColumnViewController } from './column-views/column-view.controller';
import { ColumnViewsRepository } from './column-views/column-views.repository';
import { ColumnViewsService } from './column-views/column-views.service';
import { ColumnTagLinks } from './column-tag-links';
import { ColumnTagLinksRepository } from './column-tag-links.repository';
import { ColumnsController } from './columns.controller';
import { ColumnsRepository } from './columns.repository';
import { ColumnsService } from './columns.service';

@Module({
  imports: [ItemsModule, TagsModule, AuditLogModule],
  controllers: [ColumnsController, ColumnListController, ColumnViewController, AdminColumnConnectController, AdminColumnTagConnectController],
  providers: [
    ColumnsRepository,
    ColumnsService,
    // A merged tag's column links move with it (registered with the tags module's TagLinks).
    ColumnTagLinksRepository,
    ColumnTagLinks,
    AdminColumnConnectRepository,
    AdminColumnConnectService,
    AdminColumnTagConnectRepository,
    AdminColumnTagConnectService,
    ColumnViewsRepository,
    ColumnViewsService,
  ],
  exports: [ColumnViewsService],
})
export class ColumnsModule {}
