import { Injectable } from '@nestjs/common';
import { countInfo, type CountInfoResponseDto, type Paged, pageOf, type TermSearchResponseDto } from '../../../common/admin-resource';
import { ValidationFailedException } from '../../../common/errors/all-exceptions.filter';
import { japaneseDay } from '../../../common/time/japan-day';
import { parseJapanDateTime } from '../../../common/time/japan-time';
import type { AuditActor } from '../../audit-log/audit-log.service';
import { type MasterLookup, MasterService } from '../../master/master.service';
import { TagsService } from '../../tags/tags.service';
import { ItemStatus, REMOTE_LEVEL_LABELS, RemoteLevel, type ItemEntity } from '../entities/item.entity';
import { ItemNotFoundError } from '../item-detail.errors';
import { type ListingLinks, ListingWriter, type ListingValues } from '../listing-writer.service';
import { LISTING_STATUS_LABELS, listingStatusOf } from '../listing-status';
import { hasPublicPage } from '../open-listing';
import { AdminItemRepository, type ListingWithLinks } from './admin-item.repository';
import type {
  AdminItemAreaDto,
  AdminItemDetailDto,
  AdminItemEditInfoDto,
  AdminItemEmailTemporaryResponseDto,
  AdminItemFilterQueryDto,
  AdminItemRegisterBodyDto,
  AdminItemRowDto,
  AdminItemSearchQueryDto,
  IdNameDto,
  IdTermDto,
  ItemEditStatus,
} from './dto/admin-item.dto';
import { MAIL_GUESS_FIELDS, type MailGuessField, readListingMail } from './listing-mail-parser';
import { isoOrNull } from '../../../common/time/iso';

const day = (date: string | null) => (date ? String(date).slice(0, 10) : null);
/** An optional text as stored: trimmed, and nothing when blank. */
const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

const EDIT_STATUS: Record<ItemEditStatus, ItemStatus> = { draft: ItemStatus.Draft, published: ItemStatus.Published, ended: ItemStatus.Ended };

/**
 * Listings in the back office (SPEC §7 `item/*`): reads from the items module's tables, every write through
 * ListingWriter (which keeps search and the public pages current and writes the audit log).
 */
@Injectable()
export class AdminItemService {
  constructor(
    private readonly repository: AdminItemRepository,
    private readonly writer: ListingWriter,
    private readonly master: MasterService,
    private readonly tags: TagsService,
  ) {}

  async search(query: AdminItemSearchQueryDto): Promise<Paged<AdminItemRowDto>> {
    const now = new Date();
    const [page, total] = await this.repository.search(query, now);
    const listings = await this.repository.withLinks(page.map((item) => item.id));
    const lookup = await this.lookupFor(listings);
    return pageOf(
      listings.map((listing) => toRow(listing, lookup, now)),
      total,
      query,
    );
  }

  async countInfo(filters: AdminItemFilterQueryDto): Promise<CountInfoResponseDto> {
    return countInfo(LISTING_STATUS_LABELS, await this.repository.countByStatus(filters));
  }

  async detail(id: number): Promise<AdminItemDetailDto> {
    const listing = await this.find(id);
    return toDetail(listing, await this.lookupFor([listing]), new Date());
  }

  async editInfo(id: number): Promise<AdminItemEditInfoDto> {
    return toEditInfo(await this.find(id), new Date());
  }

  /** Creates a listing (no `id`) or saves the one read at `version`; the form data as stored. */
  async register(actor: AuditActor, body: AdminItemRegisterBodyDto): Promise<AdminItemEditInfoDto> {
    const now = new Date();
    const editing = body.id !== undefined && body.id !== null;
    const current = editing ? (await this.find(body.id!)).item : null;
    const { values, links } = await this.valuesOf(body, current, now);
    const item = current ? await this.writer.edit(actor, current.id, body.version ?? -1, values, links) : await this.writer.create(actor, values, links);
    return toEditInfo(await this.find(item.id), now);
  }

  delete(actor: AuditActor, id: number): Promise<number[]> {
    return this.writer.softDelete(actor, [id]);
  }

