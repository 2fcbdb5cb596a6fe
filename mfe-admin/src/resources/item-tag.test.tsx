/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// Tags' declaration over the real SDK (answered through fetch): the count-info tabs of an API that lists the
// live tags without a status, the filters, bulk delete and revival, the merge (pick the target, the dialog
// that says what will happen, the toast, the target's page) and the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { reply } from '../../../packages/ui/test/mock-fetch';
import { renderResource } from '../test-support/fake-resource';
import { itemTagResource } from './item-tag';

const row = (over: Partial<Schemas['AdminTagRowDto']> = {}): Schemas['AdminTagRowDto'] => ({
  id: 12,
  term: 'JS',
  aliases: 'ECMAScript',
  tag_category_id: 3,
  tag_category_name: '言語',
  popular_group: 'language',
  popular_group_label: '言語・スキル',
  popular_order: 2,
  is_pickup: true,
  is_special: false,
  open_listing_count: 5,
  linked_listing_count: 7,
  status: 'published',
  status_label: '公開',
  merged_into_tag_id: null,
  merged_into_term: null,
  updated_at: '2026-11-20T01:00:00.000Z',
  deleted_at: null,
  ...over,
});

const detail = (over: Partial<Schemas['AdminTagDetailDto']> = {}): Schemas['AdminTagDetailDto'] => ({
  ...row(),
  html_content: '<p>JavaScriptの案件です。</p>',
  version: 4,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, per_page: 50, last_page: 1 });
const counts = (published: number, deleted: number) => ({
  counts: [
    { status: 'published', label: '公開', count: published },
    { status: 'deleted', label: '削除済み', count: deleted },
  ],
});
const categories = page([
  { id: 3, name: '言語', sort_order: 1, tag_count: 40, status: 'published', status_label: '公開', updated_at: '2026-11-01T00:00:00.000Z', deleted_at: null },
  { id: 4, name: 'クラウド', sort_order: 2, tag_count: 3, status: 'published', status_label: '公開', updated_at: '2026-11-01T00:00:00.000Z', deleted_at: null },
]);
const query = (url: string) => new URL(url, 'http://x').searchParams;

