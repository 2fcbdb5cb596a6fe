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
  subscribeSession,
  useSession,
  type MemberLoginCheck,
  type SessionInfo,
} from './session';
export {
  AD_PARAM_NAMES,
  AD_PARAMS_STORAGE_KEY,
  AD_PARAMS_TTL_MS,
  adParamsOf,
  captureAdParams,
  clearAdParams,
  storedAdParams,
  type AdParams,
} from './ad-params';
export { followSessionWithShortlist, shortlistSynced } from './shortlist-sync';
export { LINK_TOKEN_GONE_MESSAGE, LINK_TOKEN_TAKEN_KEY, linkToken, resetLinkToken, takeLinkToken } from './link-token';
