/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Public announcements' declaration over the real SDK (answered through fetch): the front-news/* paths behind
// the list, the tabs, the form and delete/restore, and the screen's own name everywhere staff read it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { renderResource } from '../test-support/fake-resource';
import { frontNewsResource } from './front-news';

const detail = (over: Partial<Schemas['AdminFrontNewsDetailDto']> = {}): Schemas['AdminFrontNewsDetailDto'] => ({
  id: 31,
  title: 'サイトリニューアルのお知らせ',
  body: '<p>12月に新しいデザインになります。</p>',
  published_at: '2026-11-20T00:30:00.000Z',
  status: 'published',
  status_label: '公開中',
  created_at: '2026-11-19T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
  deleted_at: null,
  version: 2,
  ...over,
});

const rowOf = ({ body: _b, created_at: _c, version: _v, ...row }: Schemas['AdminFrontNewsDetailDto']): Schemas['AdminFrontNewsRowDto'] => row;
const page = (items: Schemas['AdminFrontNewsRowDto'][]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });

describe('public announcements (front-news)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists announcements from front-news/search, newest publish date first, with the status tabs and filters in the request', async () => {
    const urls: string[] = [];
    renderResource(frontNewsResource, '/admin/front-news?keyword=リニューアル', {
      routes: {
        'GET /api/admin/front-news/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([rowOf(detail())]);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）一覧' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'お知らせ（サイト掲載）一覧' });
    expect(await within(table).findByRole('link', { name: 'サイトリニューアルのお知らせ' })).toHaveAttribute('href', '/admin/front-news/edit/31');
    expect(within(table).getByText('公開中')).toBeInTheDocument();
    expect(within(table).getByText('2026/11/20 09:30')).toBeInTheDocument();
    expect(Object.fromEntries(new URL(urls[0], 'http://x').searchParams)).toEqual({ page: '1', per_page: '50', sort: 'published_at', order: 'desc', keyword: 'リニューアル' });

    fireEvent.click(screen.getByRole('button', { name: '公開予定' }));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('status')).toBe('scheduled'));
  });

  it('deletes an announcement through front-news/delete and restores it through front-news/comeback, each after confirming', async () => {
    const posted: { path: string; body: unknown }[] = [];
    let deleted: string | null = null;
    const answer = (path: string, when: string | null) => ({ body }: { body: unknown }) => {
      posted.push({ path, body });
      deleted = when;
      return { ids: [31] };
    };
    renderResource(frontNewsResource, '/admin/front-news', {
      routes: {
        'GET /api/admin/front-news/search': () => page([rowOf(detail({ deleted_at: deleted }))]),
        'POST /api/admin/front-news/delete': answer('delete', '2026-11-26T00:00:00.000Z'),
        'POST /api/admin/front-news/comeback': answer('comeback', null),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'サイトリニューアルのお知らせを削除' }));
    const dialog = screen.getByRole('alertdialog', { name: '「サイトリニューアルのお知らせ」を削除しますか？' });
    expect(dialog).toHaveTextContent('削除したあとも「復元」で元に戻せます。');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('button', { name: 'サイトリニューアルのお知らせを復元' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '「サイトリニューアルのお知らせ」を復元しますか？' })).getByRole('button', { name: '復元する' }));
    expect(await screen.findByText('復元しました。')).toBeInTheDocument();
    expect(posted).toEqual([
      { path: 'delete', body: { id: 31 } },
      { path: 'comeback', body: { id: 31 } },
    ]);
  });

  const editRoutes = (bodies: unknown[]) => ({
    'POST /api/admin/front-news/edit': ({ body }: { body: unknown }) => {
      bodies.push(body);
      return detail();
    },
    'GET /api/admin/front-news/detail/31': detail(),
    'GET /api/admin/front-news/search': page([]),
  });

  it('creates through front-news/edit: the publish date as typed (Japan time)', async () => {
    const bodies: unknown[] = [];
    renderResource(frontNewsResource, '/admin/front-news/create', { routes: editRoutes(bodies) });
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）の新規作成' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^タイトル/), { target: { value: '年末年始休業のお知らせ' } });
    fireEvent.change(screen.getByLabelText(/^本文/), { target: { value: '休業します。' } });
    fireEvent.change(screen.getByLabelText(/^公開日時/), { target: { value: '2026-12-20T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ title: '年末年始休業のお知らせ', body: '休業します。', published_at: '2026-12-20T09:00' }]);
  });

  it('edits through front-news/edit: the record in Japan time in the form, its id and version with the save', async () => {
    const bodies: unknown[] = [];
    renderResource(frontNewsResource, '/admin/front-news/edit/31', { routes: editRoutes(bodies) });
    expect(await screen.findByLabelText(/^公開日時/)).toHaveValue('2026-11-20T09:30');
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ（サイト掲載）の編集' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^公開日時/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 31, version: 2, title: 'サイトリニューアルのお知らせ', body: '<p>12月に新しいデザインになります。</p>', published_at: null }]);
  });

  it('offers a viewer the records to read but nothing to write', async () => {
    renderResource(frontNewsResource, '/admin/front-news', { role: 'viewer', routes: { 'GET /api/admin/front-news/search': page([rowOf(detail())]) } });
    expect(await screen.findByRole('link', { name: 'サイトリニューアルのお知らせを表示' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '新規作成' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /を削除$/ })).not.toBeInTheDocument();
  });
});
