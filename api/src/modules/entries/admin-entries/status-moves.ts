import { EntryStatus, EntryValidity } from '../entities/entry.entity';

/** The order staff move an entry along; 辞退 (withdrawn) is the member's own act and not on it. */
export const STAFF_STATUS_ORDER = [EntryStatus.Applied, EntryStatus.Screening, EntryStatus.Interview, EntryStatus.ResultSent] as const;
export type StaffEntryStatus = (typeof STAFF_STATUS_ORDER)[number];

/**
 * The statuses staff may set now: any later one (a step may be skipped — a result may follow the papers
 * without an interview), or the one just before (to undo a slip). Each move mails the member, so going back
 * further, or moving a withdrawn or invalid entry, is refused rather than sending a confusing mail.
 */
export function staffStatusMoves(entry: { status: EntryStatus; validity: EntryValidity }): StaffEntryStatus[] {
  if (entry.status === EntryStatus.Withdrawn || entry.validity !== EntryValidity.Valid) return [];
  const at = STAFF_STATUS_ORDER.indexOf(entry.status);
  return STAFF_STATUS_ORDER.filter((_, i) => i > at || i === at - 1);
}
