import {
  changePasswordBody,
  changePasswordResponse,
  forgotPasswordBody,
  loginBody,
  loginRefusal,
  loginResponse,
  messageResponse,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  verifyEmailBody,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { errorBody } from '../../plugins/error-handler.js';
import { BadRequestError } from '../../lib/errors.js';
import { authRateLimit, oldPasswordLimit } from './auth.rate-limit.js';
import { MESSAGES } from './auth.service.js';
import { userOf, viewerOf } from '../../plugins/auth.js';

const tags = ['auth'];

export async function authRoutes(app: AppInstance) {
  const auth = app.services.auth;
  app.post(
    '/auth/register',
    {
      ...authRateLimit(app, 'register'),
      schema: {
        tags,
        summary: 'Create an account (role user, status Registered) and mail the verification link',
        description:
          'Same answer for an e-mail that already has an account: its owner is mailed instead (a new ' +
          'verification link when it is not verified yet) and nothing is created. 400 for a common or easily ' +
          'guessed password, or one equal to the e-mail.',
        body: registerBody,
        response: { 201: messageResponse },
      },
    },
    async (req, reply) => {
      const { firstname, lastname, email, password } = req.body;
      await auth.register({ firstname, lastname, email, password });
      return reply.code(201).send({ message: MESSAGES.registered });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the mailed single-use token (24 hours)',
        body: verifyEmailBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await auth.verifyEmail(req.body.token);
      return { message: MESSAGES.verified };
    },
  );

  app.post(
    '/auth/resend-verification-email',
    {
      ...authRateLimit(app, 'resend'),
      schema: {
        tags,
        summary: 'Mail a new verification link (same answer whether or not the account exists)',
        body: resendVerificationBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await auth.resendVerification(req.body.email);
      return { message: MESSAGES.resent };
    },
  );

  app.post(
    '/auth/login',
    {
      ...authRateLimit(app, 'login'),
      schema: {
        tags,
        summary: 'Sign in',
        description:
          "401 'Invalid email or password'; 403 when the e-mail is not verified. A non-admin whose status is " +
          "Subscription Expired or Free Trial Ended gets 403 'Please upgrade your subscription to continue.' " +
          'whose body carries user, loginUser, subscriptionDetails and an account-only accessToken (scope ' +
          "'account': checkout, subscription, profile, password and logout; 403 on every data call), so the " +
          'Renew/Subscribe dialog can start a checkout with it.',
        body: loginBody,
        response: { 200: loginResponse, 403: loginRefusal },
      },
    },
    async (req, reply) => {
      const result = await auth.login(req.body.email, req.body.password);
      if (result.ok) return result.body;
      return reply.code(403).send({ ...errorBody(403, MESSAGES.upgrade), ...result.body } as never);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      ...authRateLimit(app, 'forgot-password'),
      schema: {
        tags,
        summary: 'Mail a password reset link (one hour, single use); same answer for unknown e-mails',
        body: forgotPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await auth.forgotPassword(req.body.email);
      return { message: MESSAGES.resetSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token; ends every existing session',
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await auth.resetPassword(req.body.tokenId, req.body.newPassword);
      return { message: MESSAGES.resetDone };
    },
  );

  const oldPasswordGuesses = oldPasswordLimit(app);
  app.post(
    '/auth/change-password',
    {
      preHandler: [app.authenticate, oldPasswordGuesses.preHandler],
      schema: {
        tags,
        summary: 'Change the password; answers a new access token (older tokens stop working)',
        description:
          'At most AUTH_RATE_LIMIT_MAX wrong old passwords per account in a window (AUTH_RATE_LIMIT_WINDOW_MS): ' +
          "429 'Too many attempts. Please wait a minute and try again.' with Retry-After.",
        body: changePasswordBody,
        response: { 200: changePasswordResponse },
      },
    },
    async (req) => {
      try {
        const accessToken = await auth.changePassword(
          userOf(req).id,
          req.body.oldPassword,
          req.body.newPassword,
          viewerOf(req).scope,
        );
        await oldPasswordGuesses.forgive(req);
        return { message: MESSAGES.passwordChanged, accessToken };
      } catch (err) {
        // Only a wrong old password counts as a guess (a refused new password is the owner's own attempt).
        if (!(err instanceof BadRequestError && err.message === MESSAGES.oldPasswordWrong))
          await oldPasswordGuesses.forgive(req);
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out: ends every session of the signed-in user (their tokens stop working)',
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await auth.logout(userOf(req).id);
      return { message: MESSAGES.signedOut };
    },
  );

  app.post(
    '/auth/refresh',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'A new session as a sign-in would give it now (after a payment: a full one)',
        description:
          'While the status still needs an upgrade (Free Trial Ended, Subscription Expired) the new session is ' +
          'account-only again, as the sign-in would hand it out.',
        response: { 200: loginResponse },
      },
    },
    async (req) => auth.refreshSession(userOf(req).id),
  );
}
