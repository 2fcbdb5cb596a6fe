import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { captureAdParams, setSession, storedAdParams } from '@er/app-state';
import { birthYearOptions } from '@er/site-meta/birth-date';
import { mockFetch, reply } from '../../../packages/ui/test/mock-fetch';
import { CSRF_COOKIE, currentLocation, postedTo, renderAccount, withXsrfCookie } from '../test-utils';

const LISTS = {
  'GET /api/front/get-prefacture-list': { prefectures: [{ id: 1, name: '北海道' }, { id: 13, name: '東京都' }] },
  'GET /api/front/get-contract-type-list': { contract_types: [{ id: 1, name: '準委任' }, { id: 2, name: '請負' }, { id: 3, name: '正社員' }] },
};
const REGISTER = '/api/front/member-register';

/** The labelled field `name` (its label is the name, then 必須 when required). */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}(必須)?$`));
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const choose = (name: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });

async function fillForm() {
  await screen.findByRole('option', { name: '東京都' });
  await screen.findByRole('checkbox', { name: '請負' });
  type('メールアドレス', 'ＨＡＮＡＫＯ＠ｅｘａｍｐｌｅ．ｃｏｍ');
  type('パスワード', 'correct horse battery');
  type('パスワード（確認）', 'correct horse battery');
  type('姓', '山田');
  type('名', '花子');
  type('セイ', 'ヤマダ');
  type('メイ', 'ハナコ');
  choose('年', '1990');
  choose('月', '4');
  choose('日', '1');
  type('都道府県', '13');
  type('電話番号', '０９０ー１２３４ー５６７８');
  fireEvent.click(screen.getByRole('checkbox', { name: '請負' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '準委任' }));
  fireEvent.click(screen.getByRole('radio', { name: '受け取らない' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /利用規約/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '同意して登録する' }));

describe('/user/regist', () => {
  withXsrfCookie();
  afterEach(() => act(() => setSession(null)));

  it('posts the form folded (SPEC §5) and shows the address on the mail-sent page, not in the URL', async () => {
    const { calls } = mockFetch({ ...LISTS, ...CSRF_COOKIE, [`POST ${REGISTER}`]: { result: true } });
    renderAccount('/user/regist');
    expect(screen.getByRole('heading', { level: 1, name: '無料会員登録' })).toBeInTheDocument();
    await fillForm();
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: '認証メールを送信しました' })).toBeInTheDocument();
    expect(screen.getByText('hanako@example.com')).toBeInTheDocument();
    expect(currentLocation()).toBe('/user/regist/mailsend');
    expect(screen.getByRole('link', { name: '認証メールを再送信' })).toHaveAttribute('href', '/user/send/auth/mail');
    expect(postedTo(calls, REGISTER)).toEqual([
      {
        email: 'hanako@example.com',
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
        last_name: '山田',
        first_name: '花子',
        last_name_kana: 'ヤマダ',
        first_name_kana: 'ハナコ',
        birth_date: '1990-04-01',
        prefecture_id: 13,
        tel: '090-1234-5678',
        contract_types: '1,2',
        magazine_flag: 0,
        agree: true,
      },
    ]);
  });

  it('sends the stored ad parameters with the sign-up once, then forgets them', async () => {
    captureAdParams({ pathname: '/lp1', search: '?utm_source=google&gclid=abc' });
    const { calls } = mockFetch({ ...LISTS, ...CSRF_COOKIE, [`POST ${REGISTER}`]: { result: true } });
    renderAccount('/user/regist');
    await fillForm();
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: '認証メールを送信しました' })).toBeInTheDocument();
    expect(postedTo(calls, REGISTER)[0]).toMatchObject({ ad_params: { utm_source: 'google', gclid: 'abc', landing_path: '/lp1' } });
    expect(storedAdParams()).toBeUndefined();
  });

  it('checks the form before posting: Japanese messages under the fields, the first one focused', async () => {
    const { calls } = mockFetch(LISTS);
    renderAccount('/user/regist');
    await fillForm();
    type('メールアドレス', '');
    type('パスワード（確認）', 'correct horse battery!');
    type('セイ', 'やまだ');
    const youngest = String(birthYearOptions()[0]);
    choose('年', youngest);
    choose('月', '12');
    choose('日', '31');
    submit();
    expect(screen.getByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
    expect(field('メールアドレス')).toHaveAccessibleDescription(/必須項目です/);
    expect(field('パスワード（確認）')).toHaveAccessibleDescription(/パスワードが一致しません/);
    expect(field('セイ')).toHaveAccessibleDescription(/全角カタカナで入力してください/);
    // Born on 31 December of the latest year offered: not 18 yet on any day but New Year's Eve.
    if (!/-12-31$/.test(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' }))) {
      expect(screen.getByRole('combobox', { name: '年' })).toHaveAccessibleDescription(/18歳未満の方はご登録いただけません/);
    }
    await waitFor(() => expect(field('メールアドレス')).toHaveFocus());
    expect(postedTo(calls, REGISTER)).toEqual([]);
  });

  it('shows the server’s field errors under their fields and its message at the top, and focuses the first', async () => {
    mockFetch({
      ...LISTS,
      [`POST ${REGISTER}`]: reply(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bad Request',
        errors: {
          password: ['よく使われていて推測されやすいパスワードのため使用できません。別のパスワードを入力してください'],
          tel: ['電話番号の形式が正しくありません'],
        },
      }),
    });
    renderAccount('/user/regist');
    await fillForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('入力内容をご確認ください。');
    expect(field('パスワード')).toHaveAttribute('aria-invalid', 'true');
    expect(field('パスワード')).toHaveAccessibleDescription(/よく使われていて推測されやすいパスワード/);
    expect(field('電話番号')).toHaveAccessibleDescription(/電話番号の形式が正しくありません/);
    await waitFor(() => expect(field('パスワード')).toHaveFocus());
    expect(currentLocation()).toBe('/user/regist');
  });

  it('sends one request on a double submit, with the button disabled while it is on its way', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { calls } = mockFetch({ ...LISTS, ...CSRF_COOKIE, [`POST ${REGISTER}`]: () => new Promise((r) => (answer = r)) });
    renderAccount('/user/regist');
    await fillForm();
    const form = screen.getByRole('form', { name: '無料会員登録' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: '送信中…' })).toBeDisabled();
    await act(async () => answer({ result: true }));
    expect(await screen.findByRole('heading', { level: 1, name: '認証メールを送信しました' })).toBeInTheDocument();
    expect(postedTo(calls, REGISTER)).toHaveLength(1);
  });

  it('says how long to wait when too many mails were asked for', async () => {
    const wait = 'メールの送信回数の上限に達しました。30分ほど時間をおいてから再度お試しください。';
    mockFetch({ ...LISTS, [`POST ${REGISTER}`]: reply(429, { statusCode: 429, code: 'TOO_MANY_MAIL_REQUESTS', message: wait, errors: {} }) });
    renderAccount('/user/regist');
    await fillForm();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    expect(screen.getByRole('button', { name: '同意して登録する' })).toBeEnabled();
  });

  it('offers as many days as the chosen month has, and clears a day the new month lacks', async () => {
    mockFetch(LISTS);
    renderAccount('/user/regist');
    const day = () => screen.getByRole('combobox', { name: '日' });
    expect(within(day()).getAllByRole('option')).toHaveLength(32); // '--' and 1–31
    choose('年', '2000');
    choose('月', '1');
    choose('日', '31');
    choose('月', '2');
    expect(day()).toHaveValue('');
    expect(within(day()).getAllByRole('option')).toHaveLength(30); // 2000 is a leap year
    const years = within(screen.getByRole('combobox', { name: '年' })).getAllByRole('option').slice(1);
    expect(years.map((o) => Number(o.textContent))).toEqual(birthYearOptions());
    expect(years.at(-1)).toHaveTextContent('1940');
  });

  it('a logged-in member is sent to my page instead of the form', () => {
    mockFetch(LISTS);
    setSession({ id: 5, last_name: '山田', first_name: '花子', login_id: 'h@example.com' });
    renderAccount('/user/regist');
    expect(screen.getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('form', { name: '無料会員登録' })).not.toBeInTheDocument();
  });
});
