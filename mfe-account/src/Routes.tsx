// Exposed as mfe_account/Routes: the route tree of exactly the routes the declaration of page routes
// (@er/contracts/routes) gives to mfe_account and marks served (the others are `planned`: SPEC §2 pages of
// a later issue, 404 until then). Contract: @er/contracts RemoteRoutesProps.
import type { ReactNode } from 'react';
import { Route, Routes } from '@er/router';
import type { RemoteRoutesProps } from '@er/contracts';
import { servedRoutesOf } from '@er/contracts/routes';
import { NotFound } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { CsrfGate } from './components/CsrfGate';
import { EmailChangeAuthPage } from './pages/EmailChangeAuthPage';
import { EmailChangePage } from './pages/EmailChangePage';
import { EntryCompletionPage } from './pages/EntryCompletionPage';
import { EntryHistoryPage } from './pages/EntryHistoryPage';
import { EntryPage } from './pages/EntryPage';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { MyPage } from './pages/MyPage';
import { PasswordResetMailPage } from './pages/PasswordResetMailPage';
import { PasswordResetUpdatePage } from './pages/PasswordResetUpdatePage';
import { ProfileEditPage } from './pages/ProfileEditPage';
import { RegistCompPage } from './pages/RegistCompPage';
import { RegistMailsendPage } from './pages/RegistMailsendPage';
import { RegistPage } from './pages/RegistPage';
import { SavedSearchUnsubscribePage } from './pages/SavedSearchUnsubscribePage';
import { SendAuthMailPage } from './pages/SendAuthMailPage';
import { EngineerStyleSurveyPage } from './survey/EngineerStyleSurveyPage';
import { FreelanceStartSurveyPage } from './survey/FreelanceStartSurveyPage';
import { WithdrawPage } from './pages/WithdrawPage';
import { FirebaseSettingsProvider } from './social/firebase-settings';

/**
 * The page of every route the registry declares for mfe_account and marks served (Routes.test.tsx holds the
 * keys to it). SPEC §2: the pages behind CsrfGate fetch the anti-forgery cookie before they show.
 */
export const PAGES: Record<string, ReactNode> = {
  '/login': <LoginPage />,
  '/logout': <LogoutPage />,
  '/user/regist': <RegistPage />,
  '/user/regist/mailsend': (
    <CsrfGate>
      <RegistMailsendPage />
    </CsrfGate>
  ),
  '/user/regist/comp': (
    <CsrfGate>
      <RegistCompPage />
    </CsrfGate>
  ),
  '/user/send/auth/mail': (
    <CsrfGate>
      <SendAuthMailPage />
    </CsrfGate>
  ),
  '/user/password/reset/mail': (
    <CsrfGate>
      <PasswordResetMailPage />
    </CsrfGate>
  ),
  '/user/password/reset/update': (
    <CsrfGate>
      <PasswordResetUpdatePage />
    </CsrfGate>
  ),
  // The member's own pages (issue 12): each asks get-user-info and sends a visitor who is not logged in to /login?next=.
  '/user': <MyPage />,
  '/user/edit': <ProfileEditPage />,
  '/user/edit/email': <EmailChangePage />,
  // The e-mail change link (SPEC §2 e-mail re-setting): the anti-forgery cookie first; it may be opened logged out.
  '/user/edit/email/auth': (
    <CsrfGate>
      <EmailChangeAuthPage />
    </CsrfGate>
  ),
  '/user/delete': <WithdrawPage />,
  // The questionnaires (issue 16): member-only like the pages above.
  '/user/survey/engineer-style': <EngineerStyleSurveyPage />,
  '/user/survey/freelance-start': <FreelanceStartSurveyPage />,
  // The saved searches' unsubscribe link (issue 13): opened logged out, so the anti-forgery cookie first.
  '/user/saved-search/unsubscribe': (
    <CsrfGate>
      <SavedSearchUnsubscribePage />
    </CsrfGate>
  ),
  // The entry flow and the application history (issue 13): member-only like the pages above.
  '/entry/completion': <EntryCompletionPage />,
  '/entry/:id': <EntryPage />,
  '/user/entry': <EntryHistoryPage />,
};

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}

export default function AccountRoutes({ basePath = '/', firebase = null }: RemoteRoutesProps) {
  return (
    <div className="mfe-account" data-build-label={BUILD_LABEL}>
      {/* Issue 12: social sign-in (login, my page) only with the host's Firebase settings. */}
      <FirebaseSettingsProvider settings={firebase}>
        <Routes>
          {servedRoutesOf('mfe_account', process.env.NODE_ENV ?? 'production').map((r) => (
            <Route key={r.path} path={join(basePath, r.path)} element={PAGES[r.path]} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </FirebaseSettingsProvider>
    </div>
  );
}
