// Exposed as mfe_admin/Routes: the route tree of exactly the routes the declaration of page routes
// (@er/contracts/routes) gives to mfe_admin and marks served, inside the staff layout (they are declared
// with layout 'staff': the host adds no public header or footer). Contract: @er/contracts RemoteRoutesProps.
import type { ReactNode } from 'react';
import { Route, Routes } from '@er/router';
import type { RemoteRoutesProps } from '@er/contracts';
import { servedRoutesOf } from '@er/contracts/routes';
import { NotFound } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { StaffLayout } from './components/StaffLayout';
import { ToastProvider } from './components/Toast';
import { AdminHomePage } from './pages/AdminHomePage';
import { AdminPasswordSetupPage } from './pages/AdminPasswordSetupPage';
import { resourcePages, settingPages } from './resources/pages';
import { RESOURCES, SETTINGS } from './resources/registry';
import './admin.css';

/** The page of every route the registry declares for mfe_admin and marks served (Routes.test.tsx holds the keys to it). */
export const PAGES: Record<string, ReactNode> = {
  '/admin': <AdminHomePage />,
  '/admin/login': <AdminHomePage />,
  '/admin/password-setup': <AdminPasswordSetupPage />,
  // Each declared resource's list, new-record and record pages, and each setting's page (resources/registry.ts).
  ...Object.assign({}, ...RESOURCES.map(resourcePages), ...SETTINGS.map(settingPages)),
};

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}

export default function AdminRoutes({ basePath = '/' }: RemoteRoutesProps) {
  return (
    <div className="mfe-admin" data-build-label={BUILD_LABEL}>
      <ToastProvider>
        <StaffLayout>
          <Routes>
            {servedRoutesOf('mfe_admin', process.env.NODE_ENV ?? 'production').map((r) => (
              <Route key={r.path} path={join(basePath, r.path)} element={PAGES[r.path]} />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </StaffLayout>
      </ToastProvider>
    </div>
  );
}
