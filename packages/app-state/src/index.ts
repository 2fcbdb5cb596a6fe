export { createStore, type Store } from './store';
export {
  CONSIDER_COOKIE,
  parseConsiderIds,
  serializeConsiderIds,
  addConsiderId,
  removeConsiderId,
} from './consider-cookie';
export {
  CONSIDER_COOKIE_MAX_AGE,
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
