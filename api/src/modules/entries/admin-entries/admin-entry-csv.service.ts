import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { CSV_BATCH_SIZE, type CsvColumn, type CsvOutcome, keysetRows, sendCsv } from '../../../common/csv';
import { japaneseDay } from '../../../common/time/japan-day';
import { type AuditActor, AuditLogService } from '../../audit-log/audit-log.service';
import { ENTRY_STATUS_LABELS, ENTRY_VALIDITY_LABELS } from '../entities/entry.entity';
import { type AdminEntryListRow, AdminEntryRepository } from './admin-entry.repository';
import { ENTRY_RESOURCE } from './admin-entry.service';
import type { AdminEntryDownloadQueryDto } from './dto/admin-entry.dto';

/** The columns of the entries' CSV, as the list shows them (Japanese headers, labels rather than codes). */
const ENTRY_COLUMNS: readonly CsvColumn<AdminEntryListRow>[] = [
  { header: 'エントリーID', value: (r) => r.entry.id },
  { header: 'エントリー日時', value: (r) => r.entry.createdAt },
  { header: 'ステータス', value: (r) => ENTRY_STATUS_LABELS[r.entry.status] ?? r.entry.status },
  { header: '有効・無効', value: (r) => ENTRY_VALIDITY_LABELS[r.entry.validity] ?? r.entry.validity },
  { header: '会員ID', value: (r) => r.entry.memberId },
  { header: '氏名', value: (r) => r.memberName ?? '（退会済み）' },
  { header: 'メールアドレス', value: (r) => r.memberEmail },
  { header: '案件ID', value: (r) => r.entry.itemId },
  { header: '案件名', value: (r) => r.itemName ?? '（削除された案件）' },
  { header: '稼働開始希望日', value: (r) => r.entry.desiredStartDate?.replace(/-/g, '/') },
  { header: '更新日時', value: (r) => r.entry.updatedAt },
];

/** エントリー一覧_20260401.csv (the day in Japan). */
const fileName = () => `エントリー一覧_${japaneseDay(new Date()).day.replace(/-/g, '')}.csv`;

async function* rowsOf(batches: AsyncIterable<{ row: AdminEntryListRow }>): AsyncGenerator<AdminEntryListRow> {
  for await (const { row } of batches) yield row;
}

/**
 * entry/download (issue 16): the entry list as filtered, tabbed and ordered on screen, every row, as CSV for
 * Excel — streamed by the shared CSV module in keyset batches. Each download is in the audit log once it
 * has ended (filters, rows sent, whether the file was complete): names and e-mail addresses in bulk.
 */
@Injectable()
export class AdminEntryCsvService {
  private readonly logger = new Logger(AdminEntryCsvService.name);
  /** Rows per query (tests lower it to see the batches). */
  batchSize = CSV_BATCH_SIZE;

  constructor(
    private readonly repository: AdminEntryRepository,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
  ) {}

  async send(actor: AuditActor, query: AdminEntryDownloadQueryDto, res: Response): Promise<void> {
    const batches = keysetRows<{ row: AdminEntryListRow; keyset: unknown[] }>((after, limit) => this.repository.exportBatch(query, after?.keyset, limit), {
      batchSize: this.batchSize,
    });
    const outcome = await sendCsv(res, { fileName: fileName(), columns: ENTRY_COLUMNS, rows: rowsOf(batches) });
    await this.recordDownload(actor, query, outcome);
  }

  /** Written once the file has gone: a failure to log is logged, not answered (the answer is the file). */
  private async recordDownload(actor: AuditActor, query: AdminEntryDownloadQueryDto, outcome: CsvOutcome): Promise<void> {
    try {
      await this.audit.record(this.dataSource.manager, actor, {
        action: 'export',
        resource: ENTRY_RESOURCE,
        recordId: null,
        after: { ...query, rows: outcome.rows, completed: outcome.completed },
      });
    } catch (error) {
      this.logger.error(`エントリーCSVの書き出しを監査ログに記録できませんでした（${actor.name}、${outcome.rows}件）: ${String(error)}`);
    }
  }
}
