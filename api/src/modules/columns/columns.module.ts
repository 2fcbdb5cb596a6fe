import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module';
import { TagsModule } from '../tags/tags.module';
import { ColumnListController } from './column-list.controller';
import { ColumnsController } from './columns.controller';
import { ColumnsRepository } from './columns.repository';
import { ColumnsService } from './columns.service';

@Module({ imports: [ItemsModule, TagsModule], controllers: [ColumnsController, ColumnListController], providers: [ColumnsRepository, ColumnsService] })
export class ColumnsModule {}
