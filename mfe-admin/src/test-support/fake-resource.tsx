// Test support (not shipped): a fake admin resource 「テスト記事」 over an in-memory stand-in of its API, and
// a render helper with the providers the host gives mfe_admin (a data router, the query cache, the toasts).
// The stand-in answers like the admin-resource toolkit's contract (resources/types.ts): paging, sorting,
// filters, count-info, version checks, validation errors with dot paths, soft delete and restore.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '@er/router';
import type { ApiErrorBody, Schemas } from '@er/api-client';
import { mockFetch } from '../../../packages/ui/test/mock-fetch';
import { ToastProvider } from '../components/Toast';
import { resourcePages } from '../resources/pages';
import { defineResource, type AnyResource, type SearchPage, type StaffRole, type TermOption } from '../resources/types';

export interface FakeRow {
  id: number;
  title: string;
  status: 'published' | 'draft';
  body: string;
  views: number;
  contact: { email: string };
  tags: TermOption[];
  deleted: boolean;
  version: number;
}

type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiErrorBody };
const ok = <T,>(data: T): Result<T> => ({ data });
const fail = (error: ApiErrorBody): Result<never> => ({ error });

export const TAGS: TermOption[] = [
  { id: 1, label: 'Java' },
  { id: 2, label: 'JavaScript' },
  { id: 3, label: 'Go' },
];

/** `count` records: ids 1…count, 記事1…, every third a draft. */
export function makeRows(count: number): FakeRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `記事${i + 1}`,
    status: i % 3 === 2 ? 'draft' : 'published',
    body: `本文${i + 1}`,
    views: (i * 7) % 50,
    contact: { email: `a${i + 1}@example.com` },
    tags: [],
    deleted: false,
    version: 1,
  }));
}

/** The in-memory API of the fake resource; every operation is a jest.fn (calls are what tests assert). */
export function makeFakeApi(initial: FakeRow[]) {
  const rows = initial.map((r) => ({ ...r }));
  const visible = (p: Record<string, unknown>) =>
    rows.filter(
      (r) =>
        (p.deleted === 'only' ? r.deleted : !r.deleted) &&
        (!p.keyword || r.title.includes(String(p.keyword))) &&
        (!p.status || r.status === p.status),
    );
  const api = {
    rows,
    search: jest.fn(async (p: Record<string, unknown>): Promise<Result<SearchPage<FakeRow>>> => {
      const page = Number(p.page);
      const perPage = Number(p.per_page);
      const found = visible(p);
      if (p.sort) {
        const key = p.sort as keyof FakeRow;
        found.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (p.order === 'desc' ? -1 : 1));
      }
      return ok({
        items: found.slice((page - 1) * perPage, page * perPage),
        total: found.length,
        page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(found.length / perPage)),
      });
    }),
    countInfo: jest.fn(async (p: Record<string, unknown>) => {
      const found = visible({ ...p, status: undefined });
      return ok({
        counts: [
          { status: 'published', label: '公開', count: found.filter((r) => r.status === 'published').length },
          { status: 'draft', label: '下書き', count: found.filter((r) => r.status === 'draft').length },
        ],
      });
    }),
    detail: jest.fn(async ({ id }: { id: number }): Promise<Result<FakeRow>> => {
      const row = rows.find((r) => r.id === id);
      return row ? ok({ ...row }) : fail({ statusCode: 404, code: 'ADMIN_RECORD_NOT_FOUND', message: '指定されたデータが見つかりませんでした' });
    }),
    save: jest.fn(async (body: Partial<FakeRow> & { tag_ids?: number[] }): Promise<Result<unknown>> => {
      const errors: Record<string, string[]> = {};
      if (!body.title) errors.title = ['タイトルを入力してください'];
      if (body.contact?.email && !body.contact.email.includes('@')) errors['contact.email'] = ['メールアドレスの形式が正しくありません'];
      if (Object.keys(errors).length) return fail({ statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors });
      const fields = { title: body.title!, status: body.status ?? 'draft', body: body.body ?? '', contact: body.contact ?? { email: '' } };
      const tags = TAGS.filter((t) => body.tag_ids?.includes(Number(t.id)));
      if (body.id === undefined) {
        const row: FakeRow = { id: rows.length + 1, views: 0, deleted: false, version: 1, tags, ...fields };
        rows.push(row);
        return ok({ id: row.id, version: row.version });
      }
      const row = rows.find((r) => r.id === body.id)!;
      if (row.version !== body.version) {
        return fail({ statusCode: 409, code: 'ADMIN_STALE_VERSION', message: 'ほかの担当者がこのデータを更新しました。最新の内容を読み込んでから、もう一度保存してください。' });
      }
      Object.assign(row, fields, { tags, version: row.version + 1 });
      return ok({ id: row.id, version: row.version });
    }),
    delete: jest.fn(async ({ id }: { id: number }) => {
      rows.find((r) => r.id === id)!.deleted = true;
      return ok({ result: true });
    }),
    restore: jest.fn(async ({ id }: { id: number }) => {
      rows.find((r) => r.id === id)!.deleted = false;
      return ok({ result: true });
    }),
    deleteMultiple: jest.fn(async ({ ids }: { ids: number[] }) => {
      for (const r of rows) if (ids.includes(r.id)) r.deleted = true;
      return ok({ result: true });
    }),
    termSearch: jest.fn(async ({ term }: { term: string; limit: number }) => ok({ items: TAGS.filter((t) => t.label.toLowerCase().startsWith(term.toLowerCase())) })),
  };
  return api;
}

