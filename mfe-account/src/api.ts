// The only module of mfe-account that talks to the API: the shared typed client from
// @er/api-client (anti-forgery cookie, X-XSRF-TOKEN and X-Requested-With are its job).
import { api, ApiRequestError, safe, type components, type SafeResult } from '@er/api-client';

type Schemas = components['schemas'];
export type Prefecture = Schemas['PrefectureDto'];
export type LoginRequest = Schemas['LoginRequestDto'];
export type MemberLoginResponse = Schemas['MemberLoginResponseDto'];

export async function fetchPrefectures(): Promise<Prefecture[]> {
  const { data, error } = await safe(api.get('/api/front/get-prefacture-list'));
  if (error) throw new ApiRequestError(error);
  return data.prefectures;
}

/** POST /api/front/member-login: `{ data }` or `{ error }` (field errors, 401, 403, network). */
export function memberLogin(body: LoginRequest): Promise<SafeResult<MemberLoginResponse>> {
  return safe(api.post('/api/front/member-login', { body }));
}
