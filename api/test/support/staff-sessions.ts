import request from 'supertest';
import { AdminRole } from '../../src/modules/admin-users/entities/admin-user.entity';
import type { HealthReportDto } from '../../src/modules/health/health.controller';
import { makeAdmin } from './factories';
import { bearer } from './session-tokens';
import type { TestApp } from './test-app';

/** What a staff request carries: the session as a bearer token (no cookie, so no anti-forgery header either). */
export type StaffHeaders = { Authorization: string };

/** A staff member of `role` (the factory's account) and the headers of a session of theirs. */
export async function staffSession(t: TestApp, role: AdminRole, name?: string): Promise<{ id: number; headers: StaffHeaders }> {
  const { admin } = await makeAdmin(t.dataSource, { role, name });
  return { id: admin.id, headers: bearer(t, 'admin', admin) };
}

const viewers = new WeakMap<TestApp, Promise<StaffHeaders>>();

/**
 * The public health probe's status code next to the details staff see (GET /api/admin/health, as a viewer
 * made once per app): `body` is the detailed report.
 */
export async function healthReport(t: TestApp): Promise<{ status: number; public: unknown; headers: Record<string, string>; body: HealthReportDto }> {
  if (!viewers.has(t)) viewers.set(t, staffSession(t, AdminRole.Viewer, 'ヘルス確認').then((s) => s.headers));
  const headers = await viewers.get(t)!;
  const [probe, detail] = await Promise.all([request(t.app.getHttpServer()).get('/api/health'), request(t.app.getHttpServer()).get('/api/admin/health').set(headers).expect(200)]);
  return { status: probe.status, public: probe.body, headers: probe.headers as Record<string, string>, body: detail.body };
}

/** A row of GET /api/admin/audit-log/search, as the resource tests read them. */
export interface AuditRow {
  action: string;
  staff_id: number;
  staff_name: string;
  record_id: number | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * A record's history in the audit log (`resource` as SPEC §7 names it: `item`, `item/tag`…), oldest first, read
 * with `as` (a role that may see the resource); `query` adds filters (`action`…).
 */
export async function auditHistory(
  t: TestApp,
  as: StaffHeaders,
  resource: string,
  recordId: number,
  query: Record<string, string | number> = {},
): Promise<AuditRow[]> {
  const res = await request(t.app.getHttpServer())
    .get('/api/admin/audit-log/search')
    .set(as)
    .query({ resource, record_id: recordId, order: 'asc', ...query })
    .expect(200);
  return res.body.items as AuditRow[];
}
