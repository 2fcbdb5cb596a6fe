import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { isDuplicateKeyError, runTransaction } from '../../database/transaction';
import { staffRecipient } from '../mail/staff-recipient';
import type { ItemCardDto } from '../items/dto/item-card.dto';
import { ItemsService } from '../items/items.service';
import { MailHandlerRegistry } from '../mail/mail-handler.registry';
import { MailService } from '../mail/mail.service';
import { MembersService } from '../members/members.service';
import { SkillSheetsService } from '../skill-sheets/skill-sheets.service';
import { EntriesRepository } from './entries.repository';
import { renderEntryReceivedMail, renderEntryStaffNoticeMail, renderEntryStatusChangedMail, type EntryMailData } from './entries.mail';
import {
  EntryFieldsInvalidError,
  EntryItemEndedError,
  EntryItemNotFoundError,
  EntryNotFoundError,
  EntryNotWithdrawableError,
} from './entries.errors';
import { CHANGED_BY_MEMBER, type EntryStatusHistoryEntity } from './entities/entry-status-history.entity';
import { ENTRY_STATUS_LABELS, ENTRY_VALIDITY_LABELS, EntryStatus, type EntryEntity } from './entities/entry.entity';
import type { EnteredItemDetailDto, EnteredItemDto, EntryRequestDto, EntryStatusHistoryDto } from './dto/entries.dto';

/**
 * Entries (issue 13): a member applies to an open listing once (the unique key settles double clicks and
 * two tabs), follows the status on /user/entry and may withdraw while it is still エントリー済み; staff move the
 * status in the back office (admin-entries/). Listings, members and skill sheets are read through their modules.
 */
