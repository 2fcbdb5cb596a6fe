import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import { ZipFile } from 'yazl';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { runTransaction } from '../../database/transaction';
import type { SkillSheetEntity } from './entities/skill-sheet.entity';
import { displayName, extensionOf, inspectSkillSheet, SKILL_SHEET_TYPES, type SkillSheetKind, type SkillSheetRefusal } from './skill-sheet-file';
import { buildSkillSheetTemplate } from './skill-sheet-template';
import {
  MAX_SKILL_SHEETS_PER_MEMBER,
  SKILL_SHEET_TYPE_MESSAGE,
  SkillSheetErrorCode,
  SkillSheetFileError,
  SkillSheetLimitReachedError,
  SkillSheetNotFoundError,
} from './skill-sheets.errors';
import { SkillSheetsRepository } from './skill-sheets.repository';

/** What the browser sent: the bytes (multer keeps them in memory, ≤ 10 MB) and its file name. */
export interface UploadedSheet {
  buffer: Buffer;
  originalName: string;
}

/** Who among the staff stores a sheet for the member (user/admin-upload), and what to write with it (the audit row). */
export interface StaffUpload {
  staff: { id: number; name: string };
  /** Called in the insert's transaction: a failure there undoes the upload. */
  within: (manager: EntityManager, sheet: SkillSheetEntity) => Promise<void>;
}

export interface SkillSheetFile {
  sheet: SkillSheetEntity;
  stream: ReadStream;
  size: number;
}

const REFUSAL_MESSAGES: Record<SkillSheetRefusal, string> = {
  empty: '空のファイルはアップロードできません',
  type: SKILL_SHEET_TYPE_MESSAGE,
  archive: 'ファイルの内容を確認できませんでした。Excel・Word・PDF のファイルを保存し直してから選択してください',
  extension: 'ファイルの内容と拡張子が一致しません。Excel・Word・PDF のファイルを選択してください',
};

/** What a file named as one kind but holding none says: what it claims to be, and how to make it one. */
function disguisedMessage(claimed: SkillSheetKind): string {
  const app = claimed === 'pdf' ? 'PDF' : claimed.startsWith('xls') ? 'Excel' : 'Word';
  const saved = claimed === 'pdf' ? 'PDFとして保存（書き出し）し直した' : `${app}で保存し直した`;
  return `ファイルの名前は .${SKILL_SHEET_TYPES[claimed].extension} ですが、中身が${app}のファイルではありません。${saved}ファイルを選択してください`;
}

/** Temporary names while an upload is being stored: never a stored name (those are `<uuid>.<ext>`). */
const TEMP_PREFIX = '.upload-';

/**
 * Skill sheets (SPEC §7 "Skill sheets", issue 13): a member's uploaded files under UPLOAD_DIR (random names,
 * outside every served folder) with their rows in skill_sheets. Callers pass the logged-in member's id.
 */
