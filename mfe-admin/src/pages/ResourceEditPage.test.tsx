/** @jest-environment ./mfe-admin/test/jsdom-data-router-environment.js */
// The generic form over a fake declaration and an in-memory stand-in of its API (test-support): the
// server's field errors on the right fields (nested ones too), a stale save refused without losing what
// was typed, the save button waiting, the unsaved-changes question, read only for viewers, tags.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Schemas } from '@er/api-client';
import { fakeResource, makeFakeApi, makeRows, renderResource, type FakeApi } from '../test-support/fake-resource';

/**
 * The fake declaration with what a record's page may add: a save that publishes (公開する, for drafts), 削除
 * on the record's page, fields to review (`checks`: 要確認) and a lock on deleted records.
 */
function withRecordPage(api: FakeApi, checks: string[] = []) {
  const base = fakeResource(api);
  const form = base.form!;
  type Values = ReturnType<typeof form.toForm>;
  return {
    ...base,
    form: {
      ...form,
      defaults: { ...form.defaults, checks: [] as string[] },
      toForm: (r: Parameters<typeof form.toForm>[0]) => ({ ...form.toForm(r), checks }),
      actions: [
        {
          name: 'publish',
          label: '公開する',
          when: (_r: unknown, v: Values) => v.status === 'draft',
          values: (v: Values) => ({ ...v, status: 'published' }),
          confirm: 'この記事を公開しますか？',
          explain: '保存してすぐにサイトに表示されます。',
          confirmLabel: '公開する',
          done: '公開しました。',
        },
      ],
      record: { label: (r: { title: string }) => r.title, deleted: (r: { deleted: boolean }) => r.deleted },
      locked: (r: { deleted: boolean }) => (r.deleted ? '削除済みの記事は編集できません。' : null),
      review: { field: 'checks', hint: '自動で読み取った値です。' },
    },
  } satisfies typeof base;
}

function errorsOf(field: HTMLElement): string[] {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.flatMap((id) => Array.from(document.getElementById(id)?.querySelectorAll('li') ?? []).map((li) => li.textContent ?? ''));
}