  /**
   * A partner's mail → a draft listing (never public until staff publish it) with every field it could read,
   * each marked for review; fields it could not read get a placeholder, also marked.
   */
  async fromMail(actor: AuditActor, mail: string): Promise<AdminItemEmailTemporaryResponseDto> {
    const now = new Date();
    const today = japaneseDay(now).day;
    const [tags, areas] = await Promise.all([this.tags.searchNames(), this.master.areas()]);
    const reading = readListingMail(mail, { tags, areas, today });
    const review = new Set<MailGuessField>(reading.guesses.map((g) => g.field));
    if (reading.name === null) review.add('name');
    if (reading.rateDetail === null) review.add('rate_detail');
    const guessed = MAIL_GUESS_FIELDS.filter((field) => review.has(field));
    const note = [`【メールから作成した下書き】${today}`, ...reading.notes, '', '【元のメール】', mail].join('\n');
    const values: ListingValues = {
      name: reading.name ?? `メールから作成した下書き（${today}）`,
      rateMin: reading.rateMin,
      rateMax: reading.rateMax,
      // Required to save again: the edit screen asks staff for it.
      rateDetail: reading.rateDetail ?? '',
      areaDetail: reading.areaDetail,
      bizCategoryId: null,
      systemType: null,
      jobType: null,
      contractTypeId: null,
      remoteLevel: reading.remoteLevel ?? RemoteLevel.OnSite,
      weeklyDaysMin: null,
      weeklyDaysMax: null,
      mustHaveRequirements: reading.mustHaveRequirements,
      niceToHaveRequirements: reading.niceToHaveRequirements,
      detail: reading.detail,
      workingHours: null,
      settlementRange: null,
      interviewCount: reading.interviewCount,
      startDate: reading.startDate,
      clientName: null,
      clientUrl: null,
      closesOn: null,
      isFeatured: false,
      status: ItemStatus.Draft,
      publishedAt: null,
      endedAt: null,
      guessedFields: guessed.join(',') || null,
      internalNote: note,
    };
    const item = await this.writer.create(actor, values, { tagIds: reading.tagIds, areaIds: reading.areaIds });
    return { item: toEditInfo(await this.find(item.id), now), guessed_fields: guessed, guesses: reading.guesses, notes: reading.notes };
  }

  async areas(): Promise<AdminItemAreaDto[]> {
    return (await this.master.areas()).map((a) => ({ id: a.id, name: a.name, prefecture_id: a.prefectureId }));
  }

  bizCategories(): Promise<IdNameDto[]> {
    return this.master.bizCategories();
  }

  async tagsForInput(term: string, limit: number): Promise<TermSearchResponseDto> {
    return { items: (await this.tags.forItemInput(term, limit)).map((t) => ({ id: t.id, label: t.term })) };
  }

  pickupTags(): Promise<IdTermDto[]> {
    return this.tags.pickupTags();
  }

  specialTags(): Promise<IdTermDto[]> {
    return this.tags.specialTags();
  }

  private async find(id: number): Promise<ListingWithLinks> {
    const listing = await this.repository.findWithLinks(id);
    if (!listing) throw new ItemNotFoundError();
    return listing;
  }

  private lookupFor(listings: ListingWithLinks[]): Promise<MasterLookup> {
    return this.master.lookup({
      areaIds: listings.flatMap((l) => l.areaIds),
      bizCategoryIds: listings.flatMap((l) => (l.item.bizCategoryId == null ? [] : [l.item.bizCategoryId])),
      contractTypeIds: listings.flatMap((l) => (l.item.contractTypeId == null ? [] : [l.item.contractTypeId])),
    });
  }