@Injectable()
export class SkillSheetsService implements OnModuleInit {
  private readonly logger = new Logger(SkillSheetsService.name);
  private templateBuild?: Promise<Buffer>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: SkillSheetsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // The uploads must never be reachable as static files: refuse to start with UPLOAD_DIR inside STATIC_ROOT's
    // served builds (mfe-*/dist), the only folders the site serves.
    const relative = path.relative(this.config.staticRoot, this.config.uploadDir);
    if (!relative.startsWith('..') && !path.isAbsolute(relative) && /^mfe-[^/\\]+[/\\]dist([/\\]|$)/.test(relative)) {
      throw new Error(`UPLOAD_DIR (${this.config.uploadDir}) must not be inside a served folder`);
    }
  }

  private filePath(storedName: string): string {
    // Stored names are ours (random, no separators); basename keeps a bad row from leaving the folder.
    return path.join(this.config.uploadDir, path.basename(storedName));
  }

  list(memberId: number): Promise<SkillSheetEntity[]> {
    return this.repository.listOf(memberId);
  }

  /**
   * Checks the file by its content and stores it: the bytes go to a temporary name first, the row is inserted
   * and the file renamed to its final name inside one transaction, so a failure at any step leaves neither a
   * row without its file nor a file without its row.
   */
  async upload(memberId: number, file: UploadedSheet, byStaff?: StaffUpload): Promise<SkillSheetEntity> {
    const verdict = inspectSkillSheet(file.buffer, file.originalName);
    if (!verdict.ok) {
      const code = verdict.reason === 'empty' ? SkillSheetErrorCode.SKILL_SHEET_FILE_REQUIRED : SkillSheetErrorCode.SKILL_SHEET_FILE_TYPE;
      throw new SkillSheetFileError(code, verdict.reason === 'disguised' ? disguisedMessage(verdict.claimed) : REFUSAL_MESSAGES[verdict.reason]);
    }
    // Checked before writing anything, and again just before the insert: that narrows, but does not close,
    // the window in which two uploads at once can both pass at 19 sheets (no row is locked).
    if ((await this.repository.countOf(memberId)) >= MAX_SKILL_SHEETS_PER_MEMBER) throw new SkillSheetLimitReachedError();

    const { extension, mimeType } = SKILL_SHEET_TYPES[verdict.kind];
    const storedName = `${randomUUID()}.${extension}`;
    const finalPath = this.filePath(storedName);
    const tempPath = this.filePath(`${TEMP_PREFIX}${randomUUID()}`);
    await mkdir(this.config.uploadDir, { recursive: true });
    await writeFile(tempPath, file.buffer, { flag: 'wx', mode: 0o600 });
    let renamed = false;
    try {
      return await runTransaction(this.dataSource, async (manager) => {
        if ((await this.repository.countOf(memberId, manager)) >= MAX_SKILL_SHEETS_PER_MEMBER) throw new SkillSheetLimitReachedError();
        const sheet = await this.repository.insert(
          {
            memberId,
            originalName: displayName(file.originalName, verdict.kind),
            storedName,
            mimeType,
            size: file.buffer.length,
            uploadedByStaffId: byStaff?.staff.id ?? null,
            uploadedByStaffName: byStaff?.staff.name ?? null,
          },
          manager,
        );
        await byStaff?.within(manager, sheet);
        if (!renamed) {
          await rename(tempPath, finalPath);
          renamed = true;
        }
        return sheet;
      });
    } catch (error) {
      await rm(renamed ? finalPath : tempPath, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  /** One of the member's sheets to stream; 404 for anything else (see the controller). */
  async open(memberId: number, id: number): Promise<SkillSheetFile> {
    const sheet = await this.repository.findOwn(memberId, id);
    if (!sheet) throw new SkillSheetNotFoundError();
    const size = await this.sizeOnDisk(sheet);
    if (size === undefined) throw new SkillSheetNotFoundError();
    return { sheet, stream: createReadStream(this.filePath(sheet.storedName)), size };
  }

  /**
   * A sheet by its stored file name (staff: user/admin-download), whoever's it is; 404 for an unknown name, a
   * deleted sheet or a missing file. `within` runs before the file is opened (the download's audit row).
   */
  async openStored(storedName: string): Promise<SkillSheetFile> {
    const sheet = await this.repository.findByStoredName(storedName);
    if (!sheet) throw new SkillSheetNotFoundError();
    const size = await this.sizeOnDisk(sheet);
    if (size === undefined) throw new SkillSheetNotFoundError();
    return { sheet, stream: createReadStream(this.filePath(sheet.storedName)), size };
  }

  private async sizeOnDisk(sheet: SkillSheetEntity): Promise<number | undefined> {
    try {
      return (await stat(this.filePath(sheet.storedName))).size;
    } catch {
      this.logger.warn(`skill sheet ${sheet.id}: file ${sheet.storedName} is missing`);
      return undefined;
    }
  }

  /**
   * Soft-deletes the row (kept for the entries that name it) and removes the file once that is committed.
   * `within` runs in the same transaction (staff: the audit row).
   */
  async delete(memberId: number, id: number, within?: (manager: EntityManager, sheet: SkillSheetEntity) => Promise<void>): Promise<void> {
    const sheet = await this.repository.findOwn(memberId, id);
    if (!sheet) throw new SkillSheetNotFoundError();
    await runTransaction(this.dataSource, async (manager) => {
      if (!(await this.repository.softDeleteOwn(memberId, id, manager))) throw new SkillSheetNotFoundError();
      await within?.(manager, sheet);
    });
    await rm(this.filePath(sheet.storedName), { force: true }).catch((error: Error) =>
      this.logger.warn(`could not delete skill sheet file ${sheet.storedName}: ${error.message}`),
    );
  }

  /**
   * The member's sheets as one zip (SPEC §9: skillsheet.zip), produced while it is sent: yazl reads each file
   * when its turn comes, so neither the files nor the archive are held in memory. Entries are named by the
   * original names, a repeated name numbered like a desktop does (「職務経歴書 (2).xlsx」).
   */
  async bundle(memberId: number, beforeSending?: (sheets: SkillSheetEntity[]) => Promise<void>): Promise<Readable> {
    const sheets = (await this.repository.listOf(memberId)).reverse(); // oldest first: the first upload keeps the plain name
    const present: SkillSheetEntity[] = [];
    for (const sheet of sheets) if ((await this.sizeOnDisk(sheet)) !== undefined) present.push(sheet);
    if (!present.length) throw new SkillSheetNotFoundError('ダウンロードできるスキルシートがありません');
    await beforeSending?.(present);
    const zip = new ZipFile();
    const output = zip.outputStream as Readable; // a PassThrough
    const names = uniqueNames(present.map((s) => s.originalName));
    present.forEach((sheet, i) => zip.addFile(this.filePath(sheet.storedName), names[i], { mtime: sheet.createdAt }));
    zip.on('error', (error: Error) => {
      // A file removed between the check and its turn: the archive is cut short, the client sees a broken download.
      this.logger.error(`skill sheet zip of member ${memberId}: ${error.message}`);
      output.destroy(error);
    });
    zip.end();
    return output;
  }

  /** The template workbook, built once per process (a failure is not kept: the next request tries again). */
  template(): Promise<Buffer> {
    this.templateBuild ??= buildSkillSheetTemplate().catch((error: unknown) => {
      this.templateBuild = undefined;
      throw error;
    });
    return this.templateBuild;
  }

  /**
   * The member's own sheets among `ids` (for entries: whether a chosen sheet is the member's, and the names
   * on the application history). Another member's sheet is simply not returned; `deleted` marks one the
   * member has deleted since.
   */
  async sheetsOf(memberId: number, ids: number[]): Promise<{ id: number; name: string; deleted: boolean }[]> {
    const rows = await this.repository.findOfMember(memberId, [...new Set(ids)]);
    return rows.map((r) => ({ id: r.id, name: r.originalName, deleted: r.deletedAt !== null }));
  }

  /**
   * Removes the member's sheets: the rows in the caller's transaction, and returns a function that deletes
   * the files, to be called once that transaction committed (a rolled-back withdrawal keeps its files).
   */
  async removeAllOf(memberId: number, manager: EntityManager): Promise<() => Promise<void>> {
    const names = await this.repository.storedNamesOf(memberId, manager);
    await this.repository.deleteAllOf(memberId, manager);
    return async () => {
      for (const name of names) {
        await rm(this.filePath(name), { force: true }).catch((error: Error) =>
          this.logger.warn(`could not delete skill sheet file ${name}: ${error.message}`),
        );
      }
    };
  }
}

/** Names made unique (case-insensitively, as Windows and macOS compare them): 「a.xlsx」, 「a (2).xlsx」, … */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const extension = extensionOf(name);
    const suffix = extension ? name.slice(-(extension.length + 1)) : '';
    const stem = name.slice(0, name.length - suffix.length);
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${suffix}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
