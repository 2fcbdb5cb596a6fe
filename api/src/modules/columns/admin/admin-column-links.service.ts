import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Paged } from '../../../common/admin-resource';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { ItemsService } from '../../items/items.service';
import { TagsService } from '../../tags/tags.service';
import { ColumnConnectNotFoundError, ColumnTagConnectNotFoundError } from '../columns.errors';
import type { ColumnConnectEntity } from '../entities/column-connect.entity';
import type { ColumnTagConnectEntity } from '../entities/column-tag-connect.entity';
import { AdminColumnConnectRepository, AdminColumnTagConnectRepository } from './admin-column-links.repository';
import { ColumnLinkEditor, type ColumnLinkView } from './column-links';
import type {
  AdminColumnConnectCreateBodyDto,
  AdminColumnConnectDetailDto,
  AdminColumnConnectEditBodyDto,
  AdminColumnConnectRowDto,
  AdminColumnConnectSearchQueryDto,
  AdminColumnTagConnectCreateBodyDto,
  AdminColumnTagConnectDetailDto,
  AdminColumnTagConnectEditBodyDto,
  AdminColumnTagConnectRowDto,
  AdminColumnTagConnectSearchQueryDto,
} from './dto/admin-column-links.dto';

const withoutVersion = <T extends { version: number }>({ version: _version, ...row }: T) => row;

/** SPEC §7 `column-connect/*`: column articles linked to listings (the listing must exist: ItemsService). */
@Injectable()
export class AdminColumnConnectService extends ColumnLinkEditor<ColumnConnectEntity> {
  constructor(
    private readonly links: AdminColumnConnectRepository,
    items: ItemsService,
    dataSource: DataSource,
    audit: AuditLogService,
  ) {
    super(
      links,
      {
        field: 'item_id',
        idOf: (row) => row.itemId,
        values: (itemId, title, columnUrl) => ({ itemId, title, columnUrl }),
        // Listings of any status that are not deleted (drafts too: staff link columns before publishing).
        labels: async (ids) => new Map((await items.findCards(ids, 0)).map(({ item }) => [item.id, item.name])),
        missing: '指定された案件が見つかりません（削除された案件は指定できません）',
      },
      { name: 'column-connect', dataSource, audit, notFound: () => new ColumnConnectNotFoundError() },
    );
  }

  async search(query: AdminColumnConnectSearchQueryDto): Promise<Paged<AdminColumnConnectRowDto>> {
    const page = await this.page(await this.links.search(query), query);
    return { ...page, items: page.items.map((view) => withoutVersion(toConnect(view))) };
  }

  async detail(id: number): Promise<AdminColumnConnectDetailDto> {
    return toConnect(await this.view(id));
  }

  async createLink(actor: AuditActor, body: AdminColumnConnectCreateBodyDto): Promise<AdminColumnConnectDetailDto> {
    return toConnect(await this.create(actor, body.item_id, body.title, body.column_url));
  }

  async edit(actor: AuditActor, body: AdminColumnConnectEditBodyDto): Promise<AdminColumnConnectDetailDto> {
    return toConnect(await this.update(actor, body.id, body.version, body.item_id, body.title, body.column_url));
  }
}

/** SPEC §7 `column-tag-connect/*`: column articles linked to tags (the tag must exist: TagsService). */
@Injectable()
export class AdminColumnTagConnectService extends ColumnLinkEditor<ColumnTagConnectEntity> {
  constructor(
    private readonly links: AdminColumnTagConnectRepository,
    tags: TagsService,
    dataSource: DataSource,
    audit: AuditLogService,
  ) {
    super(
      links,
      {
        field: 'tag_id',
        idOf: (row) => row.tagId,
        values: (tagId, title, columnUrl) => ({ tagId, title, columnUrl }),
        labels: async (ids) => new Map((await tags.tagsByIds(ids)).map((tag) => [tag.id, tag.term])),
        missing: '指定されたタグが見つかりません（削除されたタグは指定できません）',
      },
      { name: 'column-tag-connect', dataSource, audit, notFound: () => new ColumnTagConnectNotFoundError() },
    );
  }

  async search(query: AdminColumnTagConnectSearchQueryDto): Promise<Paged<AdminColumnTagConnectRowDto>> {
    const page = await this.page(await this.links.search(query), query);
    return { ...page, items: page.items.map((view) => withoutVersion(toTagConnect(view))) };
  }

  async detail(id: number): Promise<AdminColumnTagConnectDetailDto> {
    return toTagConnect(await this.view(id));
  }

  async createLink(actor: AuditActor, body: AdminColumnTagConnectCreateBodyDto): Promise<AdminColumnTagConnectDetailDto> {
    return toTagConnect(await this.create(actor, body.tag_id, body.title, body.column_url));
  }

  async edit(actor: AuditActor, body: AdminColumnTagConnectEditBodyDto): Promise<AdminColumnTagConnectDetailDto> {
    return toTagConnect(await this.update(actor, body.id, body.version, body.tag_id, body.title, body.column_url));
  }
}

function toConnect({ targetId, targetLabel, ...view }: ColumnLinkView): AdminColumnConnectDetailDto {
  return { ...view, item_id: targetId, item_name: targetLabel };
}

function toTagConnect({ targetId, targetLabel, ...view }: ColumnLinkView): AdminColumnTagConnectDetailDto {
  return { ...view, tag_id: targetId, tag_term: targetLabel };
}
