import { applyServerErrors, fieldOfPath, messagesOf } from './server-errors';

const fields = [
  { name: 'title', label: 'タイトル' },
  { name: 'contact.email', label: '連絡先メールアドレス' },
  { name: 'tags', label: 'タグ' },
  { name: 'period', label: '期間' },
];

describe('server field errors on a form', () => {
  it('finds the field of a path: the exact one, else the longest field the path is inside', () => {
    expect(fieldOfPath('title', fields)?.label).toBe('タイトル');
    expect(fieldOfPath('contact.email', fields)?.label).toBe('連絡先メールアドレス');
    expect(fieldOfPath('tags.0', fields)?.label).toBe('タグ');
    expect(fieldOfPath('period.from', fields)?.label).toBe('期間');
    expect(fieldOfPath('contact', fields)).toBeUndefined();
    expect(fieldOfPath('titles', fields)).toBeUndefined();
  });

  it('sets each field error once with all its messages, and summarises in the form order, unknown paths last', () => {
    const setError = jest.fn();
    const entries = applyServerErrors(
      {
        version: ['版が指定されていません'],
        'tags.1': ['存在しないタグです'],
        'tags.0': ['重複しています'],
        title: ['タイトルを入力してください'],
        'contact.email': [],
      },
      fields,
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'タイトルを入力してください' }],
      ['tags', { type: 'server', message: '存在しないタグです\n重複しています' }],
    ]);
    expect(entries.map((e) => [e.field?.label, e.message])).toEqual([
      ['タイトル', 'タイトルを入力してください'],
      ['タグ', '存在しないタグです'],
      ['タグ', '重複しています'],
      [undefined, '版が指定されていません'],
    ]);
    expect(messagesOf({ message: '存在しないタグです\n重複しています' })).toEqual(['存在しないタグです', '重複しています']);
    expect(messagesOf(undefined)).toBeUndefined();
  });
});
