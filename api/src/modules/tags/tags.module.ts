import { Module } from '@nestjs/common';
import { AuditLogModule } from '../audit-log/audit-log.module';
import { AdminTagCategoriesController } from './admin/admin-tag-categories.controller';
import { AdminTagCategoriesService } from './admin/admin-tag-categories.service';
import { AdminTagsController } from './admin/admin-tags.controller';
import { AdminTagsRepository } from './admin/admin-tags.repository';
import { AdminTagsService } from './admin/admin-tags.service';
import { TagCategoryWriter } from './tag-category-writer.service';
import { TagLinks } from './tag-links';
import { TagRecordsRepository } from './tag-records.repository';
import { TagWriter } from './tag-writer.service';
import { TagsController } from './tags.controller';
import { TagsRepository } from './tags.repository';
import { TagsService } from './tags.service';

/**
 * Owns tags and tag_categories. TagWriter and TagCategoryWriter are their only writers; the modules that link to
 * tags (items, columns) plug into TagLinks.
 */
@Module({
  imports: [AuditLogModule],
  controllers: [TagsController, AdminTagsController, AdminTagCategoriesController],
  providers: [
    TagsRepository,
    TagsService,
    TagLinks,
    TagRecordsRepository,
    TagWriter,
    TagCategoryWriter,
    AdminTagsRepository,
    AdminTagsService,
    AdminTagCategoriesService,
  ],
  exports: [TagsService, TagLinks],
})
export class TagsModule {}
