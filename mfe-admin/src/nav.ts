// The back office's side navigation: a declared list, only screens that exist (each entry is a route the
// declaration of page routes gives to mfe_admin and marks served; nav.test.ts holds it so): the dashboard,
// then each declared resource's list and setting, the audit log last (resources/registry.ts).
import { listPath, settingPath } from './resources/paths';
import { AUDIT_LOG, RECORD_RESOURCES, SETTINGS } from './resources/registry';
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
];
