/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Column links of listings and of tags, each declaration over the real SDK (answered through fetch): the
// list names the listing / tag (or says it is gone) and filters by one picked by name; create goes to
// …/create without an id, edit to …/edit with id and version, the target picked by name with a typeahead (the
// listings' from item/search by keyword, the tags' from tag-list-for-item-input) and sent as its id; the
// API's field error on the target lands on its field; delete and restore through …/delete and …/comeback.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { columnConnectResource } from './column-connect';
import { columnTagConnectResource } from './column-tag-connect';

const link = (over: Partial<Schemas['AdminColumnConnectDetailDto']> = {}): Schemas['AdminColumnConnectDetailDto'] => ({
  id: 8,
  title: 'フリーランスの確定申告ガイド',
  column_url: 'https://column.example.com/tax-return',
  item_id: 120,
  item_name: 'ECサイトのバックエンド開発',
  status: 'active',
  status_label: '有効',
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-21T03:15:00.000Z',
  deleted_at: null,
  version: 4,
  ...over,
});
const rowOf = ({ version: _v, ...row }: Schemas['AdminColumnConnectDetailDto']): Schemas['AdminColumnConnectRowDto'] => row;
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });
const query = (url: string) => new URL(url, 'http://x').searchParams;

/** item/search as the listing typeahead asks it: listings whose name has the keyword. */
const LISTINGS = [
  { id: 120, name: 'ECサイトのバックエンド開発', status_label: '公開中' },
  { id: 121, name: 'EC基盤のSRE', status_label: '下書き' },
];
const listingSearch = ({ url }: { url: string }) => page(LISTINGS.filter((l) => l.name.includes(query(url).get('keyword') ?? '')));

/** Types into a typeahead and picks a candidate by its name. */
async function pick(box: HTMLElement, typed: string, name: string | RegExp) {
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('column links of listings (column-connect)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists links with their listing by name (or as deleted), newest first, filtered by a listing picked by name and tab', async () => {
    const urls: string[] = [];
    const { search } = renderResource(columnConnectResource, '/admin/column-connect', {
      routes: {
        'GET /api/admin/column-connect/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([rowOf(link()), rowOf(link({ id: 7, title: '面談対策', item_id: 99, item_name: null }))]);
        },
        'GET /api/admin/item/search': listingSearch,
      },
    });
    const table = await screen.findByRole('table', { name: 'コラム連携（案件）一覧' });
    expect(await within(table).findByRole('link', { name: 'フリーランスの確定申告ガイド' })).toHaveAttribute('href', '/admin/column-connect/edit/8');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'https://column.example.com/tax-return' })).toHaveAttribute('target', '_blank');
    expect(first).toHaveTextContent('ECサイトのバックエンド開発（ID 120）');
    expect(first).toHaveTextContent('2026/11/21 12:15');
    expect(second).toHaveTextContent('削除された案件（ID 99）');
    expect(Object.fromEntries(new URL(urls[0], 'http://x').searchParams)).toEqual({ page: '1', per_page: '50', sort: 'id', order: 'desc' });

    // The listing candidates say their state beside the name.
    fireEvent.change(screen.getByRole('combobox', { name: '案件' }), { target: { value: 'EC' } });
    expect(await screen.findByRole('option', { name: /EC基盤のSRE（ID 121）/ })).toHaveTextContent('下書き');
    await pick(screen.getByRole('combobox', { name: '案件' }), 'バックエンド', /ECサイトのバックエンド開発（ID 120）/);
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(query(urls.at(-1)!).get('item_id')).toBe('120'));
    expect(search().get('item_id')).toBe('120');
    fireEvent.click(screen.getByRole('button', { name: '削除済み' }));
    await waitFor(() => expect(search().get('status')).toBe('deleted'));
    expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('status')).toBe('deleted');
  });

  it('creates a link through column-connect/create: the listing picked by name, sent as its id; its field error on the field', async () => {
    const bodies: unknown[] = [];
    renderResource(columnConnectResource, '/admin/column-connect/create', {
      routes: {
        'POST /api/admin/column-connect/create': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return bodies.length === 1
            ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { item_id: ['指定された案件が見つかりません'] } })
            : link();
        },
        'GET /api/admin/column-connect/search': page([]),
        'GET /api/admin/item/search': listingSearch,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'コラム連携（案件）の新規作成' })).toBeInTheDocument();
    await pick(screen.getByRole('combobox', { name: /^案件/ }), 'SRE', /EC基盤のSRE（ID 121）/);
    fireEvent.change(screen.getByLabelText(/^コラムのタイトル/), { target: { value: '面談対策' } });
    fireEvent.change(screen.getByLabelText(/^コラムのURL/), { target: { value: 'https://column.example.com/interview' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('案件：指定された案件が見つかりません');
    // …and under the field.
    expect(screen.getByText('指定された案件が見つかりません')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ item_id: 121, title: '面談対策', column_url: 'https://column.example.com/interview' });

    // One listing per link: the chosen one is taken off before another is picked.
    fireEvent.click(screen.getByRole('button', { name: 'EC基盤のSRE（ID 121）を外す' }));
    await pick(screen.getByRole('combobox', { name: /^案件/ }), 'バックエンド', /ECサイトのバックエンド開発（ID 120）/);
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ item_id: 120, title: '面談対策', column_url: 'https://column.example.com/interview' });
  });

  it('edits a link through column-connect/edit with its id and version', async () => {
    const bodies: unknown[] = [];
    renderResource(columnConnectResource, '/admin/column-connect/edit/8', {
      routes: {
        'GET /api/admin/column-connect/detail/8': link(),
        'POST /api/admin/column-connect/edit': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return link({ version: 5 });
        },
        'GET /api/admin/column-connect/search': page([]),
      },
    });
    const chosen = await screen.findByRole('list', { name: '選択中の案件' });
    expect(within(chosen).getByText('ECサイトのバックエンド開発（ID 120）')).toBeInTheDocument();
    // One listing per link: no box to pick a second while one is chosen.
    expect(screen.queryByRole('combobox', { name: /^案件/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'コラム連携（案件）の編集' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^コラムのタイトル/), { target: { value: '確定申告ガイド 2027年版' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 8, version: 4, item_id: 120, title: '確定申告ガイド 2027年版', column_url: 'https://column.example.com/tax-return' }]);
  });

  it('deletes and restores a link through column-connect/delete and comeback', async () => {
    const posted: string[] = [];
    let deletedAt: string | null = null;
    renderResource(columnConnectResource, '/admin/column-connect', {
      routes: {
        'GET /api/admin/column-connect/search': () => page([rowOf(link({ deleted_at: deletedAt }))]),
        'POST /api/admin/column-connect/delete': ({ body }: { body: { id: number } }) => {
          posted.push(`delete ${body.id}`);
          deletedAt = '2026-11-26T00:00:00.000Z';
          return { ids: [body.id] };
        },
        'POST /api/admin/column-connect/comeback': ({ body }: { body: { id: number } }) => {
          posted.push(`comeback ${body.id}`);
          deletedAt = null;
          return { ids: [body.id] };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'フリーランスの確定申告ガイドを削除' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '「フリーランスの確定申告ガイド」を削除しますか？' })).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'フリーランスの確定申告ガイドを復元' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '復元する' }));
    expect(await screen.findByText('復元しました。')).toBeInTheDocument();
    expect(posted).toEqual(['delete 8', 'comeback 8']);
  });
});

