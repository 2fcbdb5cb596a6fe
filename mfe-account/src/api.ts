// The only module of mfe-account that talks to the API (interim transport from @er/app-state;
// switching to @er/api-client changes only this file).
import { getJson, postJson, type ApiResult } from '@er/app-state';

export interface Prefecture {
  id: number;
  name: string;
}

export async function fetchPrefectures(): Promise<Prefecture[]> {
  const { data, error } = await getJson<{ prefectures: Prefecture[] }>('/api/front/get-prefacture-list');
  if (error) throw new Error(error.message);
  return data.prefectures;
}

export interface MemberLoginResponse {
  token?: string;
  user?: { id: number; last_name: string; first_name: string; login_id: string };
}

/** POST /api/front/member-login (csrf cookie + X-XSRF-TOKEN + X-Requested-With, see @er/app-state http). */
export function memberLogin(body: { email: string; password: string }): Promise<ApiResult<MemberLoginResponse>> {
  return postJson<MemberLoginResponse>('/api/front/member-login', body);
}
