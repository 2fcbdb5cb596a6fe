// The only module of mfe-admin that talks to the API: the shared typed client from
// @er/api-client (anti-forgery cookie, X-XSRF-TOKEN and X-Requested-With are its job).
import { api, ApiRequestError, safe, type components, type SafeResult } from '@er/api-client';

type Schemas = components['schemas'];
export type AdminLoginCheck = Schemas['AdminLoginCheckResponseDto'];
export type LoginRequest = Schemas['LoginRequestDto'];
export type AdminLoginResponse = Schemas['AdminLoginResponseDto'];
export type LogoutResponse = Schemas['LogoutResponseDto'];
export type PasswordSetupRequest = Schemas['PasswordSetupRequestDto'];
export type PasswordSetupResponse = Schemas['PasswordSetupResponseDto'];

export async function fetchAdminLoginCheck(): Promise<AdminLoginCheck> {
  const { data, error } = await safe(api.get('/api/admin/login-check'));
  if (error) throw new ApiRequestError(error);
  return data;
}

export function adminLogin(body: LoginRequest): Promise<SafeResult<AdminLoginResponse>> {
  return safe(api.post('/api/admin/login', { body }));
}

export function adminLogout(): Promise<SafeResult<LogoutResponse>> {
  return safe(api.post('/api/admin/logout'));
}

export function adminPasswordSetup(body: PasswordSetupRequest): Promise<SafeResult<PasswordSetupResponse>> {
  return safe(api.post('/api/admin/password-setup', { body }));
}
