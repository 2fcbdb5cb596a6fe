import { AdminUserEntity } from '../modules/admin-users/entities/admin-user.entity';
import { AuditLogEntity } from '../modules/audit-log/entities/audit-log.entity';
import { ColumnConnectEntity } from '../modules/columns/entities/column-connect.entity';
import { ColumnTagConnectEntity } from '../modules/columns/entities/column-tag-connect.entity';
import { ColumnViewEntity } from '../modules/columns/entities/column-view.entity';
import { ConsiderItemEntity } from '../modules/considers/entities/consider-item.entity';
import { CompanyContactEntity } from '../modules/contacts/entities/company-contact.entity';
import { ContactEntity } from '../modules/contacts/entities/contact.entity';
import { EntryStatusHistoryEntity } from '../modules/entries/entities/entry-status-history.entity';
import { EntryEntity } from '../modules/entries/entities/entry.entity';
import { ExternalUserEntity } from '../modules/external-users/entities/external-user.entity';
import { AverageWorkingPeriodEntity } from '../modules/items/entities/average-working-period.entity';
import { ItemTagEntity } from '../modules/items/entities/item-tag.entity';
import { ItemViewDayEntity } from '../modules/items/entities/item-view-day.entity';
import { ItemEntity } from '../modules/items/entities/item.entity';
import { OutboxEntity } from '../modules/mail/entities/outbox.entity';
import { AreaEntity } from '../modules/master/entities/area.entity';
import { BizCategoryEntity } from '../modules/master/entities/biz-category.entity';
import { ContractTypeEntity } from '../modules/master/entities/contract-type.entity';
import { PrefectureEntity } from '../modules/master/entities/prefecture.entity';
import { EngineerStyleEntity } from '../modules/member-surveys/entities/engineer-style.entity';
import { FreelanceStartEntity } from '../modules/member-surveys/entities/freelance-start.entity';
import { MemberConversionEntity } from '../modules/members/entities/member-conversion.entity';
import { MemberProgressChangeEntity } from '../modules/members/entities/member-progress-change.entity';
import { MemberSkillEntity } from '../modules/members/entities/member-skill.entity';
import { MemberEntity } from '../modules/members/entities/member.entity';
import { SocialAccountEntity } from '../modules/members/entities/social-account.entity';
import { FrontNewsEntity } from '../modules/news/entities/front-news.entity';
import { NewsEntity } from '../modules/news/entities/news.entity';
import { IntroduceRequestEntity } from '../modules/contacts/entities/introduce-request.entity';
import { SavedSearchDigestEntity } from '../modules/saved-searches/entities/saved-search-digest.entity';
import { SavedSearchEntity } from '../modules/saved-searches/entities/saved-search.entity';
import { SkillSheetEntity } from '../modules/skill-sheets/entities/skill-sheet.entity';
import { TagCategoryEntity } from '../modules/tags/entities/tag-category.entity';
import { TagEntity } from '../modules/tags/entities/tag.entity';

/** Every entity of the product. Both database set-ups (MariaDB with migrations, embedded SQLite) use this list. */
export const ENTITIES = [
  PrefectureEntity,
  AreaEntity,
  BizCategoryEntity,
  ContractTypeEntity,
  TagCategoryEntity,
  TagEntity,
  ItemEntity,
  ItemTagEntity,
  ItemViewDayEntity,
  AverageWorkingPeriodEntity,
  MemberEntity,
  MemberSkillEntity,
  SocialAccountEntity,
  MemberConversionEntity,
  MemberProgressChangeEntity,
  IntroduceRequestEntity,
  ConsiderItemEntity,
  EntryEntity,
  EntryStatusHistoryEntity,
  SkillSheetEntity,
  SavedSearchEntity,
  SavedSearchDigestEntity,
  NewsEntity,
  FrontNewsEntity,
  ColumnConnectEntity,
  ColumnTagConnectEntity,
  ColumnViewEntity,
  EngineerStyleEntity,
  FreelanceStartEntity,
  AdminUserEntity,
  AuditLogEntity,
  ExternalUserEntity,
  ContactEntity,
  CompanyContactEntity,
  OutboxEntity,
];
