import { makeUserInfo } from '../test-member';
import { hasProfileErrors, profileBody, profileErrors, profileServerErrors, profileValuesOf, RATE_MESSAGE, type ProfileValues } from './profile-form';

const NOW = new Date('2026-11-24T03:00:00Z');

function values(over: Partial<ProfileValues> = {}): ProfileValues {
  return { ...profileValuesOf(makeUserInfo()), ...over };
}

describe('profile form (/user/edit)', () => {
  it('is filled from get-user-info: codes and ids as strings, none as empty', () => {
    const v = profileValuesOf(
      makeUserInfo({
        sex: 2,
        education_level: 6,
        birth_date: '1988-02-29',
        contract_types: '1,3',
        desired_area_ids: '13,14',
        desired_rate_man: 70,
        desired_remote_level: 0,
        skills: [{ tag_id: 5, term: 'Java', experience_years: 0 }, { tag_id: 9, term: 'Go', experience_years: null }],
      }),
    );
    expect(v).toMatchObject({
      sex: '2',
      education_level: '6',
      birth_year: '1988',
      birth_month: '2',
      birth_day: '29',
      station: '',
      contract_types: ['1', '3'],
      desired_area_ids: ['13', '14'],
      desired_rate_man: '70',
      desired_remote_level: '0',
      skills: [{ tag_id: 5, term: 'Java', experience_years: '0' }, { tag_id: 9, term: 'Go', experience_years: '' }],
    });
    expect(profileValuesOf(makeUserInfo({ desired_remote_level: null })).desired_remote_level).toBe('');
  });

  it('sends SPEC §5 folded values, leaves the unchosen optional fields out and never a user_id', () => {
    const body = profileBody(
      values({
        last_name: 'ＡＢＣ山田',
        tel: '０９０ー１２３４ー５６７８',
        station: '　',
        nationality: '日本',
        desired_rate_man: '８０',
        skills: [{ tag_id: 5, term: 'Java', experience_years: '3' }, { tag_id: 9, term: 'Go', experience_years: '' }],
      }),
    );
    expect(body).toEqual({
      last_name: 'ABC山田',
      first_name: '太郎',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'タロウ',
      sex: undefined,
      birth_date: '1990-04-01',
      education_level: undefined,
      nationality: '日本',
      prefecture_id: 13,
      station: undefined,
      tel: '090-1234-5678',
      magazine_flag: 1,
      contract_types: '',
      skills: [{ tag_id: 5, experience_years: 3 }, { tag_id: 9, experience_years: null }],
      desired_rate_man: 80,
      desired_remote_level: undefined,
      desired_area_ids: '',
    });
    expect(profileBody(values({ desired_rate_man: '' })).desired_rate_man).toBeNull();
    expect(profileBody(values({ desired_remote_level: '2', sex: '3' }))).toMatchObject({ desired_remote_level: 2, sex: 3 });
  });

  it('checks kana, the SPEC §5 age, the phone number and the rate before posting', () => {
    expect(profileErrors(values(), NOW)).toEqual({});
    const errors = profileErrors(values({ last_name_kana: 'やまだ', birth_year: '2010', tel: '12', desired_rate_man: '5', prefecture_id: '' }), NOW);
    expect(errors).toEqual({
      last_name_kana: ['全角カタカナで入力してください'],
      birth_date: ['18歳未満の方はご登録いただけません'],
      tel: ['電話番号の形式が正しくありません'],
      desired_rate_man: [RATE_MESSAGE],
      prefecture_id: ['都道府県を選択してください'],
    });
    expect(profileErrors(values({ desired_rate_man: '70.5' }), NOW).desired_rate_man).toEqual([RATE_MESSAGE]);
    expect(profileErrors(values({ desired_rate_man: '５００' }), NOW).desired_rate_man).toBeUndefined();
  });

  it('puts a skill’s server error on the skill that was sent at that place, and keeps the others', () => {
    const sent = [
      { tag_id: 5, term: 'Java', experience_years: '3' },
      { tag_id: 9, term: 'Go', experience_years: '60' },
    ];
    const { errors, others } = profileServerErrors(
      { 'skills.1.experience_years': ['50以下の値を入力してください'], birth_date: ['18歳未満の方はご登録いただけません'], skills: ['同じスキルが重複しています'], user_id: ['このフィールドは使用できません'] },
      sent,
    );
    expect(errors).toEqual({ skillErrors: { 9: ['50以下の値を入力してください'] }, birth_date: ['18歳未満の方はご登録いただけません'], skills: ['同じスキルが重複しています'] });
    expect(others).toEqual(['このフィールドは使用できません']);
    expect(hasProfileErrors(errors)).toBe(true);
    expect(hasProfileErrors({ skillErrors: {} })).toBe(false);
  });
});
