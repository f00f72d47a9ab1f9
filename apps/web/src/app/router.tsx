import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { Spin } from 'antd';
import { ROUTES } from './routes.js';
import { ErrorBoundary } from '../features/errors/error-boundary.js';
import { ApiHandlers } from '../features/shell/api-handlers.js';
import { AdminOnly, GuestOnly, NotRegistered, RequireAuth } from './guards.js';
import { CookieConsent } from '../features/cookies/cookie-consent.js';
import { LoginPage } from '../features/auth/login-page.js';

// Every screen but sign-in loads on demand: /login, the page most visits start on, loads only itself (no map, no
// exceljs, no zod; Lighthouse measures it).
const SignupPage = lazy(() =>
  import('../features/auth/signup-page.js').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page.js').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page.js').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page.js').then((m) => ({ default: m.VerifyEmailPage })),
);
const PaymentStatusPage = lazy(() =>
  import('../features/subscriptions/payment-status-page.js').then((m) => ({ default: m.PaymentStatusPage })),
);
const ShellLayout = lazy(() =>
  import('../features/shell/shell-layout.js').then((m) => ({ default: m.ShellLayout })),
);
const HomePage = lazy(() => import('../features/shell/home-page.js').then((m) => ({ default: m.HomePage })));
const ProfilePage = lazy(() =>
  import('../features/profile/profile-page.js').then((m) => ({ default: m.ProfilePage })),
);
const NetworkPage = lazy(() =>
  import('../features/network/network-page.js').then((m) => ({ default: m.NetworkPage })),
);
const AdminUsersPage = lazy(() =>
  import('../features/admin-users/admin-users-page.js').then((m) => ({ default: m.AdminUsersPage })),
);
const UserDetailPage = lazy(() =>
  import('../features/user-detail/user-detail-page.js').then((m) => ({ default: m.UserDetailPage })),
);
const TermsPage = lazy(() =>
  import('../features/legal/terms-page.js').then((m) => ({ default: m.TermsPage })),
);
const ClientPage = lazy(() =>
  import('../features/client/client-page.js').then((m) => ({ default: m.ClientPage })),
);
const ViewQueryPage = lazy(() =>
  import('../features/view-query/view-query-page.js').then((m) => ({ default: m.ViewQueryPage })),
);
const MapScreen = lazy(() => import('../features/map/map-screen.js'));
const UnsubscribePage = lazy(() => import('../features/alerts/unsubscribe-page.js'));
const PrivacyPage = lazy(() =>
  import('../features/legal/privacy-page.js').then((m) => ({ default: m.PrivacyPage })),
);

const loading = <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
const guest = (el: ReactNode) => <GuestOnly>{el}</GuestOnly>;
const notRegistered = (el: ReactNode) => <NotRegistered>{el}</NotRegistered>;

export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <ApiHandlers />
        <Suspense fallback={loading}>
          <Routes>
            <Route path={ROUTES.root} element={<Navigate to={ROUTES.map} replace />} />
            <Route path={ROUTES.login} element={guest(<LoginPage />)} />
            <Route path={ROUTES.signup} element={guest(<SignupPage />)} />
            <Route path={ROUTES.forgotPassword} element={guest(<ForgotPasswordPage />)} />
            <Route path={ROUTES.resetPassword} element={guest(<ResetPasswordPage />)} />
            <Route path={ROUTES.verifyEmail} element={<VerifyEmailPage />} />
            <Route path={ROUTES.terms} element={<TermsPage />} />
            <Route path={ROUTES.privacy} element={<PrivacyPage />} />
            {/* Never count as logged in: no shell; the screens handle access themselves. */}
            <Route path={ROUTES.viewQuery} element={<ViewQueryPage />} />
            <Route path={ROUTES.paymentStatus} element={<PaymentStatusPage />} />
            <Route path={ROUTES.alertsUnsubscribe} element={<UnsubscribePage />} />
            {/* Signed in: the shell around every screen. */}
            <Route
              element={
                <RequireAuth>
                  <ShellLayout />
                </RequireAuth>
              }
            >
              <Route element={notRegistered(<Outlet />)}>
                <Route
                  path={ROUTES.map}
                  element={
                    <Suspense
                      fallback={<h2 style={{ textAlign: 'center', marginTop: '20vh' }}>Loading map…</h2>}
                    >
                      <MapScreen />
                    </Suspense>
                  }
                />
                <Route path={ROUTES.network} element={<NetworkPage />} />
                <Route path={ROUTES.client} element={<ClientPage />} />
                <Route path={ROUTES.profile} element={<ProfilePage />} />
              </Route>
              <Route
                path={ROUTES.admin}
                element={
                  <AdminOnly>
                    <AdminUsersPage />
                  </AdminOnly>
                }
              />
              <Route path={ROUTES.user} element={<UserDetailPage />} />
              <Route path={ROUTES.home} element={<HomePage />} />
            </Route>
            <Route path="*" element={<Navigate to={ROUTES.map} replace />} />
          </Routes>
        </Suspense>
        <CookieConsent />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
