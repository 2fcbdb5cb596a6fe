export { createStore, type Store } from './store';
export {
  CONSIDER_COOKIE,
  parseConsiderIds,
  serializeConsiderIds,
  addConsiderId,
  removeConsiderId,
  readCookie,
} from './consider-cookie';
export {
  CookieShortlistStorage,
  setShortlistStorage,
  shortlist,
  useShortlist,
  type ShortlistStorage,
  type ShortlistApi,
} from './shortlist';
export {
  LOGGED_OUT,
  getSession,
  isLoggedIn,
  refreshSession,
  setSession,
  useSession,
  type MemberLoginCheck,
  type SessionInfo,
} from './session';
export { getJson, postJson, ensureCsrfToken, fieldErrors, formErrorMessage, type ApiError, type ApiResult } from './http';