  /** The columns and links a register body stores, or 400 with a message per field (what the DTO's rules cannot see). */
  private async valuesOf(body: AdminItemRegisterBodyDto, current: ItemEntity | null, now: Date): Promise<{ values: ListingValues; links: ListingLinks }> {
    const errors: Record<string, string[]> = {};
    const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
    const rateMin = body.rate_min ?? null;
    const rateMax = body.rate_max ?? null;
    if (rateMin !== null && rateMax !== null && rateMin > rateMax) refuse('rate_max', '単価の上限は下限以上にしてください');
    const daysMin = body.weekly_days_min ?? null;
    const daysMax = body.weekly_days_max ?? null;
    if (daysMin !== null && daysMax !== null && daysMin > daysMax) refuse('weekly_days_max', '週の稼働日数の上限は下限以上にしてください');

    const links = { tagIds: body.tag_ids ?? [], areaIds: body.area_ids ?? [] };
    const bizCategoryId = body.biz_category_id ?? null;
    const contractTypeId = body.contract_type_id ?? null;
    const [lookup, liveTags] = await Promise.all([
      this.master.lookup({ areaIds: links.areaIds, bizCategoryIds: bizCategoryId === null ? [] : [bizCategoryId], contractTypeIds: contractTypeId === null ? [] : [contractTypeId] }),
      this.tags.tagsByIds([...links.tagIds]),
    ]);
    if (links.areaIds.some((id) => !lookup.areas.has(id))) refuse('area_ids', '存在しないエリアが含まれています');
    if (bizCategoryId !== null && !lookup.bizCategories.has(bizCategoryId)) refuse('biz_category_id', '存在しない業界です');
    if (contractTypeId !== null && !lookup.contractTypes.has(contractTypeId)) refuse('contract_type_id', '存在しない契約形態です');
    if (liveTags.length !== links.tagIds.length) refuse('tag_ids', '削除されたか存在しないタグが含まれています');
    // null is 非公開, chosen as such; a blank name is a name forgotten, not a choice. A site without a name would
    // speak for a company nobody named.
    const clientName = text(body.client_name);
    const clientUrl = text(body.client_url);
    if (typeof body.client_name === 'string' && clientName === null) refuse('client_name', 'クライアント企業名を入力するか、「非公開」を選んでください');
    if (clientUrl !== null && clientName === null) refuse('client_url', 'クライアント企業のサイトは企業名を入力したときだけ登録できます（非公開なら空にしてください）');

    // Publishing, scheduling and ending are the status columns (the DTO accepted published_at, so it parses).
    const status = body.status ?? 'draft';
    const guessed = body.guessed_fields ?? [];
    let publishedAt = keepStoredSeconds(body.published_at ? parseJapanDateTime(body.published_at) : null, current?.publishedAt ?? null);
    let endedAt: Date | null = null;
    if (status === 'published') {
      publishedAt ??= now;
      if (guessed.length) refuse('guessed_fields', '要確認の項目を確認してから公開してください');
    } else if (status === 'ended') {
      publishedAt ??= current?.publishedAt ?? null;
      // An ended listing keeps its page (募集終了): only one that has been public can end.
      if (publishedAt === null || publishedAt.getTime() > now.getTime()) refuse('status', '公開していない案件は募集終了にできません');
      endedAt = current?.status === ItemStatus.Ended && current.endedAt ? current.endedAt : now;
    }
    if (Object.keys(errors).length) throw new ValidationFailedException(errors);

    const values: ListingValues = {
      name: body.name,
      rateMin,
      rateMax,
      rateDetail: body.rate_detail,
      areaDetail: text(body.area_detail),
      bizCategoryId,
      systemType: text(body.system_type),
      jobType: text(body.job_type),
      contractTypeId,
      remoteLevel: body.remote_level ?? RemoteLevel.OnSite,
      weeklyDaysMin: daysMin,
      weeklyDaysMax: daysMax,
      mustHaveRequirements: text(body.must_have_requirements),
      niceToHaveRequirements: text(body.nice_to_have_requirements),
      detail: text(body.detail),
      workingHours: text(body.working_hours),
      settlementRange: text(body.settlement_range),
      interviewCount: body.interview_count ?? null,
      startDate: body.start_date ?? null,
      clientName,
      clientUrl,
      closesOn: body.closes_on ?? null,
      isFeatured: body.is_featured ?? false,
      status: EDIT_STATUS[status],
      publishedAt,
      endedAt,
      guessedFields: guessed.length ? MAIL_GUESS_FIELDS.filter((f) => guessed.includes(f)).join(',') : null,
      internalNote: text(body.internal_note),
    };
    return { values, links };
  }
}

function guessedFieldsOf(item: ItemEntity): MailGuessField[] {
  const stored = new Set((item.guessedFields ?? '').split(','));
  return MAIL_GUESS_FIELDS.filter((field) => stored.has(field));
}

/** The status the edit form shows: a published listing without a publish date was never public (a draft). */
function editStatusOf(item: ItemEntity): ItemEditStatus {
  if (item.status === ItemStatus.Ended) return 'ended';
  if (item.status === ItemStatus.Published && item.publishedAt !== null) return 'published';
  return 'draft';
}

