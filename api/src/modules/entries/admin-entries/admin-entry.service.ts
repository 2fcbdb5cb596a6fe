import { ageOn, parseBirthDate } from '@er/site-meta/birth-date';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countInfo, type CountInfoResponseDto, pageOf } from '../../../common/admin-resource';
import { isDuplicateKeyError, runTransaction } from '../../../database/transaction';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { ItemsService } from '../../items/items.service';
import { hasPublicPage } from '../../items/open-listing';
import { MailService } from '../../mail/mail.service';
import { type MemberProfile, MembersService } from '../../members/members.service';
import { SkillSheetsService } from '../../skill-sheets/skill-sheets.service';
import { ENTRY_SUBJECTS } from '../entries.mail';
import { activeSlot } from '../entries.repository';
import { CHANGED_BY_MEMBER, type EntryStatusHistoryEntity } from '../entities/entry-status-history.entity';
import { ENTRY_STATUS_LABELS, ENTRY_STATUSES, ENTRY_VALIDITY_LABELS, EntryStatus, type EntryEntity, EntryValidity } from '../entities/entry.entity';
import {
  AdminEntryInvalidError,
  AdminEntryMemberGoneError,
  AdminEntryNotFoundError,
  AdminEntrySlotTakenError,
  AdminEntryStatusMoveRefusedError,
  AdminEntryWithdrawnError,
} from './admin-entry.errors';
import { type AdminEntryListRow, AdminEntryRepository } from './admin-entry.repository';
import type {
  AdminEntryDetailDto,
  AdminEntryHistoryDto,
  AdminEntryMailDto,
  AdminEntryRowDto,
  AdminEntrySearchQueryDto,
  AdminEntrySearchResponseDto,
  AdminEntryTab,
  AdminEntryUserDto,
} from './dto/admin-entry.dto';
import { ENTRY_TAB_INVALID } from './dto/admin-entry.dto';
import { staffStatusMoves, type StaffEntryStatus } from './status-moves';

/** The audit log's resource of entries: the SPEC §7 path `entry/*`. */
export const ENTRY_RESOURCE = 'entry';

const TAB_LABELS: Record<AdminEntryTab, string> = {
  ...Object.fromEntries(ENTRY_STATUSES.map((s) => [s, ENTRY_STATUS_LABELS[s]])),
  [ENTRY_TAB_INVALID]: '無効',
} as Record<AdminEntryTab, string>;

/**
 * Entries in the back office (SPEC §7 `entry/*`): the list, its tabs, a record with its listing, member, skill
 * sheet, status history and the mails the member got, and the staff writes — status moves (the member is
 * mailed), validity, delete — each with its audit row in one transaction.
 */
@Injectable()
export class AdminEntryService {
  constructor(
    private readonly repository: AdminEntryRepository,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
    private readonly items: ItemsService,
    private readonly members: MembersService,
    private readonly skillSheets: SkillSheetsService,
  ) {}

  async search(query: AdminEntrySearchQueryDto): Promise<AdminEntrySearchResponseDto> {
    const [rows, total] = await this.repository.search(query);
    return pageOf(rows.map(toRow), total, query);
  }

  async countInfo(query: AdminEntrySearchQueryDto): Promise<CountInfoResponseDto> {
    return countInfo(TAB_LABELS, await this.repository.countByTab(query));
  }

  async detail(id: number, now = new Date()): Promise<AdminEntryDetailDto> {
    const row = await this.repository.findRow(id);
    if (!row) throw new AdminEntryNotFoundError();
    const { entry } = row;
    const [[card], member, sheets, history] = await Promise.all([
      this.items.findCards([entry.itemId], 0),
      this.members.findProfile(entry.memberId),
      this.skillSheets.sheetsOf(entry.memberId, entry.skillSheetId === null ? [] : [entry.skillSheetId]),
      this.repository.historyOf(entry.id),
    ]);
    const sheet = sheets[0];
    return {
      ...toRow(row),
      message: entry.message,
      desired_start_date: entry.desiredStartDate,
      item: card
        ? { id: card.item.id, name: card.item.name, rate_detail: card.item.rateDetail, public_path: hasPublicPage(card.item, now) ? `/item/detail/${card.item.id}` : null }
        : null,
      member: member ? contactOf(member) : null,
      skill_sheet: sheet ? { id: sheet.id, name: sheet.name, deleted: sheet.deleted } : null,
      history: history.map(toHistory),
      mails: history.flatMap((h) => mailOf(h, member?.email ?? null)),
      status_choices: staffStatusMoves(entry).map((value) => ({ value, label: ENTRY_STATUS_LABELS[value] })),
    };
  }

  /** entry/entry-user/{id}: the member behind the entry (a withdrawn member is not found). */
  async entryUser(id: number): Promise<AdminEntryUserDto> {
    const row = await this.repository.findRow(id);
    if (!row) throw new AdminEntryNotFoundError();
    const member = await this.members.findProfile(row.entry.memberId);
    if (!member) throw new AdminEntryMemberGoneError();
    const birth = member.birthDate ? parseBirthDate(member.birthDate) : null;
    return {
      ...contactOf(member),
      birth_date: member.birthDate,
      age: birth ? ageOn(birth) : null,
      station: member.station,
      desired_rate: member.desiredRate,
      registered_at: member.createdAt.toISOString(),
    };
  }

