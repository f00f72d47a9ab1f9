import type { z } from 'zod';
import type {
  ChangePasswordResponse,
  changePasswordBody,
  forgotPasswordBody,
  LoginResponse,
  loginBody,
  messageResponse,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  verifyEmailBody,
} from '@utah-land/shared';
import { api } from './client.js';

// The /auth calls: their bodies and answers are the shared schemas' (packages/shared/src/schemas/account.ts and
// auth.ts).

/** The answer of the calls that only say what they did. */
export type MessageAnswer = z.infer<typeof messageResponse>;

export const authApi = {
  login: (body: z.input<typeof loginBody>) => api<LoginResponse>('/auth/login', { method: 'POST', body }),
  /** The server refuses `agreeToTerms: false` with the spec's message; the form ticks it first. */
  register: (body: Omit<z.input<typeof registerBody>, 'agreeToTerms'> & { agreeToTerms: boolean }) =>
    api<MessageAnswer>('/auth/register', { method: 'POST', body }),
  forgotPassword: (body: z.input<typeof forgotPasswordBody>) =>
    api<MessageAnswer>('/auth/forgot-password', { method: 'POST', body }),
  resetPassword: (body: z.input<typeof resetPasswordBody>) =>
    api<MessageAnswer>('/auth/reset-password', { method: 'POST', body }),
  /** A password change ends older sessions; the answer carries a fresh token for this one. */
  changePassword: (body: z.input<typeof changePasswordBody>) =>
    api<ChangePasswordResponse>('/auth/change-password', { method: 'POST', body }),
  verifyEmail: (body: z.input<typeof verifyEmailBody>) =>
    api<MessageAnswer>('/auth/verify-email', { method: 'POST', body }),
  resendVerificationEmail: (body: z.input<typeof resendVerificationBody>) =>
    api<MessageAnswer>('/auth/resend-verification-email', { method: 'POST', body }),
  /** Ends the session on the server (every session of the user: their tokens stop working). */
  logout: () => api<MessageAnswer>('/auth/logout', { method: 'POST' }),
  /** The session a sign-in would give now: after a payment the account-only one becomes a full one. */
  refresh: () => api<LoginResponse>('/auth/refresh', { method: 'POST' }),
};
