import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TagLinks, type TagLinkMover } from '../tags/tag-links';
import { ColumnTagLinksRepository } from './column-tag-links.repository';

/** Moves a merged tag's column links to the surviving tag (registered with the tags module's TagLinks at start). */
@Injectable()
export class ColumnTagLinks implements TagLinkMover, OnModuleInit {
  constructor(
    private readonly links: TagLinks,
    private readonly repository: ColumnTagLinksRepository,
  ) {}

  onModuleInit(): void {
    this.links.addMover(this);
  }

  async moveTagLinks(manager: EntityManager, fromTagId: number, intoTagId: number): Promise<{ itemIds: number[] }> {
    await this.repository.moveTagLinks(manager, fromTagId, intoTagId);
    return { itemIds: [] };
  }
}
