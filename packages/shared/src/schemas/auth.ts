import { z } from 'zod';
import { loginResponse } from './account.js';

// Answers of the /auth calls beyond the account's (account.ts: loginResponse, messageResponse,
// changePasswordResponse).

/**
 * POST /auth/login, 403 'Please upgrade your subscription to continue.': the error with an account-only session
 * (docs/architecture.md, "Access policy"), so the Renew/Subscribe dialog can start a checkout with it.
 */
export const loginUpgradeRequired = loginResponse.extend({
  statusCode: z.literal(403),
  error: z.string(),
  message: z.string(),
});
export type LoginUpgradeRequired = z.infer<typeof loginUpgradeRequired>;
/** POST /auth/login, 403: the upgrade answer above, or another refusal (e-mail not verified, …). */
export const loginRefusal = loginUpgradeRequired.or(z.object({ message: z.string() }).loose());
export type LoginRefusal = z.infer<typeof loginRefusal>;