describe('ResourceEditPage', () => {
  it('puts the server field errors on their fields (nested ones too) and a focused summary on top, keeping what was typed', async () => {
    const api = makeFakeApi([]);
    renderResource(fakeResource(api), '/admin/test-articles/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'テスト記事の新規作成' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '消えてはいけない本文' } });
    fireEvent.change(screen.getByLabelText('連絡先メールアドレス'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('入力内容をご確認ください。');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('button', { name: 'タイトル：タイトルを入力してください' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: '連絡先メールアドレス：メールアドレスの形式が正しくありません' })).toBeInTheDocument();

    const title = screen.getByLabelText(/タイトル/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(errorsOf(title)).toEqual(['タイトルを入力してください']);
    const email = screen.getByLabelText('連絡先メールアドレス');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorsOf(email)).toEqual(['メールアドレスの形式が正しくありません']);
    expect(screen.getByLabelText('本文')).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost.
    expect(screen.getByLabelText('本文')).toHaveValue('消えてはいけない本文');
    expect(email).toHaveValue('not-an-address');
    expect(api.save).toHaveBeenCalledWith(
      { title: '', status: 'draft', body: '消えてはいけない本文', contact: { email: 'not-an-address' }, tag_ids: [] },
      undefined,
    );

    // The summary's line moves to its field.
    fireEvent.click(within(summary).getByRole('button', { name: /^連絡先メールアドレス：/ }));
    await waitFor(() => expect(email).toHaveFocus());

    // Fixed and saved: 登録しました, back to the list, which shows it.
    fireEvent.change(title, { target: { value: '新しい記事' } });
    fireEvent.change(email, { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('登録しました。')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'テスト記事一覧' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '新しい記事' })).toBeInTheDocument();
    expect(api.rows[0]).toMatchObject({ title: '新しい記事', body: '消えてはいけない本文', contact: { email: 'a@example.com' } });
  });

  it('refuses a save over a newer version with the server message, keeps the input, and loads the latest only when asked', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(fakeResource(api), '/admin/test-articles/edit/2');
    const body = await screen.findByLabelText('本文');
    expect(screen.getByRole('heading', { level: 1, name: 'テスト記事の編集' })).toBeInTheDocument();
    expect(body).toHaveValue('本文2');
    // Someone else saves meanwhile.
    Object.assign(api.rows[1], { title: '他の人のタイトル', body: '他の人の本文', version: 2 });

    fireEvent.change(body, { target: { value: '私の本文' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('ほかの担当者がこのデータを更新しました。最新の内容を読み込んでから、もう一度保存してください。');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2, version: 1, body: '私の本文' }), undefined);
    expect(body).toHaveValue('私の本文');
    expect(api.detail).toHaveBeenCalledTimes(1);

    fireEvent.click(within(summary).getByRole('button', { name: '最新の内容を読み込む' }));
    expect(await screen.findByText('最新の内容を読み込みました。')).toBeInTheDocument();
    expect(body).toHaveValue('他の人の本文');
    expect(screen.getByLabelText(/タイトル/)).toHaveValue('他の人のタイトル');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Saving now sends the latest version and goes through.
    fireEvent.change(body, { target: { value: '私の本文（最新に重ねて）' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2, version: 2 }), undefined);
    expect(api.rows[1]).toMatchObject({ body: '私の本文（最新に重ねて）', version: 3 });
  });

  it('waits while saving: the save button is disabled until the answer', async () => {
    const api = makeFakeApi(makeRows(1));
    let answer!: () => void;
    api.save.mockImplementationOnce(() => new Promise((resolve) => (answer = () => resolve({ data: { id: 1, version: 2 } }))));
    renderResource(fakeResource(api), '/admin/test-articles/edit/1');
    fireEvent.change(await screen.findByLabelText('本文'), { target: { value: '変更' } });
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    const button = await screen.findByRole('button', { name: '保存中…' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(api.save).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: キャンセル stays with the input, the confirm button leaves', async () => {
    const api = makeFakeApi(makeRows(1));
    const { router } = renderResource(fakeResource(api), '/admin/test-articles/edit/1');
    const body = await screen.findByLabelText('本文');
    // Unchanged: leaving needs no question.
    fireEvent.change(body, { target: { value: '書きかけ' } });
    fireEvent.click(screen.getByRole('link', { name: '一覧へ戻る' }));
    const dialog = await screen.findByRole('alertdialog', { name: '保存されていない変更があります' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/test-articles/edit/1');
    expect(screen.getByLabelText('本文')).toHaveValue('書きかけ');

    fireEvent.click(screen.getByRole('link', { name: '一覧へ戻る' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '変更を破棄して移動する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'テスト記事一覧' })).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('leaves an unchanged form without asking, back to the list as it was', async () => {
    const api = makeFakeApi(makeRows(3));
    const { router } = renderResource(fakeResource(api), '/admin/test-articles?sort=title&order=asc');
    fireEvent.click(await screen.findByRole('link', { name: '記事2を編集' }));
    expect(await screen.findByLabelText('本文')).toHaveValue('本文2');
    fireEvent.click(screen.getByRole('link', { name: '一覧へ戻る' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'テスト記事一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=title&order=asc');
  });

  it('shows a viewer the record read only, with no save button', async () => {
    const api = makeFakeApi(makeRows(1));
    renderResource(fakeResource(api), '/admin/test-articles/edit/1', { role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'テスト記事の詳細' })).toBeInTheDocument();
    expect(screen.getByText('閲覧のみの権限のため、編集できません。')).toBeInTheDocument();
    expect(screen.getByLabelText('本文')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存する' })).not.toBeInTheDocument();
  });

  it('adds tags from the typeahead with the keyboard and removes them; the body carries their ids', async () => {
    const api = makeFakeApi(makeRows(1));
    renderResource(fakeResource(api), '/admin/test-articles/edit/1');
    const input = await screen.findByRole('combobox', { name: 'タグ' });
    fireEvent.change(input, { target: { value: 'jav' } });
    const list = await screen.findByRole('listbox', { name: 'タグの候補' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Java', 'JavaScript']);
    expect(api.termSearch).toHaveBeenLastCalledWith({ term: 'jav', limit: 10 }, expect.anything());
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: 'JavaScript' }).id);
    fireEvent.keyDown(input, { key: 'Enter' });
    const chosen = screen.getByRole('list', { name: '選択中のタグ' });
    expect(within(chosen).getByText('JavaScript')).toBeInTheDocument();
    expect(input).toHaveValue('');

    fireEvent.change(input, { target: { value: 'go' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Go' }));
    fireEvent.click(within(chosen).getByRole('button', { name: 'JavaScriptを外す' }));
    expect(within(screen.getByRole('list', { name: '選択中のタグ' })).queryByText('JavaScript')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.save).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1, tag_ids: [3] }), undefined);
  });

  it('shows the record\'s history under the form, fields named by their labels, with a link to the whole log', async () => {
    const api = makeFakeApi(makeRows(2));
    const entry = (id: number, over: Partial<Schemas['AuditLogRowDto']> = {}): Schemas['AuditLogRowDto'] => ({
      id,
      action: 'update',
      action_label: '更新',
      changes: {},
      created_at: '2026-11-26T04:40:00.000Z',
      record_id: 2,
      resource: 'test-articles',
      staff_id: 7,
      staff_name: '編集 次郎',
      ...over,
    });
    const history = [
      entry(30, { changes: { title: { before: '旧タイトル', after: '新タイトル' }, body: { before: 'あ'.repeat(80), after: null } } }),
      ...Array.from({ length: 24 }, (_, i) => entry(29 - i)),
      entry(99, { record_id: 1, staff_name: '別の記録' }),
    ];
    const { calls } = renderResource(fakeResource(api), '/admin/test-articles/edit/2', { history });
    const section = await screen.findByRole('region', { name: '変更履歴' });
    // The newest 20 entries of this record, each with when, who and what.
    const entries = await within(section).findAllByText(/^2026\/11\/26 13:40$/);
    expect(entries).toHaveLength(20);
    const first = entries[0].closest('li')!;
    expect(first).toHaveTextContent('2026/11/26 13:40 編集 次郎（更新）');
    const changes = within(first).getAllByRole('listitem').map((li) => li.textContent);
    expect(changes).toEqual(['タイトル：旧タイトル → 新タイトル', `本文：${'あ'.repeat(60)}… → （なし）`]);
    expect(within(section).queryByText(/別の記録/)).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'すべての変更履歴を見る（25 件）' })).toHaveAttribute(
      'href',
      '/admin/audit-log?resource=test-articles&record_id=2',
    );
    expect(calls.some((c) => c.path === '/api/admin/audit-log/search')).toBe(true);
  });

  it('is the 404 page for a record that does not exist', async () => {
    const api = makeFakeApi(makeRows(1));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderResource(fakeResource(api), '/admin/test-articles/edit/99');
    expect(await screen.findByRole('heading', { level: 1, name: '指定されたページが見つかりませんでした。（404）' })).toBeInTheDocument();
  });

  it('publishes a draft with the declared action: asked first, saved with the action\'s values and what was typed, its own toast', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(withRecordPage(api), '/admin/test-articles/edit/3');
    const title = await screen.findByLabelText(/タイトル/);
    fireEvent.change(title, { target: { value: '公開する記事' } });
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'この記事を公開しますか？' });
    expect(dialog).toHaveTextContent('保存してすぐにサイトに表示されます。');
    // Cancelled: nothing saved, the form as typed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(api.save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'この記事を公開しますか？' })).getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('公開しました。')).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ id: 3, version: 1, title: '公開する記事', status: 'published' }), undefined);
    expect(api.rows[2]).toMatchObject({ title: '公開する記事', status: 'published' });
    // Staff stay on the record just changed, shown in its new state (not the 下書き list it has left).
    await waitFor(() => expect(screen.getByLabelText('ステータス')).toHaveValue('published'));
    expect(screen.getByLabelText(/タイトル/)).toHaveValue('公開する記事');
    expect(screen.queryByRole('button', { name: '公開する' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the action\'s save is refused, and offers no action the record is past', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(withRecordPage(api), '/admin/test-articles/edit/3');
    fireEvent.change(await screen.findByLabelText(/タイトル/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('本文'), { target: { value: '残る本文' } });
    fireEvent.click(screen.getByRole('button', { name: '公開する' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'この記事を公開しますか？' })).getByRole('button', { name: '公開する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('タイトル：タイトルを入力してください');
    expect(screen.getByLabelText('本文')).toHaveValue('残る本文');
    // The form still says 下書き (the action's values are what was sent, not what the form shows).
    expect(screen.getByLabelText('ステータス')).toHaveValue('draft');
    fireEvent.change(screen.getByLabelText('ステータス'), { target: { value: 'published' } });
    expect(screen.queryByRole('button', { name: '公開する' })).toBeNull();
  });

  it('deletes the record from its page after confirming, and goes back to the list', async () => {
    const api = makeFakeApi(makeRows(3));
    const { router } = renderResource(withRecordPage(api), '/admin/test-articles/edit/2');
    fireEvent.click(await screen.findByRole('button', { name: '削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '「記事2」を削除しますか？' });
    expect(dialog).toHaveTextContent('削除したあとも「復元」で元に戻せます。');
    fireEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();
    expect(api.delete).toHaveBeenCalledWith({ id: 2 }, undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/test-articles'));
  });

  it('shows a locked record read only with the reason, without 保存する or 削除', async () => {
    const rows = makeRows(2);
    rows[1].deleted = true;
    const api = makeFakeApi(rows);
    renderResource(withRecordPage(api), '/admin/test-articles/edit/2');
    expect(await screen.findByText('削除済みの記事は編集できません。')).toBeInTheDocument();
    expect(screen.getByLabelText(/タイトル/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '削除' })).toBeNull();
  });

  it('marks the fields to review 「要確認」 until each is confirmed; the list of them goes with the save', async () => {
    const api = makeFakeApi(makeRows(3));
    renderResource(withRecordPage(api, ['title', 'body']), '/admin/test-articles/edit/1');
    const summary = await screen.findByRole('note', { name: '要確認の項目' });
    expect(summary).toHaveTextContent('自動で読み取った項目が 2 件あります。');
    expect(within(summary).getAllByRole('button').map((b) => b.textContent)).toEqual(['タイトル', '本文']);
    // The mark describes the field (read with it), with why.
    const body = screen.getByLabelText('本文');
    expect(document.getElementById(body.getAttribute('aria-describedby')!.split(' ')[0])).toHaveTextContent('要確認自動で読み取った値です。');
    fireEvent.click(within(summary).getByRole('button', { name: '本文' }));
    await waitFor(() => expect(body).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'タイトルを確認済みにする' }));
    await waitFor(() => expect(summary).toHaveTextContent('自動で読み取った項目が 1 件あります。'));
    expect(screen.queryByRole('button', { name: 'タイトルを確認済みにする' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存しました。')).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ id: 1, checks: ['body'] }), undefined);
  });
});
