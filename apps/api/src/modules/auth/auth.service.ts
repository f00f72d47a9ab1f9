import type { LoginResponse } from '@utah-land/shared';
import type { AppInstance } from '../../app.js';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { findUserByEmail, findUserById, loadUserDto } from '../users/users.queries.js';
import { currentSubscription, startFreeTrial } from '../users/user-status.service.js';
import {
  consumeEmailToken,
  issueEmailToken,
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
} from './email-tokens.js';
import { sendPasswordResetMail, sendVerificationMail } from './auth.mails.js';

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  unverified:
    'Please verify your e-mail address before signing in. Check your inbox for the verification link.',
  inactive: 'This account has been deactivated. Please contact admin.',
  upgrade: 'Please upgrade your subscription to continue.',
  registered:
    'Registration successful. Please check your e-mail and click the verification link, then sign in.',
  verified: 'Email verified successfully',
  verifyInvalid: 'The verification link is invalid or has expired. Please try registering again.',
  resent:
    'If an account with this e-mail is waiting for verification, a new verification link has been sent.',
  resetSent: 'Password reset email sent successfully',
  resetInvalid: 'The password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. You can now sign in with the new password.',
  oldPasswordWrong: 'Old password is incorrect',
  passwordChanged: 'Password changed successfully',
} as const;

/** Statuses that may not sign in (non-admins): they are asked to upgrade. */
const UPGRADE_STATUSES = ['Subscription Expired', 'Free Trial Ended'];

let dummyHash: Promise<string> | undefined;

/** Mails a fresh verification link (24 hours, single use) to the user. */
export async function sendVerificationLink(
  app: AppInstance,
  user: { id: number; email: string; firstname: string },
) {
  const { database, clock, config, mailer } = app.deps;
  const token = await issueEmailToken(database.db, user.id, 'verify_email', clock.now(), VERIFY_TOKEN_TTL_MS);
  await sendVerificationMail(mailer, user, `${config.publicUrl}/verify-email?token=${token}`);
}

/** Mail failures on public calls are logged, not shown: the answer must not depend on the account. */
async function quietly(app: AppInstance, what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    app.log.error({ err }, `${what} failed`);
  }
}

export async function verifyEmail(app: AppInstance, token: string) {
  const { database, clock, config } = app.deps;
  const now = clock.now();
  const userId = await consumeEmailToken(database.db, token, 'verify_email', now);
  if (userId === undefined) throw new BadRequestError(MESSAGES.verifyInvalid);
  await database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ is_email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .execute();
    if (config.AUTO_TRIAL_ON_VERIFY && (await currentSubscription(trx, userId))?.status === 'Registered')
      await startFreeTrial(trx, userId, userId, now, config.TRIAL_DAYS);
  });
}

export async function resendVerification(app: AppInstance, email: string) {
  const user = await findUserByEmail(app.deps.database.db, email);
  if (!user || user.is_email_verified || !user.is_active) return;
  await quietly(app, 'verification mail', () => sendVerificationLink(app, user));
}

export type LoginResult = { ok: true; body: LoginResponse } | { ok: false; body: LoginResponse };

/**
 * Checks the credentials. A non-admin whose status is Subscription Expired or Free Trial Ended is refused
 * (ok: false → 403 'Please upgrade your subscription to continue.') but still gets a token, the user and the
 * subscription so the UI's Renew/Subscribe dialog can start a checkout.
 */
export async function login(app: AppInstance, email: string, password: string): Promise<LoginResult> {
  const { database, clock } = app.deps;
  const db = database.db;
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('no-such-user-password');
    await verifyPassword(password, await dummyHash); // same work as a real check
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(password, user.password_hash)))
    throw new UnauthorizedError(MESSAGES.invalidCredentials);
  if (!user.is_email_verified) throw new ForbiddenError(MESSAGES.unverified);
  if (!user.is_active) throw new ForbiddenError(MESSAGES.inactive);
  await db.updateTable('users').set({ last_login_at: clock.now() }).where('id', '=', user.id).execute();
  const dto = (await loadUserDto(db, user.id))!;
  const body: LoginResponse = {
    accessToken: app.jwt.sign({ sub: user.id, ver: user.token_version }),
    user: dto,
    loginUser: dto,
    subscriptionDetails: dto.userSubscriptions[0] ?? null,
  };
  const isAdmin = dto.userRoles.some((r) => r.roleDetails.name === 'admin');
  const status = body.subscriptionDetails?.status;
  if (!isAdmin && status && UPGRADE_STATUSES.includes(status)) return { ok: false, body };
  return { ok: true, body };
}

export async function forgotPassword(app: AppInstance, email: string) {
  const { database, clock, config, mailer } = app.deps;
  const user = await findUserByEmail(database.db, email);
  if (!user || !user.is_active) return;
  await quietly(app, 'password reset mail', async () => {
    const token = await issueEmailToken(
      database.db,
      user.id,
      'reset_password',
      clock.now(),
      RESET_TOKEN_TTL_MS,
    );
    await sendPasswordResetMail(mailer, user, `${config.publicUrl}/reset-password?token=${token}`);
  });
}

async function setPassword(app: AppInstance, userId: number, password: string) {
  const hash = await hashPassword(password);
  const row = await app.deps.database.db
    .updateTable('users')
    .set((eb) => ({
      password_hash: hash,
      token_version: eb('token_version', '+', 1),
      updated_at: app.deps.clock.now(),
    }))
    .where('id', '=', userId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}

export async function resetPassword(app: AppInstance, token: string, newPassword: string) {
  const { database, clock } = app.deps;
  const userId = await consumeEmailToken(database.db, token, 'reset_password', clock.now());
  if (userId === undefined) throw new BadRequestError(MESSAGES.resetInvalid);
  await setPassword(app, userId, newPassword);
}

/** Changes the password, ends every older session and answers a new token for the current one. */
export async function changePassword(
  app: AppInstance,
  userId: number,
  oldPassword: string,
  newPassword: string,
) {
  const user = await findUserById(app.deps.database.db, userId);
  if (!user) throw new UnauthorizedError('Your session has expired. Please sign in again.');
  if (!(await verifyPassword(oldPassword, user.password_hash)))
    throw new BadRequestError(MESSAGES.oldPasswordWrong);
  const ver = await setPassword(app, userId, newPassword);
  return app.jwt.sign({ sub: userId, ver });
}
