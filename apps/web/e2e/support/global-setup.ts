import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { startSmtpCapture } from '../../../../test-support/smtp-capture.js';
import { SERVER_LOG } from './server-log.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailboxUrl: string;
    adminEmail: string;
    adminPassword: string;
    e2eDatabaseUrl: string;
  }
}

const root = resolve(import.meta.dirname, '../../../..');

/** The one place the e2e geocoder knows (a real town in Garfield County). */
export const GEOCODER_PLACE = {
  place_id: 1,
  lat: '37.6781',
  lon: '-112.1566',
  display_name: 'Bryce Canyon City, Garfield County, Utah, 84764, United States',
  place_rank: 16,
  importance: 0.45,
};

/**
 * Starts the real server (built UI + API) on a fresh PostgreSQL database with a small demo dataset, mail going
 * over SMTP to an in-process server whose messages the tests read from a small HTTP mailbox.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `utah_e2e_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;

  const smtp = await startSmtpCapture();
  const mailbox = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(smtp.mails.filter((m) => !to || m.to.includes(to))));
  });
  await new Promise<void>((r) => mailbox.listen(0, '127.0.0.1', r));
  const mailboxAddress = mailbox.address();
  const mailboxPort = typeof mailboxAddress === 'object' && mailboxAddress ? mailboxAddress.port : 0;

  // A stand-in for the external geocoder (Nominatim's jsonv2 format): one Utah place for 'Bryce Canyon'.
  const geocoder = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(/bryce canyon/i.test(q) ? [GEOCODER_PLACE] : []));
  });
  await new Promise<void>((r) => geocoder.listen(0, '127.0.0.1', r));
  const geocoderAddress = geocoder.address();
  const geocoderPort = typeof geocoderAddress === 'object' && geocoderAddress ? geocoderAddress.port : 0;

  const port = 18000 + (process.pid % 1000);
  const baseUrl = `http://localhost:${port}`;
  const adminEmail = 'e2e-admin@example.com';
  const adminPassword = 'e2e-admin-password-1';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      SMTP_URL: smtp.url,
      GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/search`,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      DEMO_PARCELS: process.env.E2E_DEMO_PARCELS ?? '1500',
      LOG_LEVEL: 'warn',
      SWEEP_INTERVAL_SECONDS: '0',
      // Every browser test signs in against this one server: keep the sign-in limits out of their way.
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_IP_MAX: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's output goes to the console as before and to test-results/e2e-server.log, kept after the run.
  mkdirSync(dirname(SERVER_LOG), { recursive: true });
  const serverLog = createWriteStream(SERVER_LOG);
  child.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    serverLog.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    serverLog.write(chunk);
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 240 s');
    await new Promise((r) => setTimeout(r, 300));
  }

  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', `http://127.0.0.1:${mailboxPort}`);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('e2eDatabaseUrl', dbUrl.toString());

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    serverLog.end();
    mailbox.close();
    geocoder.close();
    await smtp.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
