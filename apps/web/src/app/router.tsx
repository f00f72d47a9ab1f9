import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ROUTES } from './routes.js';
import { PendingScreen } from '../features/common/pending-screen.js';

const page = (title: string) => <PendingScreen title={title} />;

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={ROUTES.root} element={<Navigate to={ROUTES.map} replace />} />
        <Route path={ROUTES.login} element={page('Sign in')} />
        <Route path={ROUTES.signup} element={page('Sign up')} />
        <Route path={ROUTES.forgotPassword} element={page('Forgot password')} />
        <Route path={ROUTES.resetPassword} element={page('Reset password')} />
        <Route path={ROUTES.verifyEmail} element={page('Verify e-mail')} />
        <Route path={ROUTES.terms} element={page('Terms of Use')} />
        <Route path={ROUTES.privacy} element={page('Privacy Statement')} />
        <Route path={ROUTES.viewQuery} element={page('View Query')} />
        <Route path={ROUTES.paymentStatus} element={page('Payment status')} />
        <Route path={ROUTES.map} element={page('Map')} />
        <Route path={ROUTES.network} element={page('Network')} />
        <Route path={ROUTES.client} element={page('Client')} />
        <Route path={ROUTES.profile} element={page('Profile')} />
        <Route path={ROUTES.admin} element={page('Manage Users')} />
        <Route path={ROUTES.user} element={page('User')} />
        <Route path={ROUTES.home} element={page('Home')} />
        <Route path="*" element={<Navigate to={ROUTES.map} replace />} />
      </Routes>
    </BrowserRouter>
  );
}