@Injectable()
export class EntriesService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: EntriesRepository,
    private readonly items: ItemsService,
    private readonly members: MembersService,
    private readonly skillSheets: SkillSheetsService,
    private readonly mail: MailService,
    private readonly registry: MailHandlerRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Staff always hear of an entry, at the address of every staff notice.
    const staffTo = staffRecipient(this.config);
    const appUrl = this.config.appUrl;
    this.registry.register('mail.entry-received', async ({ entryId }) => {
      const data = await this.mailData(entryId);
      return data && renderEntryReceivedMail(data, appUrl);
    });
    this.registry.register('mail.entry-staff-notice', async ({ entryId }) => {
      const data = await this.mailData(entryId);
      return data && renderEntryStaffNoticeMail(data, staffTo, appUrl);
    });
    this.registry.register('mail.entry-status-changed', async ({ entryId, status }) => {
      const data = await this.mailData(entryId);
      const label = ENTRY_STATUS_LABELS[status as EntryStatus];
      return data && label ? renderEntryStatusChangedMail(data, { code: status, label }, appUrl) : null;
    });
  }

  /**
   * entry: the member's current entry for the listing, new (`created`) or the one stored before — a second
   * post (double click, another tab, a retry) answers the first entry and stores and mails nothing.
   */
  async enter(memberId: number, dto: EntryRequestDto, now = new Date()): Promise<{ entry: EnteredItemDetailDto; created: boolean }> {
    const existing = await this.repository.findCurrent(memberId, dto.item_id);
    if (existing) return { entry: await this.detail(memberId, existing), created: false };

    await this.assertOpen(dto.item_id, now);
    const skillSheetId = dto.skill_sheet_id ?? null;
    if (skillSheetId !== null) {
      const [sheet] = await this.skillSheets.sheetsOf(memberId, [skillSheetId]);
      if (!sheet || sheet.deleted) throw new EntryFieldsInvalidError({ skill_sheet_id: ['スキルシートを選択肢から選んでください'] });
    }

    let id: number;
    try {
      id = await runTransaction(this.dataSource, async (manager) => {
        const entryId = await this.repository.create(
          manager,
          { memberId, itemId: dto.item_id, skillSheetId, message: dto.message ?? null, desiredStartDate: dto.desired_start_date ?? null },
          now,
        );
        // The mails are stored with the entry (outbox): both or neither, and never twice.
        const received = await this.mail.enqueue('mail.entry-received', { entryId }, manager);
        await this.mail.enqueue('mail.entry-staff-notice', { entryId }, manager);
        // The back office lists the mails the member got about the entry from its history rows.
        await this.repository.noteFirstMail(manager, entryId, received.id);
        return entryId;
      });
    } catch (error) {
      // Another request stored the entry between our check and our insert: answer that one.
      if (!isDuplicateKeyError(error)) throw error;
      const first = await this.repository.findCurrent(memberId, dto.item_id);
      if (!first) throw error;
      return { entry: await this.detail(memberId, first), created: false };
    }
    const entry = await this.repository.findOwn(memberId, id);
    return { entry: await this.detail(memberId, entry!), created: true };
  }

  /** is-enterd: whether the member has a current entry (valid, not withdrawn) for the listing. */
  async currentEntryId(memberId: number, itemId: number): Promise<number | null> {
    return (await this.repository.findCurrent(memberId, itemId))?.id ?? null;
  }

  /** item/get-enterd-item-list: the member's entries, newest first, with their listing cards and status histories. */
  async list(memberId: number): Promise<EnteredItemDetailDto[]> {
    const entries = await this.repository.listOf(memberId);
    const [views, histories] = await Promise.all([this.views(memberId, entries), this.repository.historiesOf(entries.map((e) => e.id))]);
    return views.map((view) => ({ ...view, history: histories.filter((h) => h.entryId === view.id).map(toHistory) }));
  }

  /** The entered count (SPEC §7): the rows of the application history. */
  count(memberId: number): Promise<number> {
    return this.repository.countOf(memberId);
  }

  /** get-enterd-item: one of the member's own entries with its history; another member's is "not found". */
  async findOwn(memberId: number, id: number): Promise<EnteredItemDetailDto> {
    const entry = await this.repository.findOwn(memberId, id);
    if (!entry) throw new EntryNotFoundError();
    return this.detail(memberId, entry);
  }

  /** withdraw-entry: 辞退, only while the entry is still エントリー済み (staff have not started on it). */
  async withdraw(memberId: number, id: number, now = new Date()): Promise<EnteredItemDetailDto> {
    const entry = await this.repository.findOwn(memberId, id);
    if (!entry) throw new EntryNotFoundError();
    const moved = await runTransaction(this.dataSource, (manager) =>
      this.repository.moveStatus(manager, entry, [EntryStatus.Applied], EntryStatus.Withdrawn, CHANGED_BY_MEMBER, now, memberId),
    );
    if (!moved) throw new EntryNotWithdrawableError();
    return this.findOwn(memberId, id);
  }

  /** Open listings only (items/open-listing.ts); ended → its own error; unknown, deleted or not public yet → not found. */
  private async assertOpen(itemId: number, now: Date): Promise<void> {
    const state = await this.items.listingState(itemId, now);
    if (state === 'ended') throw new EntryItemEndedError();
    if (state === 'unknown') throw new EntryItemNotFoundError();
  }

  private async detail(memberId: number, entry: EntryEntity): Promise<EnteredItemDetailDto> {
    const [[view], history] = await Promise.all([this.views(memberId, [entry]), this.repository.historyOf(entry.id)]);
    return {
      ...view,
      history: history.map(toHistory),
    };
  }

  private async views(memberId: number, entries: EntryEntity[]): Promise<EnteredItemDto[]> {
    if (entries.length === 0) return [];
    const [cards, sheets] = await Promise.all([
      this.items.shortlistCards(entries.map((e) => e.itemId)),
      this.skillSheets.sheetsOf(
        memberId,
        entries.flatMap((e) => (e.skillSheetId === null ? [] : [e.skillSheetId])),
      ),
    ]);
    const cardById = new Map<number, ItemCardDto>(cards.map((c) => [c.id, c]));
    const sheetById = new Map(sheets.map((s) => [s.id, s]));
    return entries.map((e) => {
      const sheet = e.skillSheetId === null ? undefined : sheetById.get(e.skillSheetId);
      return {
        id: e.id,
        item_id: e.itemId,
        item: cardById.get(e.itemId) ?? null,
        entered_at: e.createdAt.toISOString(),
        status: e.status,
        status_label: ENTRY_STATUS_LABELS[e.status] ?? e.status,
        validity: e.validity,
        validity_label: ENTRY_VALIDITY_LABELS[e.validity] ?? String(e.validity),
        can_withdraw: e.status === EntryStatus.Applied,
        skill_sheet: sheet ? { id: sheet.id, name: sheet.name, deleted: sheet.deleted } : null,
        message: e.message,
        desired_start_date: e.desiredStartDate,
      };
    });
  }

  /** What the two mails need; null when the entry, its member or its listing is gone (the job is skipped). */
  private async mailData(entryId: number): Promise<EntryMailData | null> {
    const entry = await this.repository.findById(entryId);
    if (!entry) return null;
    const [member, [card], sheets] = await Promise.all([
      this.members.findProfile(entry.memberId),
      this.items.findCards([entry.itemId], 0),
      this.skillSheets.sheetsOf(entry.memberId, entry.skillSheetId === null ? [] : [entry.skillSheetId]),
    ]);
    if (!member || !card) return null;
    return {
      entryId: entry.id,
      itemId: entry.itemId,
      itemName: card.item.name,
      enteredAt: entry.createdAt,
      message: entry.message,
      desiredStartDate: entry.desiredStartDate,
      skillSheetName: sheets[0]?.name ?? null,
      member: {
        id: member.id,
        email: member.email,
        lastName: member.lastName,
        firstName: member.firstName,
        lastNameKana: member.lastNameKana || null,
        firstNameKana: member.firstNameKana || null,
        tel: member.tel,
      },
    };
  }
}

/** A status change as the member sees it: who (themself or staff — never which staff member) and when. */
function toHistory(h: EntryStatusHistoryEntity): EntryStatusHistoryDto {
  return {
    status: h.status,
    status_label: ENTRY_STATUS_LABELS[h.status] ?? h.status,
    changed_by: h.changedBy === CHANGED_BY_MEMBER ? 'member' : 'staff',
    changed_at: h.changedAt.toISOString(),
  };
}
