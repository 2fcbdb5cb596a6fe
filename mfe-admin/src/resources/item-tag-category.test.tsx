/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Tag categories' declaration over the real SDK (answered through fetch): the tabs, a bulk delete the API
// refuses (a category still has live tags), the merge over the API's whole candidate list, and the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { itemTagCategoryResource } from './item-tag-category';

const row = (over: Partial<Schemas['AdminTagCategoryRowDto']> = {}): Schemas['AdminTagCategoryRowDto'] => ({
  id: 3,
  name: '言語',
  sort_order: 1,
  tag_count: 40,
  status: 'published',
  status_label: '公開',
  updated_at: '2026-11-20T01:00:00.000Z',
  deleted_at: null,
  ...over,
});
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });
const counts = {
  counts: [
    { status: 'published', label: '公開', count: 2 },
    { status: 'deleted', label: '削除済み', count: 0 },
  ],
};

describe('tag categories (item/tag/category)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('lists in display order with the tabs; a bulk delete the API refuses says why and deletes nothing', async () => {
    const urls: string[] = [];
    renderResource(itemTagCategoryResource, '/admin/item/tag/category', {
      routes: {
        'GET /api/admin/item/tag/category/search': ({ url }: { url: string }) => {
          urls.push(url);
          return page([row(), row({ id: 4, name: 'クラウド', sort_order: 2, tag_count: 0 })]);
        },
        'GET /api/admin/item/tag/category/count-info': counts,
        'POST /api/admin/item/tag/category/delete-multiple': reply(409, {
          statusCode: 409,
          code: 'TAG_CATEGORY_IN_USE',
          message: '公開中のタグがあるカテゴリは削除できません（言語）',
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'タグカテゴリ一覧' });
    expect(await within(table).findByRole('link', { name: '言語' })).toHaveAttribute('href', '/admin/item/tag/category/edit/3');
    expect(new URL(urls[0], 'http://x').searchParams.toString()).toBe('page=1&per_page=50&sort=sort_order&order=asc');
    expect(await screen.findByRole('button', { name: '公開（2）' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'このページの行をすべて選択' }));
    fireEvent.click(screen.getByRole('button', { name: '選択した行を削除' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '選択した 2 件を削除しますか？' })).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('公開中のタグがあるカテゴリは削除できません（言語）')).toBeInTheDocument();
    // Still selected: nothing was deleted.
    expect(within(table).getByRole('checkbox', { name: '言語を選択' })).toBeChecked();
  });

  it('merges a category into one picked from the candidates, naming how many tags move', async () => {
    const merges: unknown[] = [];
    const { router } = renderResource(itemTagCategoryResource, '/admin/item/tag/category', {
      routes: {
        'GET /api/admin/item/tag/category/search': page([row({ id: 5, name: 'インフラ', tag_count: 12 })]),
        'GET /api/admin/item/tag/category/count-info': counts,
        'GET /api/admin/item/tag/category/tag-list-for-integration-input': { items: [row(), row({ id: 4, name: 'クラウド', tag_count: 3 })] },
        'POST /api/admin/item/tag/category/tag-integration': ({ body }: { body: unknown }) => {
          merges.push(body);
          return { from: { ...row({ id: 5 }), version: 2, created_at: '2026-11-01T00:00:00.000Z' }, into: { ...row({ id: 4 }), version: 3, created_at: '2026-11-01T00:00:00.000Z' }, moved_tag_ids: [1, 2] };
        },
        'GET /api/admin/item/tag/category/detail/4': { ...row({ id: 4, name: 'クラウド', tag_count: 15 }), version: 3, created_at: '2026-11-01T00:00:00.000Z' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'インフラを統合' }));
    const pick = await screen.findByRole('alertdialog', { name: '「インフラ」を統合' });
    fireEvent.change(within(pick).getByRole('combobox', { name: '統合先のカテゴリ' }), { target: { value: 'クラ' } });
    const option = await within(pick).findByRole('option', { name: /クラウド/ });
    expect(within(pick).queryByRole('option', { name: /言語/ })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(within(pick).getByRole('button', { name: '次へ' }));
    const confirm = await screen.findByRole('alertdialog', { name: '「インフラ」を「クラウド」に統合しますか？' });
    expect(confirm).toHaveTextContent('カテゴリ「インフラ」のタグ 12 件を「クラウド」に移し、インフラ を削除します。');
    fireEvent.click(within(confirm).getByRole('button', { name: '統合する' }));
    expect(await screen.findByText('「インフラ」を「クラウド」に統合しました。')).toBeInTheDocument();
    expect(merges).toEqual([{ from_id: 5, into_id: 4 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/item/tag/category/edit/4'));
  });

  it('creates a category with register (no id, no version)', async () => {
    const bodies: unknown[] = [];
    renderResource(itemTagCategoryResource, '/admin/item/tag/category/create', {
      routes: {
        'POST /api/admin/item/tag/category/register': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return { ...row({ id: 8, name: 'フレームワーク' }), version: 1, created_at: '2026-11-26T00:00:00.000Z' };
        },
        'GET /api/admin/item/tag/category/search': page([]),
        'GET /api/admin/item/tag/category/count-info': counts,
      },
    });
    fireEvent.change(await screen.findByLabelText(/^カテゴリ名/), { target: { value: 'フレームワーク' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'フレームワーク', sort_order: null }]);
  });
});
