import { companyRows } from '../pages/CompanyProfilePage';
import { personRequestErrors } from './person-request';

describe('personRequestErrors (the rules of TaxAccountantRequestDto and IntroduceRequestDto for /zeirishi and /introduce)', () => {
  const valid = { name: '山田 太郎', name_kana: 'ヤマダ タロウ', email: 'taro@example.com', agree: true };
  it('passes a valid request and reports each broken rule on its field', () => {
    expect(personRequestErrors(valid)).toEqual({});
    expect(personRequestErrors({ ...valid, name: '', name_kana: 'やまだ', email: 'taro', tel: '123', agree: false })).toEqual({
      name: ['必須項目です'],
      name_kana: ['全角カタカナで入力してください'],
      email: ['メールアドレスの形式が正しくありません'],
      tel: ['電話番号の形式が正しくありません'],
      agree: ['プライバシーポリシーへの同意が必要です'],
    });
    expect(personRequestErrors({ ...valid, message: 'あ'.repeat(2001) })).toEqual({ message: ['2000文字以内で入力してください'] });
  });
});

describe('companyRows', () => {
  it('has a licence row only when COMPANY_LICENSE_NUMBER is set', () => {
    expect(companyRows(null).map(([k]) => k)).toEqual(['会社名', '事業内容']);
    expect(companyRows('13-ユ-123456')).toContainEqual(['許認可', '有料職業紹介事業 許可番号 13-ユ-123456']);
  });
});
