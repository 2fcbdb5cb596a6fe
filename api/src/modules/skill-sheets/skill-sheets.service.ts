import { Injectable, Logger } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import * as path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/app-config.module';
import { SkillSheetsRepository } from './skill-sheets.repository';

/** Skill sheets (SPEC §7): the files under UPLOAD_DIR and their rows. So far only what withdrawal needs. */
@Injectable()
export class SkillSheetsService {
  private readonly logger = new Logger(SkillSheetsService.name);

  constructor(
    private readonly repository: SkillSheetsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Removes the member's sheets: the rows in the caller's transaction, and returns a function that deletes
   * the files, to be called once that transaction committed (a rolled-back withdrawal keeps its files).
   */
  async removeAllOf(memberId: number, manager: EntityManager): Promise<() => Promise<void>> {
    const names = await this.repository.storedNamesOf(memberId, manager);
    await this.repository.deleteAllOf(memberId, manager);
    return async () => {
      for (const name of names) {
        // Stored names are ours (random, no separators); basename keeps a bad row from leaving the folder.
        await rm(path.join(this.config.uploadDir, path.basename(name)), { force: true }).catch((error: Error) =>
          this.logger.warn(`could not delete skill sheet file ${name}: ${error.message}`),
        );
      }
    };
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
}
