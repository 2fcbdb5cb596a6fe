import { InitialSchema1795301132401 } from './1795301132401-InitialSchema';
import { ListingSearchIndexes1795306405972 } from './1795306405972-ListingSearchIndexes';
import { SearchFacetIndex1795314546000 } from './1795314546000-SearchFacetIndex';
import { AuthSessionVersions1795400000000 } from './1795400000000-AuthSessionVersions';
import { MailOutbox1795410000000 } from './1795410000000-MailOutbox';
import { MemberAccountFlows1795565126581 } from './1795565126581-MemberAccountFlows';
import { Entries1795568507135 } from './1795568507135-Entries';
import { SavedSearches1795576970293 } from './1795576970293-SavedSearches';
import { CatalogSearchIndex1795587174402 } from './1795587174402-CatalogSearchIndex';
import { StaffRoles1795700000000 } from './1795700000000-StaffRoles';
import { AuditLogs1795700613723 } from './1795700613723-AuditLogs';
import { StaffNoticeVersions1795701036070 } from './1795701036070-StaffNoticeVersions';
import { FrontNewsVersions1795702000000 } from './1795702000000-FrontNewsVersions';
import { TagAdministration1795703000000 } from './1795703000000-TagAdministration';
import { ColumnLinkVersions1795703512000 } from './1795703512000-ColumnLinkVersions';
import { ListingEditing1795704000000 } from './1795704000000-ListingEditing';
import { StaffAccountStates1795704512000 } from './1795704512000-StaffAccountStates';
import { MemberProgressHistory1795705000000 } from './1795705000000-MemberProgressHistory';
import { EntryAdministration1795707000000 } from './1795707000000-EntryAdministration';
import { MemberProfileVersion1795706000000 } from './1795706000000-MemberProfileVersion';
import { ExternalUserTel1795710000000 } from './1795710000000-ExternalUserTel';
import { ViewsPerDay1795711000000 } from './1795711000000-ViewsPerDay';
import { ListingClient1795714000000 } from './1795714000000-ListingClient';
import { MemberSurveyAnswers1795709000000 } from './1795709000000-MemberSurveyAnswers';
import { StaffSkillSheetUploads1795708000000 } from './1795708000000-StaffSkillSheetUploads';
import { MailDeliveryState1795712000000 } from './1795712000000-MailDeliveryState';

/**
 * Every migration class, in order. Listed explicitly (no glob) so the same list works under jest (TS
 * sources), in dist/ and for the TypeORM CLI. Add each new migration here.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const MIGRATIONS: Function[] = [InitialSchema1795301132401, ListingSearchIndexes1795306405972, SearchFacetIndex1795314546000, AuthSessionVersions1795400000000, MailOutbox1795410000000, MemberAccountFlows1795565126581, Entries1795568507135, SavedSearches1795576970293, CatalogSearchIndex1795587174402, StaffRoles1795700000000, AuditLogs1795700613723, StaffNoticeVersions1795701036070, FrontNewsVersions1795702000000, TagAdministration1795703000000, ColumnLinkVersions1795703512000, ListingEditing1795704000000, StaffAccountStates1795704512000, MemberProgressHistory1795705000000, MemberProfileVersion1795706000000, EntryAdministration1795707000000, StaffSkillSheetUploads1795708000000, MemberSurveyAnswers1795709000000, ExternalUserTel1795710000000, ViewsPerDay1795711000000, MailDeliveryState1795712000000, ListingClient1795714000000];
