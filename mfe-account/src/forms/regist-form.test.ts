import { EMPTY_REGIST, registBody, registErrors, type RegistValues } from './regist-form';
import { newPasswordErrors } from './password-rules';
import { serverErrors } from './server-errors';

const NOW = new Date('2026-11-25T03:00:00+09:00');

const fullWidth = (s: string) => s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

function filled(over: Partial<RegistValues> = {}): RegistValues {
  return {
    ...EMPTY_REGIST,
    email: 'hanako@example.com',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    last_name: '山田',
    first_name: '花子',
    last_name_kana: 'ヤマダ',
    first_name_kana: 'ハナコ',
    birth_year: '1990',
    birth_month: '4',
    birth_day: '1',
    prefecture_id: '13',
    tel: '090-1234-5678',
    agree: true,
    ...over,
  };
}

describe('the sign-up form (/user/regist)', () => {
  it('accepts a complete form', () => {
    expect(registErrors(filled(), NOW)).toEqual({});
  });

  it('sends what the API stores (SPEC §5 folds): address, phone and names folded, ids joined, flag as 1/0', () => {
    const body = registBody(
      filled({
        email: fullWidth('Hanako@Example.com'),
        tel: '０９０ー１２３４ー５６７８',
        last_name: ' 山田 ',
        last_name_kana: 'ヤマダ',
        contract_types: ['1', '3'],
        magazine_flag: '0',
      }),
    );
    expect(body).toMatchObject({
      email: 'hanako@example.com',
      tel: '090-1234-5678',
      last_name: '山田',
      birth_date: '1990-04-01',
      prefecture_id: 13,
      contract_types: '1,3',
      magazine_flag: 0,
      agree: true,
    });
    expect(registBody(filled()).contract_types).toBe('');
    expect(registBody(filled()).magazine_flag).toBe(1);
  });

  it('names every missing field in Japanese', () => {
    const errors = registErrors(EMPTY_REGIST, NOW);
    expect(errors).toEqual({
      email: ['必須項目です'],
      password: ['必須項目です'],
      password_confirmation: ['必須項目です'],
      last_name: ['必須項目です'],
      first_name: ['必須項目です'],
      last_name_kana: ['必須項目です'],
      first_name_kana: ['必須項目です'],
      birth_date: ['生年月日を選択してください'],
      prefecture_id: ['都道府県を選択してください'],
      tel: ['必須項目です'],
      agree: ['利用規約と個人情報の取り扱いへの同意が必要です'],
    });
  });

  it('checks the address, the kana, the phone, the passwords and the age (18 on the Japanese day)', () => {
    const errors = registErrors(
      filled({
        email: 'hanako@example',
        last_name_kana: 'やまだ',
        first_name_kana: 'Hanako',
        tel: '12-34',
        password: 'short',
        password_confirmation: 'shorter',
        birth_year: '2008',
        birth_month: '11',
        birth_day: '26',
      }),
      NOW,
    );
    expect(errors).toEqual({
      email: ['メールアドレスの形式が正しくありません'],
      last_name_kana: ['全角カタカナで入力してください'],
      first_name_kana: ['全角カタカナで入力してください'],
      tel: ['電話番号の形式が正しくありません'],
      password: ['パスワードは8文字以上で入力してください'],
      password_confirmation: ['パスワードが一致しません'],
      birth_date: ['18歳未満の方はご登録いただけません'],
    });
    expect(registErrors(filled({ birth_year: '2008', birth_month: '11', birth_day: '25' }), NOW)).toEqual({});
  });

  it('counts password characters as a person does (8 kana are enough)', () => {
    expect(newPasswordErrors('あいうえおかきく', 'あいうえおかきく')).toEqual({});
    expect(newPasswordErrors('😀😀😀😀', '😀😀😀😀').password).toEqual(['パスワードは8文字以上で入力してください']);
  });
});

describe('serverErrors', () => {
  it('puts the fields it knows under them and the rest into the message', () => {
    const { fields, message } = serverErrors(
      {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bad Request',
        errors: { email: ['メールアドレスの形式が正しくありません'], sex: ['選択肢の中から選んでください'] },
      },
      ['email', 'password'] as const,
    );
    expect(fields).toEqual({ email: ['メールアドレスの形式が正しくありません'] });
    expect(message).toBe('入力内容をご確認ください。 選択肢の中から選んでください');
  });

  it('shows the coded message of a throttled post', () => {
    const { fields, message } = serverErrors(
      { statusCode: 429, code: 'TOO_MANY_MAIL_REQUESTS', message: 'メールの送信回数が多すぎます。1時間ほど待ってから再度お試しください。' },
      ['email'] as const,
    );
    expect(fields).toEqual({});
    expect(message).toBe('メールの送信回数が多すぎます。1時間ほど待ってから再度お試しください。');
  });
});