function namedAreas(listing: ListingWithLinks, lookup: MasterLookup): IdNameDto[] {
  return listing.areaIds
    .flatMap((id) => {
      const area = lookup.areas.get(id);
      return area ? [area] : [];
    })
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map(({ id, name }) => ({ id, name }));
}

function named(id: number | null, names: ReadonlyMap<number, { id: number; name: string }>): IdNameDto | null {
  const found = id === null ? undefined : names.get(id);
  return found ? { id: found.id, name: found.name } : null;
}

function toRow({ item, areaIds, tags }: ListingWithLinks, lookup: MasterLookup, now: Date): AdminItemRowDto {
  const status = listingStatusOf(item, now);
  return {
    id: item.id,
    name: item.name,
    status,
    status_label: LISTING_STATUS_LABELS[status],
    rate_min: item.rateMin,
    rate_max: item.rateMax,
    rate_detail: item.rateDetail,
    areas: namedAreas({ item, areaIds, tags }, lookup),
    biz_category: named(item.bizCategoryId, lookup.bizCategories),
    tags,
    is_featured: item.isFeatured,
    needs_review: guessedFieldsOf(item).length > 0,
    published_at: isoOrNull(item.publishedAt),
    ended_at: isoOrNull(item.endedAt),
    updated_at: item.updatedAt.toISOString(),
    deleted_at: isoOrNull(item.deletedAt),
  };
}

/** The fields the detail and the edit form both show as stored (names resolved elsewhere). */
function storedFields(item: ItemEntity) {
  return {
    area_detail: item.areaDetail,
    system_type: item.systemType,
    job_type: item.jobType,
    remote_level: item.remoteLevel,
    weekly_days_min: item.weeklyDaysMin,
    weekly_days_max: item.weeklyDaysMax,
    must_have_requirements: item.mustHaveRequirements,
    nice_to_have_requirements: item.niceToHaveRequirements,
    detail: item.detail,
    working_hours: item.workingHours,
    settlement_range: item.settlementRange,
    interview_count: item.interviewCount,
    start_date: day(item.startDate),
    client_name: item.clientName,
    client_url: item.clientUrl,
    closes_on: day(item.closesOn),
    guessed_fields: guessedFieldsOf(item),
    internal_note: item.internalNote,
  };
}

function toDetail(listing: ListingWithLinks, lookup: MasterLookup, now: Date): AdminItemDetailDto {
  const { item } = listing;
  return {
    ...toRow(listing, lookup, now),
    ...storedFields(item),
    contract_type: named(item.contractTypeId, lookup.contractTypes),
    remote_label: REMOTE_LEVEL_LABELS[item.remoteLevel] ?? REMOTE_LEVEL_LABELS[RemoteLevel.OnSite],
    view_count: item.viewCount,
    public_path: hasPublicPage(item, now) ? `/item/detail/${item.id}` : null,
    created_at: item.createdAt.toISOString(),
    version: item.version,
  };
}

function toEditInfo({ item, areaIds, tags }: ListingWithLinks, now: Date): AdminItemEditInfoDto {
  const status = listingStatusOf(item, now);
  return {
    id: item.id,
    version: item.version,
    name: item.name,
    rate_min: item.rateMin,
    rate_max: item.rateMax,
    rate_detail: item.rateDetail,
    ...storedFields(item),
    area_ids: [...areaIds].sort((a, b) => a - b),
    biz_category_id: item.bizCategoryId,
    contract_type_id: item.contractTypeId,
    tag_ids: tags.map((t) => t.id),
    tags,
    is_featured: item.isFeatured,
    status: editStatusOf(item),
    published_at: isoOrNull(item.publishedAt),
    listing_status: status,
    listing_status_label: LISTING_STATUS_LABELS[status],
    ended_at: isoOrNull(item.endedAt),
    deleted_at: isoOrNull(item.deletedAt),
  };
}

/**
 * The form shows 公開日時 to the minute (datetime-local) and sends it back so: the stored time to the minute means
 * "unchanged", and keeps its seconds, so a save or a state change (募集終了にする) never moves when a listing went
 * public (its order among the newest, its 新着 days).
 */
export function keepStoredSeconds(sent: Date | null, stored: Date | null): Date | null {
  if (sent === null || stored === null) return sent;
  const minute = (d: Date) => Math.floor(d.getTime() / 60_000);
  return minute(sent) === minute(stored) && sent.getSeconds() === 0 && sent.getMilliseconds() === 0 ? stored : sent;
}
