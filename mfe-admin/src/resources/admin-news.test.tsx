/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Staff notices' declaration over the real SDK (answered through fetch): what reaches the API from the list
// and the form, and how a record's publish date shows in the form (Japan time).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { adminNewsResource } from './admin-news';

const detail = (over: Partial<Schemas['AdminNewsDetailDto']> = {}): Schemas['AdminNewsDetailDto'] => ({
  id: 12,
  title: '年末年始の営業について',
  body: '<p>12月29日から休業します。</p>',
  published_at: '2026-12-01T01:00:00.000Z',
  status: 'scheduled',
  status_label: '公開予定',
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
  deleted_at: null,
  version: 3,
  ...over,
});

const page = (items: Schemas['AdminNewsRowDto'][]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });

describe('staff notices (admin-news)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists newest publish date first with the status tabs, and asks search with the tab', async () => {
    const urls: string[] = [];
    const { id: _id, body: _body, created_at: _c, version: _v, ...row } = detail();
    renderResource(adminNewsResource, '/admin/admin-news', {
      routes: {
        'GET /api/admin/admin-news/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([{ ...row, id: 12 }]);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'スタッフ向けお知らせ一覧' });
    expect(await within(table).findByRole('link', { name: '年末年始の営業について' })).toHaveAttribute('href', '/admin/admin-news/edit/12');
    expect(within(table).getByText('公開予定')).toBeInTheDocument();
    expect(within(table).getByText('2026/12/01 10:00')).toBeInTheDocument();
    expect(new URL(urls[0], 'http://x').searchParams.toString()).toBe('page=1&per_page=50&sort=published_at&order=desc');

    fireEvent.click(screen.getByRole('button', { name: '削除済み' }));
    await waitFor(() => expect(new URL(urls.at(-1)!, 'http://x').searchParams.get('status')).toBe('deleted'));
  });

  it('creates a notice: the publish date goes as typed (Japan time), empty as null; field errors land on their fields', async () => {
    const bodies: unknown[] = [];
    renderResource(adminNewsResource, '/admin/admin-news/create', {
      routes: {
        'POST /api/admin/admin-news/edit': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return bodies.length === 1
            ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { title: ['タイトルを入力してください'] } })
            : detail({ title: '新しいお知らせ' });
        },
        'GET /api/admin/admin-news/search': page([]),
      },
    });
    fireEvent.change(await screen.findByLabelText(/^本文/), { target: { value: '<p>本文です</p>' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('タイトル：タイトルを入力してください');
    expect(bodies[0]).toEqual({ title: '', body: '<p>本文です</p>', published_at: null });
    expect(screen.getByLabelText(/^タイトル/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^本文/)).toHaveValue('<p>本文です</p>');

    fireEvent.change(screen.getByLabelText(/^タイトル/), { target: { value: '新しいお知らせ' } });
    fireEvent.change(screen.getByLabelText(/^公開日時/), { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ title: '新しいお知らせ', body: '<p>本文です</p>', published_at: '2026-12-01T10:00' });
  });

  it('edits a notice: its publish date in Japan time in the form, its id and version with the save', async () => {
    const bodies: unknown[] = [];
    renderResource(adminNewsResource, '/admin/admin-news/edit/12', {
      routes: {
        'GET /api/admin/admin-news/detail/12': detail(),
        'POST /api/admin/admin-news/edit': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return detail({ version: 4 });
        },
        'GET /api/admin/admin-news/search': page([]),
      },
    });
    expect(await screen.findByLabelText(/^公開日時/)).toHaveValue('2026-12-01T10:00');
    expect(screen.getByRole('heading', { level: 1, name: 'スタッフ向けお知らせの編集' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^公開日時/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 12, version: 3, title: '年末年始の営業について', body: '<p>12月29日から休業します。</p>', published_at: null }]);
  });
});
