import type { DataSource } from 'typeorm';
import {
  type AdminResource,
  type AdminSearchPaging,
  type Paged,
  pageOf,
  type RecordValues,
  softDeleteRecords,
  updateRecord,
} from '../../common/admin-resource';
import { parseKeyword } from '../../common/text/search-keyword';
import { isoOrNull } from '../../common/time/iso';
import type { AuditActor, AuditLogService } from '../audit-log/audit-log.service';
import type { MembersService } from '../members/members.service';
import type { SurveyRecordMetaDto, SurveyRecordRowDto } from './dto/survey-record.dto';
import type { SurveyRecord, SurveyTable } from './survey-table';

/** What a questionnaire's staff list asks besides its own filters. */
export interface SurveyQuery<S extends string> extends AdminSearchPaging<S> {
  keyword?: string;
  answered_from?: string;
  answered_to?: string;
}

/** One questionnaire as the desk serves it: its table, SPEC path, 404, fields and filters. */
export interface SurveyDeclaration<R extends SurveyRecord, F extends object, A, Q extends SurveyQuery<S>, S extends string> {
  /** SPEC §7 path (`engineerstyle`): the audit log's resource. */
  name: string;
  table: SurveyTable<R>;
  notFound: () => Error;
  /** The answer's fields as the API shows them (snake_case, with labels). */
  fields: (row: R) => F;
  /** The columns an answer (the member's or a staff correction) stores. */
  values: (answer: A) => RecordValues<R>;
  /** The audited fields (the answer's own; who and when are the record's). */
  snapshot: (row: R) => object;
  /** Text properties a keyword word may be in besides the member's name and e-mail. */
  textProperties: string[];
  /** The questionnaire's own filters: property → value (undefined: none). */
  equals: (query: Q) => Record<string, number | boolean | undefined>;
  sortProperties: Record<S, string>;
}

/**
 * Both member questionnaires (SPEC §7 `engineerstyle/*` and `freelancestart/*`, and the member's own form):
 * the same list, detail, staff correction, soft delete and answer over two tables that differ only in their
 * answer fields. Staff writes go through the admin-resource toolkit (version check, audit row); the member's
 * answer is not audited (the member wrote it; `answered_at` says when).
 */
export class SurveyDesk<R extends SurveyRecord, F extends object, A, Q extends SurveyQuery<S>, S extends string> {
  private readonly resource: AdminResource<R>;

  constructor(
    private readonly survey: SurveyDeclaration<R, F, A, Q, S>,
    dataSource: DataSource,
    audit: AuditLogService,
    private readonly members: MembersService,
  ) {
    this.resource = { name: survey.name, dataSource, audit, store: survey.table.records, notFound: survey.notFound, snapshot: survey.snapshot };
  }

  async search(query: Q): Promise<Paged<SurveyRecordRowDto & F>> {
    const words = await Promise.all(parseKeyword(query.keyword).map(async (word) => ({ word, memberIds: await this.members.idsMatchingKeywordWord(word) })));
    const [rows, total] = await this.survey.table.search({
      paging: query,
      words,
      textProperties: this.survey.textProperties,
      equals: this.survey.equals(query),
      answered: { from: query.answered_from, to: query.answered_to },
      sortProperties: this.survey.sortProperties,
    });
    const people = await this.members.summariesOf(rows.map((row) => row.memberId));
    return pageOf(
      rows.map((row) => this.toRow(row, people.get(row.memberId))),
      total,
      query,
    );
  }

  async detail(id: number): Promise<SurveyRecordRowDto & SurveyRecordMetaDto & F> {
    const row = await this.survey.table.findById(id);
    if (!row) throw this.survey.notFound();
    return this.toDetail(row);
  }

  /** Staff correct the member's answer read at `version` (409 when it changed since, or was deleted). */
  async edit(actor: AuditActor, body: A & { id: number; version: number }): Promise<SurveyRecordRowDto & SurveyRecordMetaDto & F> {
    const row = await updateRecord(this.resource, actor, body.id, body.version, this.survey.values(body));
    return this.toDetail(row);
  }

  delete(actor: AuditActor, id: number): Promise<number[]> {
    return softDeleteRecords(this.resource, actor, [id]);
  }

  /** The member's current answer (null before the first, or once staff deleted it). */
  async answerOf(memberId: number): Promise<{ answer: F | null; answered_at: string | null }> {
    const row = await this.survey.table.findLiveByMember(memberId);
    return { answer: row ? this.survey.fields(row) : null, answered_at: isoOrNull(row?.answeredAt ?? null) };
  }

  /** The member answers: the first answer or a new one over it (one current answer per member). */
  async answer(memberId: number, answer: A): Promise<{ answer: F | null; answered_at: string | null }> {
    const row = await this.survey.table.saveAnswer(memberId, this.survey.values(answer));
    return { answer: this.survey.fields(row), answered_at: row.answeredAt.toISOString() };
  }

  private async toDetail(row: R): Promise<SurveyRecordRowDto & SurveyRecordMetaDto & F> {
    const people = await this.members.summariesOf([row.memberId]);
    return { ...this.toRow(row, people.get(row.memberId)), version: row.version, created_at: row.createdAt.toISOString() };
  }

  private toRow(row: R, member: { name: string; email: string } | undefined): SurveyRecordRowDto & F {
    return {
      id: row.id,
      member_id: row.memberId,
      // A withdrawn member is not found: the answer stays, nameless.
      member_name: member ? member.name : null,
      member_email: member ? member.email : null,
      ...this.survey.fields(row),
      answered_at: row.answeredAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      deleted_at: isoOrNull(row.deletedAt),
    };
  }
}
