import { isIP } from 'node:net';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const boolFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

/** The named ranges Fastify's trustProxy understands (besides addresses and CIDRs). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`) or an IPv4 address with a netmask (`10.0.0.0/255.0.0.0`). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * TRUST_PROXY: which proxies in front of the server may name the client in X-Forwarded-For (README,
 * "Configuration"). Off, a hop count (the client is the address the nearest N proxies saw), or the proxies'
 * addresses/CIDRs (the client is the last address not in the list). `true` would trust every hop, so a client could
 * name itself anything and escape the per-address sign-in limit: it is refused rather than guessed at.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || /^(false|0|no)$/i.test(v)) return false;
    if (/^(true|yes)$/i.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop, which any client can forge; give the number of proxies in ' +
          'front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message:
          `not a proxy address or CIDR: ${bad.map((e) => JSON.stringify(e)).join(', ')}; give the number of ` +
          'proxies in front of the server (e.g. 1) or their addresses, comma-separated (e.g. 10.0.0.5,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes "trust the nearest N hops" (Fastify itself ignores a
 * bare number, since it cannot tell whether the nearest hop really is a proxy): the server must then be reachable
 * only through those proxies, which the address list does not require.
 */
export function fastifyTrustProxy(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((a: string, i: number) => boolean) {
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return value;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: trustProxy,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Server processes sharing the port (node:cluster, server.ts); more than one needs PostgreSQL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  /** Read replicas of DATABASE_URL (streaming replication), comma-separated (db/read-routing.ts). */
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('each must be a postgres:// URL')).max(16))
    .default([]),
  DATA_DIR: z.string().default('./.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_EXPIRES_IN must look like 12h, 30m or 7d')
    .default('12h'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Utah Land <no-reply@utah-land.local>'),
  /** stripe (the default with STRIPE_SECRET_KEY), sandbox (simulated, no money taken) or off (checkout refused). */
  PAYMENTS: z.enum(['stripe', 'sandbox', 'off'], { message: 'must be stripe, sandbox or off' }).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  DEMO_PARCELS: z.coerce.number().int().min(0).default(20000),
  DEMO_SEED: z.coerce.number().int().default(49),
  SEED_DEMO_DATA: boolFlag(true),
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  AUTO_TRIAL_ON_VERIFY: boolFlag(false),
  /** Auth rate limits (login, register, forgot-password, resend): per IP and e-mail, and per IP, in a window. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(50),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /** Calls per API key in a window (plugins/auth.ts; RateLimit-* headers, 429 over it). */
  API_KEY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  API_KEY_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  /** Statement timeouts per request class (packages/db/src/timeouts.ts): reads (GET) and writes; a slower query answers 503. */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5000),
  STATEMENT_TIMEOUT_WRITE_MS: z.coerce.number().int().min(1).max(600_000).default(15_000),
  /** How long a GIS export waits on a client that stopped reading before it ends that download (area-export). */
  EXPORT_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How long the guards reuse a user lookup (plugins/auth-cache.ts); changes reach every process at once. */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** How often the alert scheduler looks for digests due (modules/alerts); 0 turns alerts off. */
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Signed webhooks (modules/webhooks, docs/api.md "Webhooks"): how often the delivery worker runs (0 = off). */
  WEBHOOKS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Lets endpoints be http(s)://localhost or 127.0.0.1 (tests, local receivers); never in production. */
  WEBHOOKS_ALLOW_LOOPBACK: boolFlag(false),
  /** The retry delays are 1, 5, 30, 120 and 360 times this (1 min to 6 h). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Deliveries in a row that fail every attempt before the endpoint is disabled (and its owner mailed). */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  WEB_DIST_DIR: z.string().optional(),
  /** Optional external place search (a Nominatim-compatible /search endpoint) behind the map's address box. */
  GEOCODER_URL: z.url({ protocol: /^https?$/, message: 'GEOCODER_URL must be an http(s) URL' }).optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),
  GEOCODER_USER_AGENT: z.string().trim().min(1).optional(),
  GEOCODER_EMAIL: z.email().optional(),
});

export type PaymentsMode = 'stripe' | 'sandbox' | 'off';

export type Config = z.infer<typeof envSchema> & {
  databaseKind: 'embedded' | 'postgres';
  publicUrl: string;
  /** How checkouts are paid (README, 'Subscription statuses'): never the sandbox unless chosen (or in tests). */
  payments: PaymentsMode;
};

/**
 * The payments mode: PAYMENTS when set; otherwise Stripe when a key is set, the sandbox under NODE_ENV=test, and
 * off everywhere else (so a server without a key never hands out subscriptions for free). Also answers the
 * settings that contradict it; Stripe needs its webhook secret, or paid subscriptions would never be renewed,
 * cancelled or ended from Stripe's side.
 */
function paymentsMode(c: z.infer<typeof envSchema>): { mode: PaymentsMode; problems: string[] } {
  const mode: PaymentsMode =
    c.PAYMENTS ?? (c.STRIPE_SECRET_KEY ? 'stripe' : c.NODE_ENV === 'test' ? 'sandbox' : 'off');
  const problems: string[] = [];
  if (mode === 'stripe' && !c.STRIPE_SECRET_KEY)
    problems.push('  PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (mode === 'stripe' && c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET)
    problems.push(
      '  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the whsec_… of the webhook endpoint ' +
        '/api/user-subscriptions/webhook); without it renewals and cancellations at Stripe are never applied',
    );
  if (mode !== 'stripe' && c.STRIPE_SECRET_KEY)
    problems.push(`  PAYMENTS: ${mode} cannot be used with STRIPE_SECRET_KEY set (remove one of them)`);
  return { mode, problems };
}

export class ConfigError extends Error {}

/** Parses the environment once. Throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const payments = paymentsMode(c);
  const problems = [...payments.problems];
  if (c.WORKERS > 1 && !c.DATABASE_URL)
    problems.push(
      `  WORKERS: ${c.WORKERS} processes need DATABASE_URL (PostgreSQL); the embedded database in DATA_DIR can be ` +
        'opened by one process only (set WORKERS=1, or run on PostgreSQL)',
    );
  if (c.DATABASE_REPLICA_URLS.length && !c.DATABASE_URL)
    problems.push('  DATABASE_REPLICA_URLS: read replicas need DATABASE_URL (their primary)');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...c,
    payments: payments.mode,
    databaseKind: c.DATABASE_URL ? 'postgres' : 'embedded',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
}
