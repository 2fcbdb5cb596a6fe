// Exposed as mfe_account/Routes: /login, /logout, /user/*, /entry/* (contract: @er/contracts).
import { Route, Routes } from 'react-router';
import type { RemoteRoutesProps } from '@er/contracts';
import { NotFound } from '@er/ui';
import { BUILD_LABEL } from './build-label';
import { LoginPage } from './pages/LoginPage';
import { RegistPage } from './pages/RegistPage';

function join(basePath: string, path: string) {
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

export default function AccountRoutes({ basePath = '/' }: RemoteRoutesProps) {
  return (
    <div className="mfe-account" data-build-label={BUILD_LABEL}>
      <Routes>
        <Route path={join(basePath, 'login')} element={<LoginPage />} />
        <Route path={join(basePath, 'user/regist')} element={<RegistPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
