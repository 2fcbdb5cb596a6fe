// /admin/<resource>: the list of any declared resource (issue 15): its count-info tabs, filters, the data
// table over search (filters, page, sort in the URL), row actions (削除 / 復元 and the resource's own actions)
// and the bulk delete of the selected rows, each behind the confirm dialog, each answered with a toast. What
// a viewer may not do is not offered (the server refuses it anyway).
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from '@er/router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { formErrorMessage } from '@er/api-client';
import { Button } from '@er/ui';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type TableColumn } from '../components/DataTable';
import { ListFilters } from '../components/ListFilters';
import { TagInput } from '../components/TagInput';
import { useToast } from '../components/Toast';
import { searchParamsOf, useListState, type ListState } from '../hooks/useListState';
import { useStaffInfo } from '../hooks/useStaffInfo';
import { callOperation, dataOrThrow, resourceKey } from '../resources/calls';
import { createPath, editPath, toolPath } from '../resources/paths';
import { canDo, canRun, canUseTool } from '../resources/permissions';
import type { AnyResource, FilterDeclaration, RowActionDeclaration, TermOption } from '../resources/types';

/** Where the edit page's 「一覧へ戻る」 goes: the list as it was (filters, page, sort). */
export interface FromListState {
  listSearch: string;
}

/** Rows as the generic page sees them: the declaration's functions know their fields. */
type Row = Record<string, unknown>;

type Pending =
  | { kind: 'delete' | 'restore'; id: number | string; label: string }
  | { kind: 'deleteMultiple'; ids: number[] }
  | { kind: 'pick'; action: RowActionDeclaration<Row>; row: Row; picked: TermOption[] }
  | { kind: 'action'; action: RowActionDeclaration<Row>; row: Row; picked?: TermOption };

/** The API's value of a filter as the URL keeps it (a number filter may be in other units: 万円 → 円). */
function apiValueOf(filter: FilterDeclaration | undefined, value: string): string | number {
  if (filter?.kind !== 'number' || filter.scale === undefined) return value;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * filter.scale) : value;
}

/** The search and count-info parameters of the list's filters (the tab included), in the API's units. */
function apiFilters(filters: ListState['filters'], declared: readonly FilterDeclaration[] | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, apiValueOf(declared?.find((f) => f.name === name), value)]));
}

