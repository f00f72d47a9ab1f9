// Lighthouse (the npm package) on Debian's Chromium against a running server: /login, and /map signed in.
// Run by hand, not part of npm test:
//   npx tsx bench/lighthouse.ts --url http://localhost:8080 --email admin@example.com --password '…'
// Prints performance, accessibility and best-practices scores with LCP and TBT, beside the machine's load.
// Desktop settings (no simulated phone or slow network): the figures say what this build costs a desktop
// browser; `--mobile` uses Lighthouse's default phone emulation and throttling instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { flag, loadText } from './harness.js';

const base = flag('--url') ?? 'http://localhost:8080';
const email = flag('--email');
const password = flag('--password');
const mobile = process.argv.includes('--mobile');
const port = Number(flag('--port') ?? 9333);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A browser on a profile of its own, with the DevTools port Lighthouse drives. */
async function openBrowser(profile: string) {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
}

/** Signs in through the API and leaves the session in the profile's localStorage (as the sign-in page does). */
async function signIn(context: Awaited<ReturnType<typeof openBrowser>>) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  const login = (await res.json()) as { accessToken: string; user: unknown; subscriptionDetails: unknown };
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  // The page's localStorage, written in the page (this file is compiled without the DOM's types).
  await page.evaluate(
    ([token, user, sub]) => {
      const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      store.setItem('accessToken', token);
      store.setItem('user', user);
      store.setItem('subscriptionDetails', sub);
      store.setItem('cookieConsent', 'true');
    },
    [login.accessToken, JSON.stringify(login.user), JSON.stringify(login.subscriptionDetails)] as const,
  );
  await page.close();
}

async function audit(path: string, keepStorage: boolean) {
  const result = await lighthouse(
    `${base}${path}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: keepStorage,
    },
    mobile
      ? undefined
      : {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'desktop',
            screenEmulation: {
              mobile: false,
              width: 1350,
              height: 940,
              deviceScaleFactor: 1,
              disabled: false,
            },
            throttlingMethod: 'simulate',
            throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
          },
        },
  );
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1)
      .map((r) => `${c}: ${r.id}`),
  );
  console.log(
    `${path.padEnd(8)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
      `best practices ${score('best-practices')}  LCP ${audits['largest-contentful-paint']?.displayValue}  ` +
      `TBT ${audits['total-blocking-time']?.displayValue}`,
  );
  for (const f of failing) console.log(`         failing ${f}`);
}

const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const context = await openBrowser(profile);
try {
  console.log(`Lighthouse ${mobile ? 'mobile' : 'desktop'} on ${base}; load ${loadText()}`);
  await audit('/login', false);
  if (email && password) {
    await signIn(context);
    await audit('/map', true);
  } else console.log('/map     skipped: give --email and --password');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