export type FakeApi = ReturnType<typeof makeFakeApi>;

interface FakeFormValues extends Record<string, unknown> {
  title: string;
  status: string;
  body: string;
  contact: { email: string };
  tags: TermOption[];
}

/** The declaration under test: a short one, as every real screen's is. */
export function fakeResource(api: FakeApi) {
  return defineResource<FakeRow, FakeRow, FakeFormValues>({
    path: 'test-articles',
    title: 'テスト記事',
    rowId: (r) => r.id,
    rowLabel: (r) => r.title,
    isDeleted: (r) => r.deleted,
    operations: {
      search: api.search,
      countInfo: api.countInfo,
      detail: api.detail,
      save: api.save,
      delete: api.delete,
      restore: api.restore,
      deleteMultiple: api.deleteMultiple,
    },
    tabs: { param: 'status' },
    filters: [
      { name: 'keyword', label: 'キーワード', kind: 'text' },
      { name: 'deleted', label: '削除済み', kind: 'select', options: [{ value: 'only', label: '削除済みのみ' }] },
    ],
    columns: [
      { key: 'id', header: 'ID', sortable: true, numeric: true },
      { key: 'title', header: 'タイトル', sortable: true, link: true },
      { key: 'status', header: 'ステータス', cell: (r) => (r.status === 'published' ? '公開' : '下書き') },
      { key: 'views', header: '閲覧数', sortable: true, numeric: true },
    ],
    defaultSort: { sort: 'id', order: 'desc' },
    form: {
      fields: [
        { name: 'title', label: 'タイトル', kind: 'text', required: true },
        {
          name: 'status',
          label: 'ステータス',
          kind: 'select',
          options: [
            { value: 'published', label: '公開' },
            { value: 'draft', label: '下書き' },
          ],
        },
        { name: 'body', label: '本文', kind: 'textarea' },
        { name: 'contact.email', label: '連絡先メールアドレス', kind: 'text' },
        { name: 'tags', label: 'タグ', kind: 'tags', termSearch: api.termSearch },
      ],
      defaults: { title: '', status: 'draft', body: '', contact: { email: '' }, tags: [] },
      toForm: (r) => ({ title: r.title, status: r.status, body: r.body, contact: { email: r.contact.email }, tags: r.tags }),
      toBody: ({ tags, ...values }) => ({ ...values, tag_ids: tags.map((t) => Number(t.id)) }),
    },
  });
}

/**
 * Renders a resource's pages at `url` in a data router (as the host does), logged in as a staff member of
 * `role` (the login check answered through fetch, as the SDK asks it), with `history` as the audit log.
 */
export function renderResource(resource: AnyResource, url: string, options?: RenderOptions) {
  return renderPages(resourcePages(resource), url, options);
}

interface RenderOptions {
  role?: StaffRole;
  history?: Schemas['AuditLogRowDto'][];
  /** More API answers by 'METHOD /path' (mockFetch), for a declaration over the real SDK. */
  routes?: Parameters<typeof mockFetch>[0];
}

/** Renders `pages` (by route path) at `url` as renderResource does. */
export function renderPages(
  pages: Record<string, ReactNode>,
  url: string,
  { role = 'editor', history = [], routes = {} }: RenderOptions = {},
) {
  const roleLabel = { owner: 'オーナー', editor: '編集者', viewer: '閲覧者' }[role];
  const { calls } = mockFetch({
    'GET /api/admin/login-check': { logged_in: true, admin: { id: 1, name: '管理 太郎', email: 'admin@example.com', role, role_label: roleLabel } },
    // The audit log of `history`, as GET /api/admin/audit-log/search filters it (resource, record, action).
    'GET /api/admin/audit-log/search': ({ url }: { url: string }) => {
      const q = new URL(url, 'http://localhost').searchParams;
      const found = history.filter(
        (h) =>
          (!q.get('resource') || h.resource === q.get('resource')) &&
          (!q.get('record_id') || String(h.record_id) === q.get('record_id')) &&
          (!q.get('action') || h.action === q.get('action')),
      );
      const perPage = Number(q.get('per_page'));
      return { items: found.slice(0, perPage), total: found.length, page: 1, per_page: perPage, last_page: Math.max(1, Math.ceil(found.length / perPage)) };
    },
    ...routes,
  });
  const router = createMemoryRouter(
    Object.entries(pages).map(([path, element]) => ({ path, element })),
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, calls, search: () => new URLSearchParams(router.state.location.search) };
}