describe('column links of tags (column-tag-connect)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  const tagLink = (over: Partial<Schemas['AdminColumnTagConnectDetailDto']> = {}): Schemas['AdminColumnTagConnectDetailDto'] => ({
    id: 3,
    title: 'Javaエンジニアの単価相場',
    column_url: 'https://column.example.com/java-rate',
    tag_id: 12,
    tag_term: 'Java',
    status: 'active',
    status_label: '有効',
    created_at: '2026-11-20T00:00:00.000Z',
    updated_at: '2026-11-21T00:00:00.000Z',
    deleted_at: null,
    version: 1,
    ...over,
  });

  it('lists links with their tag and opens a shared link filtered by a tag, naming it', async () => {
    const urls: string[] = [];
    const { version: _v, ...row } = tagLink();
    renderResource(columnTagConnectResource, '/admin/column-tag-connect?tag_id=12', {
      routes: {
        'GET /api/admin/column-tag-connect/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([row]);
        },
        'GET /api/admin/item/tag/detail/12': { id: 12, term: 'Java' },
      },
    });
    const table = await screen.findByRole('table', { name: 'コラム連携（タグ）一覧' });
    expect(await within(table).findByText('Java（ID 12）')).toBeInTheDocument();
    expect(query(urls[0]).get('tag_id')).toBe('12');
    const chosen = await screen.findByRole('list', { name: '選択中のタグ' });
    expect(await within(chosen).findByText('Java')).toBeInTheDocument();
  });

  it('creates through column-tag-connect/create and edits through column-tag-connect/edit, the tag picked by name and sent as its id', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    const routes = {
      'POST /api/admin/column-tag-connect/create': ({ body }: { body: unknown }) => {
        bodies.push({ path: 'create', body });
        return tagLink();
      },
      'POST /api/admin/column-tag-connect/edit': ({ body }: { body: unknown }) => {
        bodies.push({ path: 'edit', body });
        return tagLink({ version: 2 });
      },
      'GET /api/admin/column-tag-connect/detail/3': tagLink(),
      'GET /api/admin/column-tag-connect/search': page([]),
      'GET /api/admin/item/tag-list-for-item-input': ({ url }: { url: string }) => ({
        items: [
          { id: 12, label: 'Java' },
          { id: 15, label: 'JavaScript' },
        ].filter((t) => t.label.toLowerCase().startsWith(query(url).get('term')!.toLowerCase())),
      }),
    };
    const view = renderResource(columnTagConnectResource, '/admin/column-tag-connect/create', { routes });
    await pick(await screen.findByRole('combobox', { name: /^タグ/ }), 'jav', 'Java');
    fireEvent.change(screen.getByLabelText(/^コラムのタイトル/), { target: { value: 'Javaエンジニアの単価相場' } });
    fireEvent.change(screen.getByLabelText(/^コラムのURL/), { target: { value: 'https://column.example.com/java-rate' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeInTheDocument();
    view.unmount();

    renderResource(columnTagConnectResource, '/admin/column-tag-connect/edit/3', { routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Java（ID 12）を外す' }));
    await pick(screen.getByRole('combobox', { name: /^タグ/ }), 'javas', 'JavaScript');
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([
      { path: 'create', body: { tag_id: 12, title: 'Javaエンジニアの単価相場', column_url: 'https://column.example.com/java-rate' } },
      { path: 'edit', body: { id: 3, version: 1, tag_id: 15, title: 'Javaエンジニアの単価相場', column_url: 'https://column.example.com/java-rate' } },
    ]);
  });
});
