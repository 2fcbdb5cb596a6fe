// THE registry of the back office's resources (issue 15): each screen of records is one declaration
// (resources/types.ts) listed here, and each screen of one record without a list (a setting) too. The route
// tree (Routes.tsx), the side navigation (nav.ts) and the pages read it; each screen's routes are declared
// in @er/contracts/routes (owner mfe_admin, layout staff) and exposes.test.ts holds the two lists together.
import { adminNewsResource } from './admin-news';
import { auditLogResource } from './audit-log';
import { averageWorkingPeriodSetting } from './average-working-period';
import { columnConnectResource } from './column-connect';
import { columnTagConnectResource } from './column-tag-connect';
import { entryResource } from './entry';
import { externalUserResource } from './external-user';
import { frontNewsResource } from './front-news';
import { itemResource } from './item';
import { itemTagResource } from './item-tag';
import { itemTagCategoryResource } from './item-tag-category';
import { mailDeadLetterResource } from './mail-dead-letter';
import { memberResource } from './member';
import { engineerStyleResource, freelanceStartResource } from './member-surveys';
import { userResource } from './user';
import type { AnyResource, AnySetting } from './types';

/** The screens of records staff write (the audit log names and links their records). */
export const RECORD_RESOURCES: readonly AnyResource[] = [
  memberResource,
  entryResource,
  externalUserResource,
  engineerStyleResource,
  freelanceStartResource,
  itemResource,
  itemTagResource,
  itemTagCategoryResource,
  adminNewsResource,
  frontNewsResource,
  columnConnectResource,
  columnTagConnectResource,
  userResource,
];

/** The screens of one record without a list (master figures). */
export const SETTINGS: readonly AnySetting[] = [averageWorkingPeriodSetting];

/** Every staff write of the screens above, listed and filtered. */
export const AUDIT_LOG = auditLogResource(RECORD_RESOURCES, SETTINGS);

/** Mail whose attempts ran out, for staff to re-send. */
export const MAIL_DEAD_LETTERS: AnyResource = mailDeadLetterResource;

/** The screens of lists (records, the audit log, and mail that could not be sent). */
export const RESOURCES: readonly AnyResource[] = [...RECORD_RESOURCES, AUDIT_LOG, MAIL_DEAD_LETTERS];
