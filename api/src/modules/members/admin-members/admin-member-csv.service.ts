import { ageOn, parseBirthDate } from '@er/site-meta/birth-date';
import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { CSV_BATCH_SIZE, type CsvColumn, type CsvOutcome, keysetRows, sendCsv } from '../../../common/csv';
import { japaneseDay } from '../../../common/time/japan-day';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { MasterService } from '../../master/master.service';
import { EDUCATION_LEVEL_LABELS, MEMBER_PROGRESS_LABELS, type MemberEntity, SEX_LABELS } from '../entities/member.entity';
import { AdminMemberCsvPartNotFoundError } from './admin-member-csv.errors';
import { AdminMemberRepository, type MemberExportRow } from './admin-member.repository';
import { AUTH_STATE_LABELS, fullName, impressionLabel, MEMBER_RESOURCE } from './admin-member.service';
import type { AdminMemberChunkDownloadQueryDto, AdminMemberChunkPartsDto, AdminMemberCsvQueryDto } from './dto/admin-member-csv.dto';

/** The columns of the members' CSV, in Japanese as Excel shows them; only what staff see of a member. */
function memberColumns(prefectures: Map<number, string>): CsvColumn<MemberEntity>[] {
  return [
    { header: '会員ID', value: (m) => m.id },
    { header: '氏名', value: (m) => fullName(m.lastName, m.firstName) },
    { header: 'フリガナ', value: (m) => fullName(m.lastNameKana, m.firstNameKana) },
    { header: 'メールアドレス', value: (m) => m.email },
    { header: '電話番号', value: (m) => m.tel },
    { header: '性別', value: (m) => (m.sex === null ? null : SEX_LABELS[m.sex]) },
    { header: '生年月日', value: (m) => m.birthDate?.replace(/-/g, '/') },
    { header: '年齢', value: (m) => ageOf(m.birthDate) },
    { header: '都道府県', value: (m) => (m.prefectureId === null ? null : prefectures.get(m.prefectureId)) },
    { header: '最寄り駅', value: (m) => m.station },
    { header: '最終学歴', value: (m) => (m.educationLevel === null ? null : EDUCATION_LEVEL_LABELS[m.educationLevel]) },
    { header: '国籍', value: (m) => m.nationality },
    { header: '希望単価（円/月）', value: (m) => m.desiredRate },
    { header: '進捗', value: (m) => MEMBER_PROGRESS_LABELS[m.progress] },
    { header: '印象', value: (m) => impressionLabel(m.impression) ?? '未評価' },
    { header: '登録状態', value: (m) => AUTH_STATE_LABELS[m.authState] },
    { header: 'メルマガ', value: (m) => (m.magazineFlag ? '受け取る' : '受け取らない') },
    { header: '最終ログイン日時', value: (m) => m.lastLoginAt },
    { header: '登録日時', value: (m) => m.createdAt },
  ];
}

function ageOf(birthDate: string | null): number | null {
  const birth = birthDate ? parseBirthDate(birthDate) : null;
  return birth ? ageOn(birth) : null;
}

/** 会員一覧_20260401.csv, 会員一覧_20260401_2of5.csv (the day in Japan). */
function fileName(part?: { part: number; parts: number }): string {
  const day = japaneseDay(new Date()).day.replace(/-/g, '');
  return part ? `会員一覧_${day}_${part.part}of${part.parts}.csv` : `会員一覧_${day}.csv`;
}

async function* membersOf(rows: AsyncIterable<MemberExportRow>): AsyncGenerator<MemberEntity> {
  for await (const row of rows) yield row.member;
}

/**
 * CSV exports of the member list (issue 16): member/search's filters and order, every row, streamed in keyset
 * batches so memory stays flat whatever the count. Each export is written to the audit log once it has
 * ended, with the filters and the rows that went out, and whether the file was complete (a dropped
 * connection is logged as such: the rows that left are personal data sent all the same).
 */
@Injectable()
export class AdminMemberCsvService {
  private readonly logger = new Logger(AdminMemberCsvService.name);
  /** Rows per query (tests lower it to see the batches). */
  batchSize = CSV_BATCH_SIZE;

  constructor(
    private readonly repository: AdminMemberRepository,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly master: MasterService,
  ) {}

  async sendAll(actor: AuditActor, query: AdminMemberCsvQueryDto, res: Response): Promise<void> {
    const outcome = await sendCsv(res, { fileName: fileName(), columns: await this.columns(), rows: this.rows(query) });
    await this.recordExport(actor, query, outcome);
  }

  /** How the list splits into parts of `size` rows: at least one (header only when nothing matches). */
  async parts(query: AdminMemberChunkDownloadQueryDto): Promise<AdminMemberChunkPartsDto> {
    const total = await this.repository.countListed(query);
    const count = Math.max(1, Math.ceil(total / query.size));
    const parts = Array.from({ length: count }, (_, index) => ({
      part: index + 1,
      from: Math.min(total, index * query.size + 1),
      to: Math.min(total, (index + 1) * query.size),
      file_name: fileName({ part: index + 1, parts: count }),
    }));
    return { total, size: query.size, parts };
  }

  /**
   * Part `part` of the list cut into `size` rows: its rows found by position when the download starts (a
   * member registered between two parts' downloads shifts the later parts by one).
   */
  async sendPart(actor: AuditActor, query: AdminMemberChunkDownloadQueryDto & { part: number }, res: Response): Promise<void> {
    const { parts } = await this.parts(query);
    if (query.part > parts.length) throw new AdminMemberCsvPartNotFoundError();
    const skip = (query.part - 1) * query.size;
    const outcome = await sendCsv(res, {
      fileName: fileName({ part: query.part, parts: parts.length }),
      columns: await this.columns(),
      rows: this.rows(query, { skip, max: query.size }),
      headers: { 'X-Total-Parts': parts.length },
    });
    await this.recordExport(actor, query, outcome, parts.length);
  }

  private async columns(): Promise<CsvColumn<MemberEntity>[]> {
    return memberColumns(new Map((await this.master.prefectures()).map(({ id, name }) => [id, name])));
  }

  private rows(query: AdminMemberCsvQueryDto, range: { skip: number; max?: number } = { skip: 0 }): AsyncIterable<MemberEntity> {
    const batches = keysetRows<MemberExportRow>((after, limit) => this.repository.exportBatch(query, after?.keyset, limit, after ? 0 : range.skip), {
      batchSize: this.batchSize,
      max: range.max,
    });
    return membersOf(batches);
  }

  /**
   * The audit row of an export, written once it has ended: the filters (unset ones leave no field), the rows
   * sent and `completed`. An export that failed before its first byte answered an error and sent nothing,
   * so it leaves no row. The file has gone by now: a failure to log is logged, not answered.
   */
  private async recordExport(actor: AuditActor, query: AdminMemberCsvQueryDto, outcome: CsvOutcome, parts?: number): Promise<void> {
    try {
      await this.audit.record(this.dataSource.manager, actor, {
        action: 'export',
        resource: MEMBER_RESOURCE,
        recordId: null,
        after: { ...query, parts, rows: outcome.rows, completed: outcome.completed },
      });
    } catch (error) {
      this.logger.error(`会員CSVの書き出しを監査ログに記録できませんでした（${actor.name}、${outcome.rows}件）: ${String(error)}`);
    }
  }
}
