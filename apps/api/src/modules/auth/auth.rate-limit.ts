import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.js';
import { TooManyRequestsError } from '../../lib/errors.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

const bodyEmail = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * Route options for a rate-limited auth call (login, register, forgot-password, resend): a strict limit per
 * IP address and e-mail (route config of @fastify/rate-limit, counted after validation so the e-mail is known)
 * and a looser limit per IP address alone (checked on request). Limits come from AUTH_RATE_LIMIT_* settings.
 */
export function authRateLimit(app: AppInstance, name: string) {
  const { AUTH_RATE_LIMIT_MAX, AUTH_RATE_LIMIT_IP_MAX, AUTH_RATE_LIMIT_WINDOW_MS } = app.deps.config;
  const perIp = app.createRateLimit({
    max: AUTH_RATE_LIMIT_IP_MAX,
    timeWindow: AUTH_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (req) => `auth:${name}:ip:${req.ip}`,
  });
  return {
    onRequest: async (req: FastifyRequest) => {
      const result = await perIp(req);
      if (!result.isAllowed && result.isExceeded) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS);
    },
    config: {
      rateLimit: {
        max: AUTH_RATE_LIMIT_MAX,
        timeWindow: AUTH_RATE_LIMIT_WINDOW_MS,
        hook: 'preHandler' as const,
        keyGenerator: (req: FastifyRequest) => `auth:${name}:${req.ip}:${bodyEmail(req)}`,
        errorResponseBuilder: () => new TooManyRequestsError(TOO_MANY_ATTEMPTS),
      },
    },
  };
}