describe('tags (item/tag)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
  });
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  });

  it('opens on 公開 (the API lists live tags without a status) with count-info totals, and filters by tab and category', async () => {
    const searches: string[] = [];
    const countInfos: string[] = [];
    const { search } = renderResource(itemTagResource, '/admin/item/tag', {
      routes: {
        'GET /api/admin/item/tag/search': ({ url }: { url: string }) => {
          searches.push(url);
          return query(url).get('status') === 'deleted' ? page([row({ id: 9, term: 'jQuery', status: 'deleted', status_label: '削除済み', deleted_at: '2026-11-21T00:00:00.000Z' })]) : page([row()]);
        },
        'GET /api/admin/item/tag/count-info': ({ url }: { url: string }) => {
          countInfos.push(url);
          return counts(120, 8);
        },
        'GET /api/admin/item/tag/category/search': categories,
      },
    });
    const table = await screen.findByRole('table', { name: 'タグ一覧' });
    expect(await within(table).findByRole('link', { name: 'JS' })).toHaveAttribute('href', '/admin/item/tag/edit/12');
    expect(within(table).getByText('言語・スキル（2）')).toBeInTheDocument();
    // No 「すべて」: the API has no such list. 公開 is the list shown while the URL names no status.
    expect(await screen.findByRole('button', { name: '公開（120）' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'すべて' })).toBeNull();
    expect(query(searches[0]).toString()).toBe('page=1&per_page=50&sort=id&order=desc');

    fireEvent.click(screen.getByRole('button', { name: '削除済み（8）' }));
    expect(await within(table).findByText('jQuery')).toBeInTheDocument();
    expect(search().get('status')).toBe('deleted');
    // A deleted row offers 復元, not a checkbox for bulk delete.
    expect(within(table).queryByRole('checkbox', { name: 'jQueryを選択' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'jQueryを復元' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '公開（120）' }));
    await waitFor(() => expect(search().get('status')).toBeNull());

    // The category filter's choices are the API's categories; count-info gets the same filters.
    const category = await screen.findByRole('combobox', { name: 'カテゴリ' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'クラウド' })).toBeInTheDocument());
    fireEvent.change(category, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('公開中の案件'), { target: { value: 'false' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(query(searches.at(-1)!).get('tag_category_id')).toBe('4'));
    expect(query(searches.at(-1)!).get('has_listings')).toBe('false');
    await waitFor(() => expect(query(countInfos.at(-1)!).get('tag_category_id')).toBe('4'));
    expect(query(countInfos.at(-1)!).get('status')).toBeNull();
  });

  it('deletes the selected tags with delete-multiple and says how many the API deleted', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    renderResource(itemTagResource, '/admin/item/tag', {
      routes: {
        'GET /api/admin/item/tag/search': page([row(), row({ id: 13, term: 'TypeScript' }), row({ id: 14, term: 'Go' })]),
        'GET /api/admin/item/tag/count-info': counts(3, 1),
        'GET /api/admin/item/tag/category/search': categories,
        // One of the two was deleted meanwhile by someone else: the API answers the one it deleted.
        'POST /api/admin/item/tag/delete-multiple': ({ body }: { body: unknown }) => {
          bodies.push({ path: 'delete-multiple', body });
          return { ids: [13] };
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'タグ一覧' });
    fireEvent.click(await within(table).findByRole('checkbox', { name: 'JSを選択' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'TypeScriptを選択' }));
    fireEvent.click(screen.getByRole('button', { name: '選択した行を削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '選択した 2 件を削除しますか？' });
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('1 件を削除しました。')).toBeInTheDocument();
    expect(bodies).toEqual([{ path: 'delete-multiple', body: { ids: [12, 13] } }]);
  });

  it('restores a deleted tag; a refusal (a live tag has its name) is said in a toast that stays', async () => {
    renderResource(itemTagResource, '/admin/item/tag?status=deleted', {
      routes: {
        'GET /api/admin/item/tag/search': page([row({ id: 9, term: 'jQuery', status: 'deleted', status_label: '削除済み', deleted_at: '2026-11-21T00:00:00.000Z' })]),
        'GET /api/admin/item/tag/count-info': counts(3, 1),
        'GET /api/admin/item/tag/category/search': categories,
        'POST /api/admin/item/tag/revival': reply(409, { statusCode: 409, code: 'TAG_TERM_TAKEN', message: '同じ名前の公開中のタグがあるため復元できません' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'jQueryを復元' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: '「jQuery」を復元しますか？' })).getByRole('button', { name: '復元する' }));
    expect(await screen.findByText('同じ名前の公開中のタグがあるため復元できません')).toBeInTheDocument();
  });

  it('merges a tag: picks the target from the integration candidates, says what will happen, then opens the target', async () => {
    const candidateUrls: string[] = [];
    const merges: unknown[] = [];
    const { router } = renderResource(itemTagResource, '/admin/item/tag', {
      routes: {
        'GET /api/admin/item/tag/search': page([row()]),
        'GET /api/admin/item/tag/count-info': counts(2, 0),
        'GET /api/admin/item/tag/category/search': categories,
        'GET /api/admin/item/tag/tag-list-for-integration-input': ({ url }: { url: string }) => {
          candidateUrls.push(url);
          return {
            items: [{ id: 30, term: 'JavaScript', aliases: null, tag_category_name: '言語', open_listing_count: 210, linked_listing_count: 260 }],
          };
        },
        'POST /api/admin/item/tag/tag-integration': ({ body }: { body: unknown }) => {
          merges.push(body);
          return { from: detail({ deleted_at: '2026-11-26T00:00:00.000Z', merged_into_tag_id: 30 }), into: detail({ id: 30, term: 'JavaScript' }), moved_listing_count: 7 };
        },
        'GET /api/admin/item/tag/detail/30': detail({ id: 30, term: 'JavaScript', aliases: 'JS,ECMAScript', version: 9 }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'JSを統合' }));
    const pick = await screen.findByRole('alertdialog', { name: '「JS」を統合' });
    const box = within(pick).getByRole('combobox', { name: '統合先のタグ' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(pick).getByRole('button', { name: '次へ' })).toBeDisabled();
    fireEvent.change(box, { target: { value: 'java' } });
    const option = await within(pick).findByRole('option', { name: /JavaScript/ });
    expect(option).toHaveTextContent('公開中 210 件・言語');
    expect(query(candidateUrls.at(-1)!).get('id')).toBe('12');
    expect(query(candidateUrls.at(-1)!).get('term')).toBe('java');
    fireEvent.click(option);
    fireEvent.click(within(pick).getByRole('button', { name: '次へ' }));

    const confirm = await screen.findByRole('alertdialog', { name: '「JS」を「JavaScript」に統合しますか？' });
    expect(confirm).toHaveTextContent('タグ「JS」の案件 7 件を「JavaScript」に移し、JS を削除します。');
    fireEvent.click(within(confirm).getByRole('button', { name: '統合する' }));
    expect(await screen.findByText('「JS」を「JavaScript」に統合しました。')).toBeInTheDocument();
    expect(merges).toEqual([{ from_id: 12, into_id: 30 }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/item/tag/edit/30'));
    expect(await screen.findByLabelText(/^別名/)).toHaveValue('JS,ECMAScript');
  });

  it('edits a tag: every field in the body with id and version; a field error keeps what was typed', async () => {
    const bodies: unknown[] = [];
    renderResource(itemTagResource, '/admin/item/tag/edit/12', {
      routes: {
        'GET /api/admin/item/tag/detail/12': detail(),
        'GET /api/admin/item/tag/category/search': categories,
        'GET /api/admin/item/tag/search': page([]),
        'GET /api/admin/item/tag/count-info': counts(0, 0),
        'POST /api/admin/item/tag/edit-info': ({ body }: { body: unknown }) => {
          bodies.push(body);
          return bodies.length === 1
            ? reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: '入力内容に誤りがあります', errors: { term: ['同じ名前の公開中のタグがあります'] } })
            : detail({ version: 5 });
        },
      },
    });
    expect(await screen.findByLabelText(/^タグ名/)).toHaveValue('JS');
    await waitFor(() => expect(screen.getByLabelText(/^カテゴリ/)).toHaveValue('3'));
    expect(screen.getByLabelText(/^よく検索されるワードのグループ/)).toHaveValue('language');
    expect(screen.getByLabelText(/^タグページの説明文/)).toHaveValue('<p>JavaScriptの案件です。</p>');
    expect(screen.getByRole('link', { name: /\/item\/tag\/12/ })).toHaveAttribute('href', '/item/tag/12');

    fireEvent.change(screen.getByLabelText(/^タグ名/), { target: { value: 'JavaScript' } });
    fireEvent.change(screen.getByLabelText(/^カテゴリ/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/^よく検索されるワードのグループ/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^グループ内の表示順/), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('特集タグ（企画・特集として表示）'));
    fireEvent.change(screen.getByLabelText(/^タグページの説明文/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('タグ名：同じ名前の公開中のタグがあります');
    expect(screen.getByLabelText(/^タグ名/)).toHaveValue('JavaScript');
    expect(screen.getByLabelText(/^カテゴリ/)).toHaveValue('4');
    expect(bodies[0]).toEqual({
      id: 12,
      version: 4,
      term: 'JavaScript',
      aliases: 'ECMAScript',
      tag_category_id: 4,
      popular_group: null,
      popular_order: null,
      is_pickup: true,
      is_special: true,
      html_content: null,
    });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
  });

  it('shows a merged tag read only, naming the tag it went into', async () => {
    renderResource(itemTagResource, '/admin/item/tag/edit/12', {
      routes: {
        'GET /api/admin/item/tag/detail/12': detail({ status: 'deleted', status_label: '削除済み', deleted_at: '2026-11-26T00:00:00.000Z', merged_into_tag_id: 30, merged_into_term: 'JavaScript' }),
        'GET /api/admin/item/tag/category/search': categories,
      },
    });
    expect(await screen.findByText('このタグは「JavaScript」に統合されたため、編集も復元もできません。')).toBeInTheDocument();
    expect(screen.getByLabelText(/^タグ名/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '削除' })).toBeNull();
    expect(screen.getByRole('link', { name: '統合先「JavaScript」' })).toHaveAttribute('href', '/admin/item/tag/edit/30');
  });
});
