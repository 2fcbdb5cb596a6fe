import { getSession, isLoggedIn, subscribeSession } from './session';
import { mergeCookieShortlist, ServerShortlistStorage, storeOnServer } from './server-shortlist';
import { CookieShortlistStorage, setShortlistStorage } from './shortlist';

let syncing: Promise<void> = Promise.resolve();
let loggedInAs = 0;

/**
 * Follows the session (issue 13): logged in → the cookie's listings are merged into the server list and the
 * server becomes the storage; logged out → the cookie again. Runs once per change of member, in order.
 */
export function followSessionWithShortlist(doc: Document = document): () => void {
  const onChange = () => {
    const session = getSession();
    const memberId = isLoggedIn(session) ? session.id : 0;
    if (memberId === loggedInAs) return;
    loggedInAs = memberId;
    syncing = syncing.then(async () => {
      const cookie = new CookieShortlistStorage(doc);
      if (memberId === 0) return setShortlistStorage(cookie);
      try {
        await mergeCookieShortlist(cookie, storeOnServer);
        await setShortlistStorage(new ServerShortlistStorage());
      } catch (error) {
        // The server list could not be read: keep showing the cookie's (nothing is lost), try at the next change.
        console.warn('[app-state] member shortlist unavailable', error);
        loggedInAs = 0;
      }
    });
  };
  onChange();
  return subscribeSession(onChange);
}

/** For tests: wait until the storage follows the session. */
export const shortlistSynced = () => syncing;
