// The only module of mfe-admin that talks to the API (interim transport from @er/app-state;
// switching to @er/api-client changes only this file).
import { getJson, postJson, type ApiResult } from '@er/app-state';

export interface AdminLoginCheck {
  logged_in: boolean;
  admin?: { id: number; name: string; email: string };
}

export async function fetchAdminLoginCheck(): Promise<AdminLoginCheck> {
  const { data, error } = await getJson<AdminLoginCheck>('/api/admin/login-check');
  if (error) throw new Error(error.message);
  return data;
}

export function adminLogin(body: { email: string; password: string }): Promise<ApiResult<unknown>> {
  return postJson('/api/admin/login', body);
}

export function adminLogout(): Promise<ApiResult<unknown>> {
  return postJson('/api/admin/logout', {});
}
