/** The spec's route table. */
export const ROUTES = {
  root: '/',
  map: '/map',
  network: '/network',
  client: '/client',
  profile: '/profile',
  admin: '/admin',
  user: '/user/:userId',
  home: '/home',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  terms: '/terms-conditions',
  privacy: '/privacy-statement',
  viewQuery: '/view-query',
  paymentStatus: '/payment-status',
  /** The alert mail's one-click unsubscribe (ours: the spec has no alerts). */
  alertsUnsubscribe: '/alerts/unsubscribe',
} as const;
