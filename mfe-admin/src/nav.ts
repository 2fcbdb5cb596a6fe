// The back office's side navigation: a declared list, only screens that exist (each entry is a route the
// declaration of page routes gives to mfe_admin and marks served; nav.test.ts holds it so): the dashboard,
// then each declared resource's list and setting, the audit log, and mail that could not be sent last
// (resources/registry.ts).
import { listPath, settingPath } from './resources/paths';
import { AUDIT_LOG, MAIL_DEAD_LETTERS, RECORD_RESOURCES, SETTINGS } from './resources/registry';
import type { StaffRole } from './resources/types';

export interface StaffNavEntry {
  /** A served mfe_admin route (no parameters). */
  to: string;
  label: string;
  /** Only these roles see the entry (the screen's `access`); every role when absent. */
  roles?: readonly StaffRole[];
}

export const STAFF_NAV: readonly StaffNavEntry[] = [
  { to: '/admin', label: 'ダッシュボード' },
  ...RECORD_RESOURCES.map((r) => ({ to: listPath(r), label: r.navLabel ?? r.title, roles: r.access })),
  ...SETTINGS.map((s) => ({ to: settingPath(s), label: s.title, roles: s.access })),
  { to: listPath(AUDIT_LOG), label: AUDIT_LOG.title },
  { to: listPath(MAIL_DEAD_LETTERS), label: MAIL_DEAD_LETTERS.title },
];

/**
 * The entry of the screen at `pathname`: the one whose path is the longest that `pathname` starts with (on a
 * segment boundary), so /admin/item/tag/edit/3 is タグ, not 案件 (/admin/item) as well; null when none.
 */
export function currentNavEntry(pathname: string, entries: readonly StaffNavEntry[] = STAFF_NAV): StaffNavEntry | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: StaffNavEntry | null = null;
  for (const entry of entries) {
    const inside = path === entry.to || (entry.to !== '/admin' && path.startsWith(`${entry.to}/`));
    if (inside && (!best || entry.to.length > best.to.length)) best = entry;
  }
  return best;
}
