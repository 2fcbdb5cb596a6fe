// Exposed as mfe_admin/Routes: /admin/* (contract: @er/contracts).
import { Route, Routes } from 'react-router';
import type { RemoteRoutesProps } from '@er/contracts';
import { NotFound } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { AdminHomePage } from './pages/AdminHomePage';
import { AdminPasswordSetupPage } from './pages/AdminPasswordSetupPage';

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

export default function AdminRoutes({ basePath = '/' }: RemoteRoutesProps) {
  return (
    <div className="mfe-admin" data-build-label={BUILD_LABEL}>
      <Routes>
        <Route path={join(basePath, 'admin')} element={<AdminHomePage />} />
        <Route path={join(basePath, 'admin/login')} element={<AdminHomePage />} />
        <Route path={join(basePath, 'admin/password-setup')} element={<AdminPasswordSetupPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
