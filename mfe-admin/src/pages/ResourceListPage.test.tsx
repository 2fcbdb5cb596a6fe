/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The generic list over a fake declaration and an in-memory stand-in of its API (test-support): what a
// staff member sees and what reaches the API, with the list's state in the URL.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeResource, makeFakeApi, makeRows, renderResource, type FakeRow } from '../test-support/fake-resource';

function rowTitles() {
  const table = screen.getByRole('table', { name: 'テスト記事一覧' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[2]?.textContent);
}

describe('ResourceListPage', () => {
  it('shows the first page in the declared default order, then pages with 「次へ」「前へ」 kept in the URL', async () => {
    const api = makeFakeApi(makeRows(120));
    const { search, router } = renderResource(fakeResource(api), '/admin/test-articles');
    expect(await screen.findByText('全 120 件中 1–50 件')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'テスト記事一覧' })).toBeInTheDocument();
    // Default sort: id desc (the declaration's), so the newest first.
    expect(rowTitles().slice(0, 2)).toEqual(['記事120', '記事119']);
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: '前へ' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByText('全 120 件中 51–100 件')).toBeInTheDocument();
    expect(search().get('page')).toBe('2');
    expect(api.search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, per_page: 50, sort: 'id', order: 'desc' }), expect.anything());
    expect(rowTitles()[0]).toBe('記事70');

    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByText('全 120 件中 101–120 件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次へ' })).toBeDisabled();
    expect(screen.getByText('3 / 3 ページ')).toBeInTheDocument();

    // Back goes to the previous page (each page is a history entry).
    await act(() => router.navigate(-1));
    expect(await screen.findByText('全 120 件中 51–100 件')).toBeInTheDocument();

    // A page size: per_page in the URL, back to page 1.
    fireEvent.change(screen.getByLabelText('表示件数'), { target: { value: '100' } });
    expect(await screen.findByText('全 120 件中 1–100 件')).toBeInTheDocument();
    expect(search().get('per_page')).toBe('100');
    expect(search().get('page')).toBeNull();
  });

  it('sorts by a column from its header: ascending, then descending, in the URL and aria-sort', async () => {
    const api = makeFakeApi(makeRows(12));
    const { search } = renderResource(fakeResource(api), '/admin/test-articles');
    await screen.findByText('全 12 件中 1–12 件');
    const header = screen.getByRole('columnheader', { name: /閲覧数/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // A column that cannot be sorted has no button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'ステータス' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'ステータス' })).queryByRole('button')).toBeNull();

    fireEvent.click(within(header).getByRole('button', { name: /閲覧数/ }));
    await waitFor(() => expect(search().get('sort')).toBe('views'));
    expect(search().get('order')).toBe('asc');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /閲覧数/ })).toHaveAttribute('aria-sort', 'ascending'));
    expect(api.search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'views', order: 'asc', page: 1 }), expect.anything());
    expect(screen.getByRole('columnheader', { name: /ID/ })).toHaveAttribute('aria-sort', 'none');

    fireEvent.click(within(screen.getByRole('columnheader', { name: /閲覧数/ })).getByRole('button'));
    await waitFor(() => expect(search().get('order')).toBe('desc'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /閲覧数/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(api.search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'views', order: 'desc' }), expect.anything());
  });

  it('opens with the state of a shared link: tab, filters, sort and page from the URL', async () => {
    const api = makeFakeApi(makeRows(300));
    renderResource(fakeResource(api), '/admin/test-articles?status=draft&keyword=記事1&sort=title&order=asc&page=2&per_page=20');
    expect(await screen.findByText(/^全 \d+ 件中 21–/)).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledWith(
      { status: 'draft', keyword: '記事1', page: 2, per_page: 20, sort: 'title', order: 'asc' },
      expect.anything(),
    );
    expect(screen.getByLabelText('キーワード')).toHaveValue('記事1');
    expect(screen.getByLabelText('表示件数')).toHaveValue('20');
    expect(screen.getByRole('columnheader', { name: /タイトル/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(await screen.findByRole('button', { name: /^下書き/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters from the search form and the count-info tabs, each back to page 1', async () => {
    const api = makeFakeApi(makeRows(90));
    const { search } = renderResource(fakeResource(api), '/admin/test-articles?page=2');
    await screen.findByText('全 90 件中 51–90 件');
    // The tabs count what the other filters match: 60 published, 30 drafts.
    const drafts = await screen.findByRole('button', { name: '下書き（30）' });
    expect(screen.getByRole('button', { name: 'すべて' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(drafts);
    expect(await screen.findByText('全 30 件中 1–30 件')).toBeInTheDocument();
    expect(search().get('status')).toBe('draft');
    expect(search().get('page')).toBeNull();

    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: '記事3' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    // 記事3, 記事30…記事39 that are drafts (every third: 3, 30, 33, 36, 39).
    expect(await screen.findByText('全 5 件中 1–5 件')).toBeInTheDocument();
    expect(search().get('keyword')).toBe('記事3');
    expect(search().get('status')).toBe('draft');
    expect(await screen.findByRole('button', { name: '公開（6）' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    expect(await screen.findByText('全 30 件中 1–30 件')).toBeInTheDocument();
    expect(search().get('keyword')).toBeNull();
  });

  it('says 「該当するデータがありません」 when nothing matches', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(fakeResource(api), '/admin/test-articles?keyword=存在しない');
    expect(await screen.findByText('該当するデータがありません')).toBeInTheDocument();
    expect(screen.getByText('全 0 件')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'このページの行をすべて選択' })).toBeDisabled();
  });

  it('shows an error with 再読み込み when the search fails, and the rows once it answers', async () => {
    const api = makeFakeApi(makeRows(3));
    api.search.mockResolvedValueOnce({ error: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } });
    renderResource(fakeResource(api), '/admin/test-articles');
    expect(await screen.findByText('一覧を読み込めませんでした。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('全 3 件中 1–3 件')).toBeInTheDocument();
    expect(screen.queryByText('一覧を読み込めませんでした。')).not.toBeInTheDocument();
  });

  it('deletes the selected rows after confirming, with their ids', async () => {
    const api = makeFakeApi(makeRows(5));
    renderResource(fakeResource(api), '/admin/test-articles');
    await screen.findByText('全 5 件中 1–5 件');
    expect(screen.queryByRole('group', { name: '選択した行の操作' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '記事2を選択' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '記事4を選択' }));
    const bulk = screen.getByRole('group', { name: '選択した行の操作' });
    expect(within(bulk).getByText('2 件選択中')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'このページの行をすべて選択' })).toHaveProperty('indeterminate', true);

    fireEvent.click(within(bulk).getByRole('button', { name: '選択した行を削除' }));
    const dialog = screen.getByRole('alertdialog', { name: '選択した 2 件を削除しますか？' });
    expect(api.deleteMultiple).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('2 件を削除しました。')).toBeInTheDocument();
    expect(api.deleteMultiple).toHaveBeenCalledWith({ ids: [2, 4] }, undefined);
    expect(await screen.findByText('全 3 件中 1–3 件')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['記事5', '記事3', '記事1']);
    expect(screen.queryByRole('group', { name: '選択した行の操作' })).not.toBeInTheDocument();
  });

  it('selects every row of the page from the header checkbox, and starts with none on another page', async () => {
    const api = makeFakeApi(makeRows(60));
    renderResource(fakeResource(api), '/admin/test-articles');
    await screen.findByText('全 60 件中 1–50 件');
    fireEvent.click(screen.getByRole('checkbox', { name: 'このページの行をすべて選択' }));
    expect(screen.getByText('50 件選択中')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByText('全 60 件中 51–60 件');
    expect(screen.queryByText(/件選択中/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '記事10を選択' })).not.toBeChecked();
  });

  it('deletes one row and restores it, each after confirming', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(fakeResource(api), '/admin/test-articles');
    await screen.findByText('全 3 件中 1–3 件');
    fireEvent.click(screen.getByRole('button', { name: '記事2を削除' }));
    const dialog = screen.getByRole('alertdialog', { name: '「記事2」を削除しますか？' });
    expect(dialog).toHaveTextContent('削除したあとも「復元」で元に戻せます。');
    // キャンセル: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '記事2を削除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith({ id: 2 }, undefined);
    expect(await screen.findByText('全 2 件中 1–2 件')).toBeInTheDocument();

    // The deleted one, among the deleted: 復元.
    fireEvent.change(screen.getByLabelText('削除済み'), { target: { value: 'only' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    fireEvent.click(await screen.findByRole('button', { name: '記事2を復元' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: '「記事2」を復元しますか？' })).getByRole('button', { name: '復元する' }));
    expect(await screen.findByText('復元しました。')).toBeInTheDocument();
    expect(api.restore).toHaveBeenCalledWith({ id: 2 }, undefined);
    expect(await screen.findByText('該当するデータがありません')).toBeInTheDocument();
  });

  it('keeps a failed delete visible until dismissed, and the row', async () => {
    const api = makeFakeApi(makeRows(2));
    api.delete.mockResolvedValueOnce({ error: { statusCode: 403, code: 'ADMIN_FORBIDDEN_ROLE', message: 'この操作を行う権限がありません' } } as never);
    renderResource(fakeResource(api), '/admin/test-articles');
    await screen.findByText('全 2 件中 1–2 件');
    fireEvent.click(screen.getByRole('button', { name: '記事1を削除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('この操作を行う権限がありません')).toBeInTheDocument();
    expect(screen.getByText('全 2 件中 1–2 件')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '「この操作を行う権限がありません」を閉じる' }));
    expect(screen.queryByText('この操作を行う権限がありません')).not.toBeInTheDocument();
  });

  it('offers a viewer no write: no 新規作成, 削除 or checkboxes; records open read only', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(fakeResource(api), '/admin/test-articles', { role: 'viewer' });
    await screen.findByText('全 3 件中 1–3 件');
    await waitFor(() => expect(screen.getByRole('link', { name: '記事1を表示' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: '新規作成' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /を削除$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers an editor 新規作成, 編集 and the row checkboxes', async () => {
    const api = makeFakeApi(makeRows(1));
    renderResource(fakeResource(api), '/admin/test-articles');
    expect(await screen.findByRole('link', { name: '記事1を編集' })).toHaveAttribute('href', '/admin/test-articles/edit/1');
    expect(screen.getByRole('link', { name: '新規作成' })).toHaveAttribute('href', '/admin/test-articles/create');
    expect(screen.getByRole('link', { name: '記事1' })).toHaveAttribute('href', '/admin/test-articles/edit/1');
    expect(screen.getByRole('checkbox', { name: '記事1を選択' })).toBeInTheDocument();
  });

  describe("a resource's own row actions", () => {
    /** The fake resource with 「公開する」 on its drafts (owners only), over an operation that publishes one. */
    function withPublish(api: ReturnType<typeof makeFakeApi>) {
      const publish = jest.fn(async ({ id }: { id: number }) => {
        api.rows.find((r) => r.id === id)!.status = 'published';
        return { data: { ids: [id] } };
      });
      const resource = {
        ...fakeResource(api),
        actions: [
          {
            name: 'publish',
            label: '公開する',
            operation: publish,
            when: (r: FakeRow) => r.status === 'draft',
            confirm: (r: FakeRow) => `「${r.title}」を公開しますか？`,
            explain: () => 'サイトにすぐ表示されます。',
            confirmLabel: '公開する',
            done: '公開しました。',
            roles: ['owner'] as const,
          },
        ],
      };
      return { resource, publish };
    }

    it('offers the action on the rows it fits, runs it after the dialog names the record, and answers with its toast', async () => {
      const api = makeFakeApi(makeRows(3));
      const { resource, publish } = withPublish(api);
      renderResource(resource, '/admin/test-articles', { role: 'owner' });
      await screen.findByText('全 3 件中 1–3 件');
      // 記事3 is the draft.
      expect(screen.queryByRole('button', { name: '記事1を公開する' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '記事3を公開する' }));
      const dialog = screen.getByRole('alertdialog', { name: '「記事3」を公開しますか？' });
      expect(dialog).toHaveTextContent('サイトにすぐ表示されます。');
      fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
      expect(publish).not.toHaveBeenCalled();

      fireEvent.click(screen.getByRole('button', { name: '記事3を公開する' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '公開する' }));
      expect(await screen.findByText('公開しました。')).toBeInTheDocument();
      expect(publish).toHaveBeenCalledWith({ id: 3 }, undefined);
      // The list is read again: the row no longer offers it.
      await waitFor(() => expect(screen.queryByRole('button', { name: '記事3を公開する' })).not.toBeInTheDocument());
    });

    it('keeps a refused action on screen until dismissed', async () => {
      const api = makeFakeApi(makeRows(3));
      const { resource, publish } = withPublish(api);
      publish.mockResolvedValueOnce({ error: { statusCode: 403, code: 'ADMIN_FORBIDDEN_ROLE', message: 'この操作を行う権限がありません' } } as never);
      renderResource(resource, '/admin/test-articles', { role: 'owner' });
      fireEvent.click(await screen.findByRole('button', { name: '記事3を公開する' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '公開する' }));
      expect(await screen.findByText('この操作を行う権限がありません')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '記事3を公開する' })).toBeInTheDocument();
    });

    it('is not offered to the roles it does not name', async () => {
      const api = makeFakeApi(makeRows(3));
      renderResource(withPublish(api).resource, '/admin/test-articles', { role: 'editor' });
      expect(await screen.findByRole('button', { name: '記事3を削除' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '記事3を公開する' })).not.toBeInTheDocument();
    });
  });

  it('a screen for some roles only tells the others so, and asks the API nothing', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource({ ...fakeResource(api), access: ['owner'] }, '/admin/test-articles', { role: 'editor' });
    expect(await screen.findByRole('heading', { level: 1, name: 'この画面を表示する権限がありません' })).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
  });
});
