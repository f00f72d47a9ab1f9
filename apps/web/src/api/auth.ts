import type { z } from 'zod';
import type { messageResponse } from '@utah-land/shared';
import { answer, http, type JsonBody } from './client.js';

// The /auth calls, typed by the OpenAPI document (client.ts); it is made from the shared schemas
// (packages/shared/src/schemas/account.ts and auth.ts).

/** The answer of the calls that only say what they did. */
export type MessageAnswer = z.infer<typeof messageResponse>;

export const authApi = {
  login: (body: JsonBody<'/auth/login', 'post'>) => answer(http.POST('/auth/login', { body })),
  /** The server refuses `agreeToTerms: false` with the spec's message; the form ticks it first. */
  register: (body: Omit<JsonBody<'/auth/register', 'post'>, 'agreeToTerms'> & { agreeToTerms: boolean }) =>
    answer(http.POST('/auth/register', { body: body as JsonBody<'/auth/register', 'post'> })),
  forgotPassword: (body: JsonBody<'/auth/forgot-password', 'post'>) =>
    answer(http.POST('/auth/forgot-password', { body })),
  resetPassword: (body: JsonBody<'/auth/reset-password', 'post'>) =>
    answer(http.POST('/auth/reset-password', { body })),
  /** A password change ends older sessions; the answer carries a fresh token for this one. */
  changePassword: (body: JsonBody<'/auth/change-password', 'post'>) =>
    answer(http.POST('/auth/change-password', { body })),
  verifyEmail: (body: JsonBody<'/auth/verify-email', 'post'>) =>
    answer(http.POST('/auth/verify-email', { body })),
  resendVerificationEmail: (body: JsonBody<'/auth/resend-verification-email', 'post'>) =>
    answer(http.POST('/auth/resend-verification-email', { body })),
  /** Ends the session on the server (every session of the user: their tokens stop working). */
  logout: () => answer(http.POST('/auth/logout')),
  /** The session a sign-in would give now: after a payment the account-only one becomes a full one. */
  refresh: () => answer(http.POST('/auth/refresh')),
};
