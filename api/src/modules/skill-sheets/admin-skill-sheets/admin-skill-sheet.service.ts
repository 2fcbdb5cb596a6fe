import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import { runTransaction } from '../../../database/transaction';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { AdminMemberNotFoundError } from '../../members/admin-members/admin-member.errors';
import { MEMBER_RESOURCE } from '../../members/admin-members/admin-member.service';
import { MembersService } from '../../members/members.service';
import type { SkillSheetEntity } from '../entities/skill-sheet.entity';
import { MAX_SKILL_SHEETS_PER_MEMBER } from '../skill-sheets.errors';
import { type SkillSheetFile, SkillSheetsService, type UploadedSheet } from '../skill-sheets.service';
import type { AdminSkillSheetDto, AdminSkillSheetListDto } from './dto/admin-skill-sheet.dto';

/**
 * Staff files on members (SPEC §7 user/admin-upload, admin-delete, admin-download, admin-bulk-download, issue 16):
 * the member's own upload path (content checks, limits, storage, zip) with the staff member recorded. Each of
 * them is a row of the member's audit history (resource `member`, the member's id, field `skill_sheet`: the
 * file's name): uploads `create`, deletes `delete`, and — personal data leaving the system — every download
 * `download`, written before the first byte is sent.
 */
@Injectable()
export class AdminSkillSheetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly skillSheets: SkillSheetsService,
    private readonly members: MembersService,
    private readonly audit: AuditLogService,
  ) {}

  async list(memberId: number): Promise<AdminSkillSheetListDto> {
    await this.memberExists(memberId);
    return { sheets: (await this.skillSheets.list(memberId)).map(toAdminDto), max_count: MAX_SKILL_SHEETS_PER_MEMBER };
  }

  async upload(actor: AuditActor, memberId: number, file: UploadedSheet): Promise<AdminSkillSheetDto> {
    await this.memberExists(memberId);
    const sheet = await this.skillSheets.upload(memberId, file, {
      staff: { id: actor.id, name: actor.name },
      within: (manager, stored) => this.record(manager, actor, 'create', memberId, null, sheetField(stored)),
    });
    return toAdminDto(sheet);
  }

  async delete(actor: AuditActor, memberId: number, id: number): Promise<void> {
    await this.memberExists(memberId);
    await this.skillSheets.delete(memberId, id, (manager, sheet) => this.record(manager, actor, 'delete', memberId, sheetField(sheet), null));
  }

  /** One file by its stored name; the download is logged before it is opened for sending. */
  async download(actor: AuditActor, storedName: string): Promise<SkillSheetFile> {
    const file = await this.skillSheets.openStored(storedName);
    try {
      await runTransaction(this.dataSource, (manager) => this.record(manager, actor, 'download', file.sheet.memberId, null, sheetField(file.sheet)));
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return file;
  }

  /** The member's sheets as skillsheet.zip, streamed; the names it holds are logged before it starts. */
  async bundle(actor: AuditActor, memberId: number): Promise<Readable> {
    await this.memberExists(memberId);
    return this.skillSheets.bundle(memberId, (sheets) =>
      runTransaction(this.dataSource, (manager) =>
        this.record(manager, actor, 'download', memberId, null, { skill_sheet: sheets.map((s) => s.originalName) }),
      ),
    );
  }

  private async memberExists(memberId: number): Promise<void> {
    // Withdrawn members are gone for staff too (member/detail answers the same 404).
    if (!(await this.members.findAccountById(memberId))) throw new AdminMemberNotFoundError();
  }

  private record(
    manager: EntityManager,
    actor: AuditActor,
    action: 'create' | 'delete' | 'download',
    memberId: number,
    before: object | null,
    after: object | null,
  ): Promise<void> {
    return this.audit.record(manager, actor, { action, resource: MEMBER_RESOURCE, recordId: memberId, before, after });
  }
}

/** The audit log's field of a sheet: its name as staff and the member see it. */
const sheetField = (sheet: SkillSheetEntity) => ({ skill_sheet: sheet.originalName });

export function toAdminDto(sheet: SkillSheetEntity): AdminSkillSheetDto {
  return {
    id: sheet.id,
    original_name: sheet.originalName,
    size: sheet.size,
    mime_type: sheet.mimeType,
    uploaded_at: sheet.createdAt.toISOString(),
    file_name: sheet.storedName,
    uploaded_by: sheet.uploadedByStaffId === null ? 'member' : 'staff',
    uploaded_by_staff_name: sheet.uploadedByStaffName,
  };
}
