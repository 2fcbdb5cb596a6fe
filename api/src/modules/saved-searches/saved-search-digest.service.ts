import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { isDuplicateKeyError, runTransaction } from '../../database/transaction';
import { ItemsService } from '../items/items.service';
import { ItemSearchService } from '../items/search/item-search.service';
import { MailHandlerRegistry } from '../mail/mail-handler.registry';
import { MailService } from '../mail/mail.service';
import type { RenderedMail } from '../mail/mail.types';
import { MembersService } from '../members/members.service';
import { digestSince, jstDate } from './digest-schedule';
import { parseStoredConditions, searchPathOf } from './saved-search-conditions';
import { DIGEST_ITEMS_PER_SEARCH, renderDigestMail, type DigestSection } from './saved-searches.mail';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

/** What one run did, member by member. */
export interface DigestRunResult {
  /** The day in Japan the run mailed for. */
  digest_date: string;
  /** Members mailed by this run. */
  sent: number;
  /** Members with mail on but no new matching listing. */
  nothing_new: number;
  /** Members another run (earlier, or at the same moment) had mailed already. */
  already_sent: number;
  /** Members whose digest failed (logged; the next run tries them again). */
  failed: number;
}

type MemberOutcome = 'sent' | 'nothing_new' | 'already_sent';

/** The page a digest's unsubscribe links open (mfe-account), with the signed token. */
export const UNSUBSCRIBE_PATH = '/user/saved-search/unsubscribe';

/**
 * The daily new-listing mail of saved searches (issue 13). For each member with the mail on for at least
 * one saved search: the open listings published since the later of the search's creation and its last
 * digest (and at most DIGEST_WINDOW_MS ago) that match it, found by the search itself
 * (ItemSearchService.newlyPublished); a listing matching two searches is listed once. Nothing new → no
 * mail. At most one mail per member and day in Japan: the digest row, whose (member_id, digest_date) is
 * unique, the searches' new cut-off and the queued mail (the outbox) are one transaction, so a second run
 * — after a restart mid-run, or on another worker at the same time — mails nobody twice.
 */
@Injectable()
export class SavedSearchDigestService implements OnModuleInit {
  private readonly logger = new Logger(SavedSearchDigestService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SavedSearchesRepository,
    private readonly savedSearches: SavedSearchesService,
    private readonly search: ItemSearchService,
    private readonly items: ItemsService,
    private readonly members: MembersService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.register('mail.saved-search-digest', ({ digestId }) => this.renderDigest(digestId));
  }

  /** One run for the day of `now` in Japan (the scheduled job, the dev route and the tests call it). */
  async runDailyDigest(now = new Date()): Promise<DigestRunResult> {
    const digestDate = jstDate(now);
    const result: DigestRunResult = { digest_date: digestDate, sent: 0, nothing_new: 0, already_sent: 0, failed: 0 };
    for (const memberId of await this.repository.memberIdsDue(digestDate)) {
      try {
        result[await this.digestMember(memberId, digestDate, now)]++;
      } catch (error) {
        // One member's failure (a lost connection, a bad row) must not cost the others their mail.
        result.failed++;
        this.logger.error(`saved-search digest of member ${memberId} failed: ${(error as Error).message}`);
      }
    }
    if (result.sent || result.failed) this.logger.log(`saved-search digest ${digestDate}: ${JSON.stringify(result)}`);
    return result;
  }

  private async digestMember(memberId: number, digestDate: string, now: Date): Promise<MemberOutcome> {
    const searches = await this.repository.mailSearchesOf(memberId);
    const listed = new Set<number>();
    const sections: DigestSection[] = [];
    let itemCount = 0;
    for (const s of searches) {
      const conditions = parseStoredConditions(s.conditions);
      const { tag_id: tagId, ...query } = conditions;
      const since = digestSince(new Date(s.createdAt), s.lastDigestAt ? new Date(s.lastDigestAt) : null, now);
      const { ids, total } = await this.search.newlyPublished(query, tagId, since, DIGEST_ITEMS_PER_SEARCH);
      const fresh = ids.filter((id) => !listed.has(id));
      if (fresh.length === 0) continue;
      fresh.forEach((id) => listed.add(id));
      itemCount += fresh.length + Math.max(0, total - ids.length);
      sections.push({ savedSearchId: s.id, label: s.label, searchPath: searchPathOf(conditions), itemIds: fresh, total });
    }
    if (sections.length === 0) return 'nothing_new';
    try {
      await runTransaction(this.dataSource, async (manager) => {
        const digestId = await this.repository.insertDigest(manager, { memberId, digestDate, itemCount, sections: JSON.stringify(sections) }, now);
        await this.repository.markDigested(
          manager,
          searches.map((s) => s.id),
          now,
        );
        await this.mail.enqueue('mail.saved-search-digest', { digestId }, manager);
      });
    } catch (error) {
      // Another run recorded the member's digest for the day first: its mail is the one.
      if (isDuplicateKeyError(error)) return 'already_sent';
      throw error;
    }
    return 'sent';
  }

  /** The mail of a digest row; null (job skipped) when the row, the member or every listing is gone. */
  private async renderDigest(digestId: number): Promise<RenderedMail | null> {
    const digest = await this.repository.findDigest(digestId);
    if (!digest) return null;
    const member = await this.members.findAccountById(digest.memberId);
    if (!member) return null;
    const stored = JSON.parse(digest.sections) as DigestSection[];
    const cards = new Map((await this.items.shortlistCards(stored.flatMap((s) => s.itemIds))).map((c) => [c.id, c]));
    const appUrl = this.config.appUrl;
    const sections = stored
      .map((section) => ({
        section,
        cards: section.itemIds.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : [])),
        unsubscribeUrl: `${appUrl}${UNSUBSCRIBE_PATH}?token=${this.savedSearches.tokens.forSearch(section.savedSearchId)}`,
      }))
      .filter((s) => s.cards.length > 0);
    if (sections.length === 0) return null;
    return renderDigestMail(
      {
        to: member.email,
        name: `${member.lastName} ${member.firstName}`.trim() || 'エンジニアルート会員',
        itemCount: digest.itemCount,
        sections,
        unsubscribeAllUrl: `${appUrl}${UNSUBSCRIBE_PATH}?token=${this.savedSearches.tokens.forMember(digest.memberId)}`,
      },
      appUrl,
    );
  }
}
