// What every benchmark under bench/ shares: its command-line flags, the machine's load average (printed beside the
// figures: this host has two cores, shared), and percentiles of timings in milliseconds.
import { loadavg } from 'node:os';
import type pg from 'pg';
import { openEmbedded, openPostgres, type Database } from '@utah-land/db';
import { hashPassword } from '../apps/api/src/lib/password.js';

/** The value after `--name` on the command line, or undefined. */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The 1, 5 and 15 minute load averages, as 'x.xx y.yy z.zz'. */
export const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** p50, p95 and max of timings (nearest rank). */
export function percentiles(ms: number[]): { p50: number; p95: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: q(0.5), p95: q(0.95), max: s[s.length - 1]! };
}

/** 'p50 12.3  p95 45.6  max 78.9' (ms); `width` pads each figure. */
export function msText(ms: number[], width = 0): string {
  const { p50, p95, max } = percentiles(ms);
  const f = (n: number) => n.toFixed(1).padStart(width);
  return `p50 ${f(p50)}  p95 ${f(p95)}  max ${f(max)}`;
}

/** DATABASE_URL, for the benchmarks that measure PostgreSQL only; exits with a message when it is not set. */
export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (a PostgreSQL database with generated data)');
    process.exit(1);
  }
  return url;
}

/** The database to measure: PostgreSQL at DATABASE_URL (a pool of `poolSize`), else the embedded one in DATA_DIR. */
export async function openBenchDatabase(poolSize: number): Promise<Database> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL, poolSize);
  if (process.env.DATA_DIR) return openEmbedded(process.env.DATA_DIR);
  console.error('DATABASE_URL or DATA_DIR is required');
  process.exit(1);
}

/**
 * A verified Test User (full data access, may export, no payment) for a benchmark to sign in with, added through a
 * plain connection unless one with that e-mail exists (bench/throughput.ts, bench/soak.ts).
 */
export async function ensureBenchUser(
  sql: pg.Client,
  user: { email: string; password: string; lastname: string },
) {
  const { rows } = await sql.query<{ id: number }>('select id from users where email = $1', [user.email]);
  if (rows.length) return;
  const {
    rows: [added],
  } = await sql.query<{ id: number }>(
    `insert into users (firstname, lastname, email, password_hash, is_email_verified)
     values ('Bench', $1, $2, $3, true) returning id`,
    [user.lastname, user.email, await hashPassword(user.password)],
  );
  await sql.query(`insert into user_roles (user_id, role_id) select $1, id from roles where name = 'user'`, [
    added!.id,
  ]);
  await sql.query(`insert into user_subscriptions (user_id, status) values ($1, 'Test User')`, [added!.id]);
}
