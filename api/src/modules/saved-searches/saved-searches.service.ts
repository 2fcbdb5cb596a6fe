import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { isDuplicateKeyError } from '../../database/transaction';
import { MasterService } from '../master/master.service';
import { TagsService } from '../tags/tags.service';
import type { SavedSearchConditionsDto, SavedSearchDto } from './dto/saved-searches.dto';
import type { SavedSearchEntity } from './entities/saved-search.entity';
import { conditionsKey, normalizeConditions, parseStoredConditions, searchPathOf, serializeConditions, type SavedSearchConditions } from './saved-search-conditions';
import { buildSavedSearchLabel } from './saved-search-label';
import {
  SAVED_SEARCH_LIMIT,
  SavedSearchConditionsInvalidError,
  SavedSearchLimitReachedError,
  SavedSearchNotFoundError,
  SavedSearchUnsubscribeInvalidError,
} from './saved-searches.errors';
import { SavedSearchesRepository } from './saved-searches.repository';
import { UnsubscribeTokens } from './unsubscribe-token';

/**
 * Saved searches (issue 13): a member keeps the conditions of /item/search or a tag page, sees and deletes
 * them on my page, and turns the daily new-listing mail on or off (SavedSearchDigestService sends it).
 * Tag terms come from TagsService, area and contract-type names from MasterService.
 */
@Injectable()
export class SavedSearchesService {
  readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly repository: SavedSearchesRepository,
    private readonly tags: TagsService,
    private readonly master: MasterService,
    @InjectConfig() config: AppConfig,
  ) {
    this.tokens = new UnsubscribeTokens(config.jwtSecret);
  }

  /**
   * store-saved-search: the member's saved search with these conditions, new (`created`) or the one stored
   * before — the same conditions are never stored twice (a second click, another tab: the first one).
   */
  async store(memberId: number, dto: SavedSearchConditionsDto, mailEnabled: boolean, now = new Date()): Promise<{ savedSearch: SavedSearchDto; created: boolean }> {
    const conditions = normalizeConditions(dto);
    const key = conditionsKey(conditions);
    const existing = await this.repository.findByKey(memberId, key);
    if (existing) return { savedSearch: toView(existing), created: false };

    const label = await this.labelOf(conditions);
    if ((await this.repository.countOf(memberId)) >= SAVED_SEARCH_LIMIT) throw new SavedSearchLimitReachedError();
    let id: number;
    try {
      id = await this.repository.insert({ memberId, conditions: serializeConditions(conditions), conditionsKey: key, label, mailEnabled }, now);
    } catch (error) {
      // Another request stored the same conditions between our check and our insert: answer that one.
      if (!isDuplicateKeyError(error)) throw error;
      const first = await this.repository.findByKey(memberId, key);
      if (!first) throw error;
      return { savedSearch: toView(first), created: false };
    }
    return { savedSearch: toView((await this.repository.findOwn(memberId, id))!), created: true };
  }

  /** get-saved-search-exist: the id of the member's saved search with these conditions, or null. */
  async existing(memberId: number, dto: SavedSearchConditionsDto): Promise<number | null> {
    return (await this.repository.findByKey(memberId, conditionsKey(normalizeConditions(dto))))?.id ?? null;
  }

  /** get-saved-search-list: newest first. */
  async list(memberId: number): Promise<SavedSearchDto[]> {
    return (await this.repository.listOf(memberId)).map(toView);
  }

  /** update-saved-search-mail: another member's id is "not found", like an unknown one. */
  async setMail(memberId: number, id: number, enabled: boolean): Promise<SavedSearchDto> {
    if (!(await this.repository.setMail(memberId, id, enabled))) throw new SavedSearchNotFoundError();
    return toView((await this.repository.findOwn(memberId, id))!);
  }

  /** delete-saved-search: the member's remaining saved searches. */
  async remove(memberId: number, id: number): Promise<SavedSearchDto[]> {
    if (!(await this.repository.remove(memberId, id))) throw new SavedSearchNotFoundError();
    return this.list(memberId);
  }

  /**
   * unsubscribe-saved-search-mail: the signed link of a digest mail, opened without logging in, turns the
   * mail off for that saved search (or, with the mail's "all" link, for all of the member's). Opening it
   * again, or after the search was deleted, answers the same: the mail is off.
   */
  async unsubscribe(token: string): Promise<{ scope: 'search' | 'member'; label: string | null }> {
    const target = this.tokens.verify(token);
    if (!target) throw new SavedSearchUnsubscribeInvalidError();
    if (target.kind === 'member') {
      await this.repository.turnMailOffForMember(target.id);
      return { scope: 'member', label: null };
    }
    await this.repository.turnMailOff(target.id);
    return { scope: 'search', label: (await this.repository.findById(target.id))?.label ?? null };
  }

  /** Withdrawal (delete-user): saved searches and their mail records go with the member's other personal data. */
  removeAllOf(memberId: number, manager: EntityManager): Promise<void> {
    return this.repository.removeAllOf(memberId, manager);
  }

  /** The label, after checking that every tag, area and contract type exists (else 400 with field errors). */
  private async labelOf(c: SavedSearchConditions): Promise<string> {
    const tagIds = [...(c.tag_id !== undefined ? [c.tag_id] : []), ...(c.tags ?? [])];
    const [tags, master] = await Promise.all([
      this.tags.tagsByIds(tagIds),
      this.master.lookup({ areaIds: c.areas ?? [], contractTypeIds: c.contract_types ?? [] }),
    ]);
    const tagNames = new Map(tags.map((t) => [t.id, t.term]));
    const errors: Record<string, string[]> = {};
    if (c.tag_id !== undefined && !tagNames.has(c.tag_id)) errors.tag_id = ['指定されたタグが見つかりませんでした'];
    if ((c.tags ?? []).some((id) => !tagNames.has(id))) errors.tags = ['存在しないタグが含まれています'];
    if ((c.areas ?? []).some((id) => !master.areas.has(id))) errors.areas = ['存在しない勤務地が含まれています'];
    if ((c.contract_types ?? []).some((id) => !master.contractTypes.has(id))) errors.contract_types = ['存在しない契約形態が含まれています'];
    if (Object.keys(errors).length) throw new SavedSearchConditionsInvalidError(errors);
    return buildSavedSearchLabel(c, {
      tags: tagNames,
      areas: new Map([...master.areas.values()].map((a) => [a.id, a.name])),
      contractTypes: new Map([...master.contractTypes.values()].map((t) => [t.id, t.name])),
    });
  }
}

export function toView(s: SavedSearchEntity): SavedSearchDto {
  const conditions = parseStoredConditions(s.conditions);
  return {
    id: s.id,
    label: s.label,
    conditions,
    search_path: searchPathOf(conditions),
    mail_enabled: !!s.mailEnabled,
    created_at: new Date(s.createdAt).toISOString(),
    last_digest_at: s.lastDigestAt ? new Date(s.lastDigestAt).toISOString() : null,
  };
}
