type AuditScalar = string | number | boolean | null;
/** A plain field value as the audit log keeps it (JSON): a scalar or a list of scalars (tag ids). */
export type AuditValue = AuditScalar | AuditScalar[];
export interface AuditFieldChange {
  before: AuditValue;
  after: AuditValue;
}
/** Changed fields by name (snake_case, as the API spells them). */
export type AuditChanges = Record<string, AuditFieldChange>;

/** Bookkeeping every write changes: not what staff changed. */
const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at']);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A field value as the log keeps it, or undefined when it is not a plain value (a relation, an object, a
 * function): dates become ISO strings, missing values null, arrays are kept when all their elements are
 * plain scalars.
 */
export function plainValue(value: unknown): AuditValue | undefined {
  if (Array.isArray(value)) {
    const items = value.map(plainScalar);
    return items.every((item) => item !== undefined) ? (items as AuditScalar[]) : undefined;
  }
  return plainScalar(value);
}

function plainScalar(value: unknown): AuditScalar | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return undefined;
}

/**
 * The fields whose plain values differ between two snapshots of a record (before a write and after it;
 * `null` for "did not exist": a create has no before). Field names are turned into snake_case; the
 * bookkeeping fields (id, version, created_at, updated_at) and values that are not plain are left out.
 * Fields come out in name order.
 */
export function auditDiff(before: object | null | undefined, after: object | null | undefined): AuditChanges {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  for (const key of keys) {
    const field = snakeCase(key);
    if (BOOKKEEPING.has(field)) continue;
    const from = plainValue(b[key]);
    const to = plainValue(a[key]);
    if (from === undefined || to === undefined) continue;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { before: from, after: to };
  }
  return Object.fromEntries(Object.entries(changes).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
}
