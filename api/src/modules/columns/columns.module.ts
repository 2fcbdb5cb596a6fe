import { Module } from '@nestjs/common';
import { ColumnListController } from './column-list.controller';
import { ColumnsController } from './columns.controller';
import { ColumnsRepository } from './columns.repository';
import { ColumnsService } from './columns.service';

@Module({ controllers: [ColumnsController, ColumnListController], providers: [ColumnsRepository, ColumnsService] })
export class ColumnsModule {}
