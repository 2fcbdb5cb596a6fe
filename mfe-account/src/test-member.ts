// Test helpers of the member pages: get-user-info's answer, and the way to mock it.
import type { GetUserInfoResponse } from '@er/api-client';
import { reply } from '../../packages/ui/test/mock-fetch';
import type { UserInfo } from './hooks/useUserInfo';

export const USER_INFO = '/api/front/get-user-info';

/** A member as get-user-info answers it; override what the test cares about. */
export function makeUserInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    email: 'taro@example.com',
    pending_email: null,
    last_name: '山田',
    first_name: '太郎',
    last_name_kana: 'ヤマダ',
    first_name_kana: 'タロウ',
    sex: null,
    birth_date: '1990-04-01',
    age: 36,
    education_level: null,
    nationality: null,
    prefecture_id: 13,
    station: null,
    tel: '090-1234-5678',
    magazine_flag: 1,
    contract_types: '',
    skills: [],
    desired_rate_man: null,
    desired_remote_level: null,
    desired_area_ids: '',
    completeness: 50,
    missing_fields: ['性別', '最終学歴', '最寄り駅', '希望する契約形態', 'スキル', '希望単価'],
    registered_at: '2026-11-01T03:00:00.000Z',
    ...over,
  };
}

/** `GET get-user-info` answering this member. */
export const userInfoRoute = (over: Partial<UserInfo> = {}) => ({ [`GET ${USER_INFO}`]: { user: makeUserInfo(over) } satisfies GetUserInfoResponse });

/** `GET get-user-info` answering 401 (not logged in). */
export const loggedOutRoute = () => ({
  [`GET ${USER_INFO}`]: reply(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'ログインしてください' }),
});
