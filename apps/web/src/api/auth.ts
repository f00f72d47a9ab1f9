import type { z } from 'zod';
import type { ChangePasswordResponse, LoginResponse, messageResponse } from '@utah-land/shared';
import { api } from './client.js';

// The /auth calls, with the spec's payloads; their answers are the shared schemas' (packages/shared/src/schemas/
// account.ts and auth.ts).

/** The answer of the calls that only say what they did. */
export type MessageAnswer = z.infer<typeof messageResponse>;

export const authApi = {
  login: (body: { email: string; password: string }) =>
    api<LoginResponse>('/auth/login', { method: 'POST', body }),
  register: (body: {
    firstname: string;
    lastname: string;
    email: string;
    password: string;
    confirmPassword: string;
    agreeToTerms: boolean;
  }) => api<MessageAnswer>('/auth/register', { method: 'POST', body }),
  forgotPassword: (body: { email: string }) =>
    api<MessageAnswer>('/auth/forgot-password', { method: 'POST', body }),
  resetPassword: (body: { newPassword: string; confirmNewPassword: string; tokenId: string }) =>
    api<MessageAnswer>('/auth/reset-password', { method: 'POST', body }),
  /** A password change ends older sessions; the answer carries a fresh token for this one. */
  changePassword: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
    api<ChangePasswordResponse>('/auth/change-password', { method: 'POST', body }),
  verifyEmail: (body: { token: string }) =>
    api<MessageAnswer>('/auth/verify-email', { method: 'POST', body }),
  resendVerificationEmail: (body: { email: string }) =>
    api<MessageAnswer>('/auth/resend-verification-email', { method: 'POST', body }),
  /** Ends the session on the server (every session of the user: their tokens stop working). */
  logout: () => api<MessageAnswer>('/auth/logout', { method: 'POST' }),
  /** The session a sign-in would give now: after a payment the account-only one becomes a full one. */
  refresh: () => api<LoginResponse>('/auth/refresh', { method: 'POST' }),
};