  /**
   * Moves the status (status-moves.ts) under the entry's row lock: the entry, its history row (the staff
   * member's id and name, the mail's id), the mail to the member (outbox) and the audit row commit together.
   * The same status again writes and mails nothing.
   */
  async updateStatus(actor: AuditActor, id: number, to: StaffEntryStatus, now = new Date()): Promise<AdminEntryDetailDto> {
    await runTransaction(this.dataSource, async (manager) => {
      const [entry] = await this.repository.lock(manager, [id]);
      if (!entry) throw new AdminEntryNotFoundError();
      if (entry.status === to) return;
      if (entry.status === EntryStatus.Withdrawn) throw new AdminEntryWithdrawnError();
      if (entry.validity !== EntryValidity.Valid) throw new AdminEntryInvalidError();
      if (!staffStatusMoves(entry).includes(to)) throw new AdminEntryStatusMoveRefusedError();
      // The member may withdraw at the same moment; the conditional UPDATE keeps whichever came first.
      if (!(await this.repository.setStatus(manager, id, entry.status, to, now))) throw new AdminEntryWithdrawnError();
      const mail = await this.mail.enqueue('mail.entry-status-changed', { entryId: id, status: to }, manager);
      await this.repository.addHistory(manager, { entryId: id, status: to, changedBy: String(actor.id), changedAt: now, staffName: actor.name, mailJobId: mail.id });
      await this.audit.record(manager, actor, { action: 'update', resource: ENTRY_RESOURCE, recordId: id, before: { status: entry.status }, after: { status: to } });
    });
    return this.detail(id, now);
  }

  /**
   * Marks the entry valid or invalid. Invalid frees the member's slot for the listing (they may apply again);
   * valid takes it back only while no other current entry holds it — else 409 ADMIN_ENTRY_SLOT_TAKEN (the
   * unique key decides a race the same way).
   */
  async updateValidity(actor: AuditActor, id: number, validity: EntryValidity, now = new Date()): Promise<AdminEntryDetailDto> {
    try {
      await runTransaction(this.dataSource, async (manager) => {
        const [entry] = await this.repository.lock(manager, [id]);
        if (!entry) throw new AdminEntryNotFoundError();
        if (entry.validity === validity) return;
        const active = activeSlot(validity, entry.status);
        if (active === 1 && (await this.repository.slotTaken(manager, entry))) throw new AdminEntrySlotTakenError();
        await this.repository.setValidity(manager, id, validity, active, now);
        await this.audit.record(manager, actor, { action: 'update', resource: ENTRY_RESOURCE, recordId: id, before: { validity: entry.validity }, after: { validity } });
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new AdminEntrySlotTakenError();
      throw error;
    }
    return this.detail(id, now);
  }

  /**
   * Soft delete: the entry leaves the lists and the member's history and frees its slot; the row, its status
   * history and the audit row keep what happened. The ids deleted (none when it already was).
   */
  async delete(actor: AuditActor, id: number, now = new Date()): Promise<number[]> {
    return runTransaction(this.dataSource, async (manager) => {
      const [entry] = await this.repository.lock(manager, [id]);
      if (!entry) throw new AdminEntryNotFoundError();
      await this.repository.softDelete(manager, id, now);
      await this.audit.record(manager, actor, { action: 'delete', resource: ENTRY_RESOURCE, recordId: id, before: snapshot(entry), after: { ...snapshot(entry), deleted_at: now } });
      return [id];
    });
  }
}

const contactOf = (member: MemberProfile) => ({
  id: member.id,
  name: [member.lastName, member.firstName].filter(Boolean).join(' '),
  name_kana: [member.lastNameKana, member.firstNameKana].filter(Boolean).join(' '),
  email: member.email,
  tel: member.tel,
});

const snapshot = (entry: EntryEntity) => ({ member_id: entry.memberId, item_id: entry.itemId, status: entry.status, validity: entry.validity, deleted_at: null as Date | null });

export function toRow({ entry, memberName, memberEmail, itemName }: AdminEntryListRow): AdminEntryRowDto {
  return {
    id: entry.id,
    member_id: entry.memberId,
    member_name: memberName,
    member_email: memberEmail,
    item_id: entry.itemId,
    item_name: itemName,
    status: entry.status,
    status_label: ENTRY_STATUS_LABELS[entry.status] ?? entry.status,
    validity: entry.validity,
    validity_label: ENTRY_VALIDITY_LABELS[entry.validity] ?? String(entry.validity),
    entered_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
  };
}

function toHistory(h: EntryStatusHistoryEntity): AdminEntryHistoryDto {
  const byMember = h.changedBy === CHANGED_BY_MEMBER;
  return {
    status: h.status,
    status_label: ENTRY_STATUS_LABELS[h.status] ?? h.status,
    changed_by: byMember ? 'member' : 'staff',
    staff_id: byMember ? null : Number(h.changedBy),
    staff_name: byMember ? null : h.staffName,
    changed_at: h.changedAt.toISOString(),
  };
}

/** The member's mail a history row queued: the confirmation with the entry, a status mail with each staff move. */
function mailOf(h: EntryStatusHistoryEntity, to: string | null): AdminEntryMailDto[] {
  if (!h.mailJobId) return [];
  const received = h.changedBy === CHANGED_BY_MEMBER && h.status === EntryStatus.Applied;
  return [
    {
      job_id: h.mailJobId,
      kind: received ? 'entry-received' : 'entry-status-changed',
      subject: received ? ENTRY_SUBJECTS.received : ENTRY_SUBJECTS.statusChanged(ENTRY_STATUS_LABELS[h.status] ?? h.status),
      to,
      queued_at: h.changedAt.toISOString(),
    },
  ];
}
