import { useId } from 'react';
import { Link } from '@er/router';
import { useQuery } from '@tanstack/react-query';
import { api } from '@er/api-client';
import { ErrorPanel, Spinner } from '@er/ui';
import { formatJapanDateTime } from '../format/japan-time';
import { AuditChanges, fieldLabelsOf } from '../resources/audit-log';
import type { AnyResource } from '../resources/types';

/** The newest entries shown on the record's page; the rest are one link away in the audit log. */
const SHOWN = 20;

/**
 * 変更履歴 on a record's page: the audit log's entries of this record, newest first. Without `id`, every
 * entry of the resource (a setting: one record whatever its id).
 */
export function RecordHistory({ resource, id }: { resource: Pick<AnyResource, 'path' | 'form'> & Pick<Partial<AnyResource>, 'auditValues'>; id?: number }) {
  const headingId = useId();
  const history = useQuery(api.adminAuditLog.adminAuditLogSearch.query({ resource: resource.path, record_id: id, page: 1, per_page: SHOWN }));
  const labels = fieldLabelsOf(resource);
  return (
    <section className="er-record-history" aria-labelledby={headingId}>
      <h2 id={headingId}>変更履歴</h2>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <ErrorPanel message="変更履歴を読み込めませんでした。" onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <p>変更履歴はありません。</p>
      ) : (
        <>
          <ol className="er-record-history__list">
            {history.data.items.map((entry) => (
              <li key={entry.id}>
                <p className="er-record-history__head">
                  <time dateTime={entry.created_at}>{formatJapanDateTime(entry.created_at)}</time> {entry.staff_name}（{entry.action_label}）
                </p>
                <AuditChanges changes={entry.changes} labels={labels} values={resource.auditValues} />
              </li>
            ))}
          </ol>
          {history.data.total > history.data.items.length && (
            <p>
              <Link to={`/admin/audit-log?${new URLSearchParams({ resource: resource.path, ...(id === undefined ? {} : { record_id: String(id) }) })}`}>
                すべての変更履歴を見る（{history.data.total.toLocaleString('ja-JP')} 件）
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
