import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ItemCardDto } from '../items/dto/item-card.dto';
import { ItemNotFoundError } from '../items/item-detail.errors';
import { ItemsService } from '../items/items.service';
import { ConsidersRepository } from './considers.repository';

/** The logged-in member's shortlist (検討中) on the server (issue 13; logged out it stays in the cookie). */
@Injectable()
export class ConsidersService {
  constructor(
    private readonly repository: ConsidersRepository,
    private readonly items: ItemsService,
  ) {}

  ids(memberId: number): Promise<number[]> {
    return this.repository.idsOf(memberId);
  }

  /** Adds a listing (any status, as the cookie allows; an unknown one is a 404) and returns the list. */
  async add(memberId: number, itemId: number): Promise<number[]> {
    if ((await this.items.findCards([itemId], 0)).length === 0) throw new ItemNotFoundError();
    await this.repository.add(memberId, itemId);
    return this.ids(memberId);
  }

  async remove(memberId: number, itemId: number): Promise<number[]> {
    await this.repository.remove(memberId, itemId);
    return this.ids(memberId);
  }

  has(memberId: number, itemId: number): Promise<boolean> {
    return this.repository.has(memberId, itemId);
  }

  count(memberId: number): Promise<number> {
    return this.repository.count(memberId);
  }

  /** Withdrawal (delete-user): the shortlist goes with the member's other personal data. */
  removeAllOf(memberId: number, manager: EntityManager): Promise<void> {
    return this.repository.removeAllOf(memberId, manager);
  }

  /** item/get-consider-item-list: the cards, newest addition first, ended listings marked. */
  async cards(memberId: number): Promise<ItemCardDto[]> {
    return this.items.shortlistCards((await this.ids(memberId)).reverse());
  }
}
