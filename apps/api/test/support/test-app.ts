import { inject } from 'vitest';
import { buildApp, type AppInstance, type Clock } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openPostgres, type Database } from '../../src/db/index.js';
import { createMailer } from '../../src/lib/mailer.js';
import { startSmtpCapture } from '../../../../test-support/smtp-capture.js';
import { AnswerChecker, type OpenApiDoc } from './openapi-schemas.js';

/** A clock that tests can move forward. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: AppInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** Each answer of app.inject() the OpenAPI document does not describe (see checkAnswers). */
  answerViolations: string[];
  close(): Promise<void>;
}

/**
 * Checks every answer of app.inject() against the app's own OpenAPI document (status listed, body matching its
 * schema, errors the error schema), so every API test checks the contract: close() fails the file on a violation.
 * CHECK_ANSWERS=0 turns it off (e.g. to see a test's own failure first); `checkAnswers: true` keeps it on for a
 * test that asserts `answerViolations` itself.
 */
function checkAnswers(app: AppInstance): string[] {
  const checker = new AnswerChecker(app.swagger() as unknown as OpenApiDoc);
  const inject = app.inject.bind(app);
  app.inject = (async (opts: string | { method?: string; url?: string; path?: string }) => {
    const res = await inject(opts as never);
    const o = typeof opts === 'string' ? { url: opts } : opts;
    checker.check(
      o.method ?? 'GET',
      o.url ?? o.path ?? '/',
      res.statusCode,
      String(res.headers['content-type'] ?? ''),
      res.body,
    );
    return res;
  }) as unknown as typeof app.inject;
  return checker.violations;
}

/**
 * The real app (all routes, real PostgreSQL database of this test run, real SMTP exchange with an in-process
 * server), driven with app.inject(). Extra environment variables go through the real config parser.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    beforeReady?: (app: AppInstance) => void | Promise<void>;
    webDist?: string;
    checkAnswers?: boolean;
  } = {},
): Promise<TestApp> {
  const databaseUrl = inject('databaseUrl');
  const smtp = await startSmtpCapture();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://localhost:5173',
    LOG_LEVEL: 'silent',
    // The sign-in counters live in the run's database and every test calls from 127.0.0.1: keep the per-address
    // limit out of the way of suites that are not about it (auth-rate-limit.test.ts sets its own).
    AUTH_RATE_LIMIT_IP_MAX: '2000',
    ...env,
  });
  const database = await openPostgres(databaseUrl, 4);
  const clock = new TestClock();
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.MAIL_FROM, db: database.db, log: silentLog });
  const app = await buildApp({
    deps: { config, database, mailer, clock, jwtSecret: config.JWT_SECRET!, version: 'test' },
    webDist: opts.webDist,
  });
  await opts.beforeReady?.(app);
  await app.ready();
  const failOnViolations = process.env.CHECK_ANSWERS !== '0';
  const answerViolations = opts.checkAnswers || failOnViolations ? checkAnswers(app) : [];
  return {
    app,
    database,
    config,
    clock,
    smtp,
    answerViolations,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      if (failOnViolations && answerViolations.length)
        throw new Error(`answers the OpenAPI document does not describe:\n${answerViolations.join('\n')}`);
    },
  };
}

const noop = () => undefined;
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  level: 'silent',
  silent: noop,
  child: () => silentLog,
} as unknown as Parameters<typeof createMailer>[0]['log'];
