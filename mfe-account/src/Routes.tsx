// Exposed as mfe_account/Routes: the route tree of exactly the routes the declaration of page routes
// (@er/contracts/routes) gives to mfe_account and marks served (the others are `planned`: SPEC §2 pages of
// a later issue, 404 until then). Contract: @er/contracts RemoteRoutesProps.
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@er/router';
import type { RemoteRoutesProps } from '@er/contracts';
import { servedRoutesOf } from '@er/contracts/routes';
import { NotFound, Spinner } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { CsrfGate } from './components/CsrfGate';
import { FirebaseSettingsProvider } from './social/firebase-settings';
import { lazyPage } from './lazy-page';

// One chunk per page (lazy-page.ts): a page brings only what it uses.
const EmailChangeAuthPage = lazyPage(() => import('./pages/EmailChangeAuthPage').then((m) => m.EmailChangeAuthPage));
const EmailChangePage = lazyPage(() => import('./pages/EmailChangePage').then((m) => m.EmailChangePage));
const EntryCompletionPage = lazyPage(() => import('./pages/EntryCompletionPage').then((m) => m.EntryCompletionPage));
const EntryHistoryPage = lazyPage(() => import('./pages/EntryHistoryPage').then((m) => m.EntryHistoryPage));
const EntryPage = lazyPage(() => import('./pages/EntryPage').then((m) => m.EntryPage));
const LoginPage = lazyPage(() => import('./pages/LoginPage').then((m) => m.LoginPage));
const LogoutPage = lazyPage(() => import('./pages/LogoutPage').then((m) => m.LogoutPage));
const MyPage = lazyPage(() => import('./pages/MyPage').then((m) => m.MyPage));
const PasswordResetMailPage = lazyPage(() => import('./pages/PasswordResetMailPage').then((m) => m.PasswordResetMailPage));
const PasswordResetUpdatePage = lazyPage(() => import('./pages/PasswordResetUpdatePage').then((m) => m.PasswordResetUpdatePage));
const ProfileEditPage = lazyPage(() => import('./pages/ProfileEditPage').then((m) => m.ProfileEditPage));
const RegistCompPage = lazyPage(() => import('./pages/RegistCompPage').then((m) => m.RegistCompPage));
const RegistMailsendPage = lazyPage(() => import('./pages/RegistMailsendPage').then((m) => m.RegistMailsendPage));
const RegistPage = lazyPage(() => import('./pages/RegistPage').then((m) => m.RegistPage));
const SavedSearchUnsubscribePage = lazyPage(() => import('./pages/SavedSearchUnsubscribePage').then((m) => m.SavedSearchUnsubscribePage));
const SendAuthMailPage = lazyPage(() => import('./pages/SendAuthMailPage').then((m) => m.SendAuthMailPage));
const EngineerStyleSurveyPage = lazyPage(() => import('./survey/EngineerStyleSurveyPage').then((m) => m.EngineerStyleSurveyPage));
const FreelanceStartSurveyPage = lazyPage(() => import('./survey/FreelanceStartSurveyPage').then((m) => m.FreelanceStartSurveyPage));
const WithdrawPage = lazyPage(() => import('./pages/WithdrawPage').then((m) => m.WithdrawPage));

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
        <Suspense fallback={<Spinner />}>
          <Routes>
            {servedRoutesOf('mfe_account', process.env.NODE_ENV ?? 'production').map((r) => (
              <Route key={r.path} path={join(basePath, r.path)} element={PAGES[r.path] ?? <NotFound />} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </FirebaseSettingsProvider>
    </div>
  );
}