export function ResourceListPage({ resource }: { resource: AnyResource }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { role } = useStaffInfo();

  const filterNames = useMemo(() => [...(resource.filters ?? []).map((f) => f.name), ...(resource.tabs ? [resource.tabs.param] : [])], [resource]);
  const sortable = useMemo(() => resource.columns.filter((c) => c.sortable).map((c) => c.key), [resource]);
  const list = useListState({ filterNames, sortable, defaultSort: resource.defaultSort });
  const params = { ...searchParamsOf(list.state), ...apiFilters(list.state.filters, resource.filters) };
  const paramsKey = JSON.stringify(params);

  const search = useQuery({
    queryKey: resourceKey(resource, 'search', params),
    queryFn: ({ signal }) => dataOrThrow(callOperation(resource.operations.search, params, { signal })),
    placeholderData: keepPreviousData,
  });
  // The tabs count what the other filters match, whatever the tab.
  const countParams = useMemo(() => {
    const { [resource.tabs?.param ?? '']: _tab, ...others } = list.state.filters;
    return apiFilters(others, resource.filters);
  }, [list.state.filters, resource.tabs, resource.filters]);
  const countInfo = resource.operations.countInfo;
  const counts = useQuery({
    queryKey: resourceKey(resource, 'count-info', countParams),
    queryFn: ({ signal }) => dataOrThrow(callOperation(countInfo!, countParams, { signal })),
    enabled: !!countInfo && !!resource.tabs,
    placeholderData: keepPreviousData,
  });

  // The selection belongs to the rows on screen: another page, sort or filter starts with none.
  const [selection, setSelection] = useState<{ key: string; rows: RowSelectionState }>({ key: paramsKey, rows: {} });
  const selected = selection.key === paramsKey ? selection.rows : {};
  const [pending, setPending] = useState<Pending | null>(null);
  const [running, setRunning] = useState(false);

  const can = {
    create: canDo(resource, 'create', role),
    edit: canDo(resource, 'edit', role),
    delete: canDo(resource, 'delete', role),
    restore: canDo(resource, 'restore', role),
    deleteMultiple: canDo(resource, 'deleteMultiple', role),
  };
  // Anyone may open a record's page (read only for viewers) when the resource has one.
  const hasDetail = (!!resource.form && !!resource.operations.detail) || !!resource.recordPage;
  const fromList: FromListState = { listSearch: location.search };

  const columns = useMemo<TableColumn<Row>[]>(
    () =>
      resource.columns.map((c) =>
        c.link && hasDetail
          ? {
              ...c,
              cell: (row: Row) => (
                <Link to={editPath(resource, resource.rowId(row))} state={{ listSearch: location.search } satisfies FromListState}>
                  {c.cell ? c.cell(row) : String(row[c.key] ?? '')}
                </Link>
              ),
            }
          : c,
      ),
    [resource, hasDetail, location.search],
  );

  async function run() {
    if (!pending || pending.kind === 'pick') return;
    const ops = resource.operations;
    const [operation, variables] =
      pending.kind === 'action'
        ? [pending.action.operation, pending.action.variables?.(pending.row, pending.picked) ?? { id: resource.rowId(pending.row) }]
        : pending.kind === 'deleteMultiple'
          ? [ops.deleteMultiple, { ids: pending.ids }]
          : [ops[pending.kind], { id: pending.id }];
    setRunning(true);
    const { data, error } = await callOperation(operation!, variables);
    setRunning(false);
    setPending(null);
    if (error) {
      toast.error(formErrorMessage(error));
      return;
    }
    setSelection({ key: paramsKey, rows: {} });
    if (pending.kind === 'action') {
      const { action, row, picked } = pending;
      toast.success(typeof action.done === 'string' ? action.done : action.done(row, picked));
      const next = action.then?.(row, picked);
      if (next) navigate(next);
    } else if (pending.kind === 'deleteMultiple') {
      // The API answers the ids it changed (rows deleted meanwhile are skipped), when it says.
      const changed = (data as { ids?: unknown } | undefined)?.ids;
      toast.success(`${Array.isArray(changed) ? changed.length : pending.ids.length} 件を削除しました。`);
    } else {
      toast.success(pending.kind === 'delete' ? '削除しました。' : '復元しました。');
    }
    await queryClient.invalidateQueries({ queryKey: resourceKey(resource) });
  }

  const ownActions = (resource.actions ?? []).filter((a) => canRun(a, role));

  const rowActions = (row: Row) => {
    const id = resource.rowId(row);
    const label = resource.rowLabel(row);
    const deleted = resource.isDeleted?.(row) ?? false;
    return (
      <span className="er-row-actions">
        {hasDetail && (
          <Link to={editPath(resource, id)} state={fromList} aria-label={`${label}を${can.edit ? '編集' : '表示'}`}>
            {can.edit ? '編集' : '表示'}
          </Link>
        )}
        {ownActions
          .filter((a) => a.when?.(row) ?? true)
          .map((a) => (
            <Button
              key={a.name}
              variant="secondary"
              className="er-button--small"
              aria-label={`${label}を${a.label}`}
              onClick={() => setPending(a.pick ? { kind: 'pick', action: a, row, picked: [] } : { kind: 'action', action: a, row })}
            >
              {a.label}
            </Button>
          ))}
        {!deleted && can.delete && (
          <Button variant="secondary" className="er-button--small" aria-label={`${label}を削除`} onClick={() => setPending({ kind: 'delete', id, label })}>
            削除
          </Button>
        )}
        {deleted && can.restore && (
          <Button variant="secondary" className="er-button--small" aria-label={`${label}を復元`} onClick={() => setPending({ kind: 'restore', id, label })}>
            復元
          </Button>
        )}
      </span>
    );
  };
  const hasRowActions = hasDetail || can.delete || can.restore || ownActions.length > 0;

  const tabParam = resource.tabs?.param;
  // Without the parameter the API lists all (the first tab), or one status (`initial`) when it has no such list.
  const allTab = resource.tabs?.all ?? 'すべて';
  const initialTab = allTab === false ? (resource.tabs?.initial ?? '') : '';
  const currentTab = tabParam ? (list.state.filters[tabParam] ?? initialTab) : '';
  const statusTabs: { status: string; label: string; count: number | null }[] | undefined = countInfo
    ? counts.data?.counts
    : resource.tabs?.choices?.map((c) => ({ status: c.value, label: c.label, count: null }));
  const tabs = statusTabs && (allTab === false ? statusTabs : [{ status: '', label: allTab, count: null }, ...statusTabs]);

  const tools = (resource.tools ?? []).filter((t) => canUseTool(t, role));
  const listActions = (resource.listActions ?? []).filter((a) => canUseTool(a, role));
  const { page: _page, per_page: _perPage, ...listQuery } = params;
  const dialog = confirmDialogOf(pending, !!resource.operations.restore);

  return (
    <section className="er-resource-list">
      <div className="er-page-head">
        <h1>{resource.title}一覧</h1>
        <span className="er-page-head__actions">
          {listActions.map(({ name, component: Action }) => (
            <Action key={name} query={listQuery} />
          ))}
          {tools.map((t) => (
            <Link key={t.path} className="er-button er-button--secondary er-button--small" to={toolPath(resource, t)} state={fromList}>
              {t.title}
            </Link>
          ))}
          {can.create && (
            <Link className="er-button er-button--primary er-button--small" to={createPath(resource)} state={fromList}>
              {resource.createWords?.link ?? '新規作成'}
            </Link>
          )}
        </span>
      </div>
      {tabParam && tabs && (
        <div className="er-status-tabs" role="group" aria-label="ステータスで絞り込み">
          {tabs.map((t) => (
            <button
              key={t.status}
              type="button"
              className="er-status-tabs__tab"
              aria-pressed={currentTab === t.status}
              // The status the API lists anyway stays out of the URL (one link per list).
              onClick={() => list.setFilters({ [tabParam]: t.status === initialTab ? null : t.status })}
            >
              {t.count === null ? t.label : `${t.label}（${t.count.toLocaleString('ja-JP')}）`}
            </button>
          ))}
        </div>
      )}
      {resource.filters && resource.filters.length > 0 && <ListFilters filters={resource.filters} values={list.state.filters} onApply={list.setFilters} />}
      <DataTable
        caption={`${resource.title}一覧`}
        columns={columns}
        rows={search.data?.items}
        rowId={(row) => String(resource.rowId(row))}
        rowLabel={resource.rowLabel}
        rowClassName={(row) => (resource.isDeleted?.(row) ? 'is-deleted' : undefined)}
        // The pager describes the rows on screen: while the next page loads, the previous answer's.
        total={search.data?.total ?? 0}
        page={search.data?.page ?? list.state.page}
        perPage={search.data?.per_page ?? list.state.perPage}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        sort={list.state.sort}
        order={list.state.order}
        onSortChange={list.setSort}
        loading={search.isFetching}
        error={search.isError}
        onRetry={() => void search.refetch()}
        selection={
          can.deleteMultiple
            ? {
                selected,
                onChange: (rows) => setSelection({ key: paramsKey, rows }),
                // Only rows that can be deleted have a checkbox (not those deleted already).
                can: (row) => !(resource.isDeleted?.(row) ?? false),
              }
            : undefined
        }
        bulkActions={(ids) => (
          <Button variant="danger" className="er-button--small" onClick={() => setPending({ kind: 'deleteMultiple', ids: ids.map(Number) })}>
            選択した行を削除
          </Button>
        )}
        rowActions={hasRowActions ? rowActions : undefined}
      />
      {pending?.kind === 'pick' && pending.action.pick && (
        <ConfirmDialog
          open
          title={`「${resource.rowLabel(pending.row)}」を${pending.action.label}`}
          confirmLabel="次へ"
          confirmDisabled={pending.picked.length === 0}
          focusBody
          onConfirm={() => setPending({ kind: 'action', action: pending.action, row: pending.row, picked: pending.picked[0] })}
          onCancel={() => setPending(null)}
        >
          <TagInput
            label={pending.action.pick.label}
            hint={pending.action.pick.hint}
            value={pending.picked}
            onChange={(picked) => setPending({ ...pending, picked })}
            termSearch={pending.action.pick.candidates(pending.row)}
            queryKey={resourceKey(resource, 'pick', pending.action.name, resource.rowId(pending.row))}
            max={1}
          />
        </ConfirmDialog>
      )}
      <ConfirmDialog
        open={pending !== null && pending.kind !== 'pick'}
        title={dialog.title}
        confirmLabel={dialog.confirmLabel}
        danger={dialog.danger}
        pending={running}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      >
        {dialog.explain && <p>{dialog.explain}</p>}
      </ConfirmDialog>
    </section>
  );
}

/** What the confirm dialog asks before `pending` runs: the question naming the record, the button, what follows. */
function confirmDialogOf(pending: Pending | null, restorable: boolean): { title: string; confirmLabel: string; danger: boolean; explain?: string } {
  const afterDelete = restorable ? '削除したあとも「復元」で元に戻せます。' : 'この操作は取り消せません。';
  switch (pending?.kind) {
    case undefined:
    case 'pick':
      return { title: '', confirmLabel: '', danger: false };
    case 'action':
      return {
        title: pending.action.confirm(pending.row, pending.picked),
        confirmLabel: pending.action.confirmLabel,
        danger: !!pending.action.danger,
        explain: pending.action.explain?.(pending.row, pending.picked),
      };
    case 'restore':
      return { title: `「${pending.label}」を復元しますか？`, confirmLabel: '復元する', danger: false };
    case 'deleteMultiple':
      return { title: `選択した ${pending.ids.length} 件を削除しますか？`, confirmLabel: '削除する', danger: true, explain: afterDelete };
    case 'delete':
      return { title: `「${pending.label}」を削除しますか？`, confirmLabel: '削除する', danger: true, explain: afterDelete };
  }
}
