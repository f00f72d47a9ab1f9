// Soak run (issue 26, "Done when"): minutes of mixed traffic against the real server, slow readers and bad input
// included, watching for 5xx, restarts, memory growth and a /api/health that stops answering. Run by hand against a
// PostgreSQL database with generated parcels that you may write to (it adds one Test User to sign in with):
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/soak npx tsx bench/soak.ts \
//     [--minutes 10] [--connections 64] [--warmup 60] [--slow-exports 4] [--slow-tiles 2] [--report 30]
//   (environment: WORKERS, default 1; PORT, default a free one; anything else is passed on to the server)
//
//   ... npx tsx bench/soak.ts --url http://127.0.0.1:8080 --pid 12345 [--email E --password P]
//   (attach to a running server on this machine instead: RSS and restarts are read from the process tree of --pid;
//   without --email it signs in as the Test User it adds, which needs the server's database at DATABASE_URL)
//
// Without --url it starts `node --import tsx apps/api/src/server.ts` as a child process (NODE_ENV=production,
// LOG_LEVEL=warn, PAYMENTS=sandbox, the sweep and alert intervals at their defaults), and starts it again on the
// same port when it ends, as a supervisor would: each end is a restart. With WORKERS > 1 a worker that ends (a PID
// of the tree gone, the primary's 'server process ended; starting another') is a restart too.
//
// Traffic, only to 127.0.0.1, for --warmup seconds then --minutes (both phases counted; RSS 'start' is taken at the
// end of the warm-up, when every cache is loaded): --connections loops in all. --slow-exports of them download a
// GIS export (/api/area-export?counties=<a county of 10,000-100,000 parcels>&format=geojson) at 2 KB/s for 70 s and
// drop it (a 429, the 3-export cap, is expected and counted apart); --slow-tiles read a vector tile at 2 KB/s. The
// others send, one request at a time over keep-alive HTTP/1.1, the mix below (MIX), from 2,000 random parcels:
// vector tiles at zoom 14-18, map clusters, counts with filters, parcel pages, match counts and pages of a parcel,
// address search, a parcel's detail, and 10% bad input (nested JSON, NUL bytes, ids past 2^31, broken JSON, broken
// polygons) that must answer 4xx. Requests accept gzip and brotli, as a browser's do. A separate loop asks
// /api/health every second.
//
// Every --report seconds it prints requests, req/s, 5xx, p50/p99, RSS of the server's process tree (VmRSS summed)
// and the worst health latency; at the end a summary by kind, and it exits 1 when a target is missed: 0 5xx, 0
// restarts, 0 requests without an answer, RSS at the end (median of the last minute) within 20% of the start
// (median of the first minute after the warm-up). bench/soak.md has the figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../test-support/server-process.js';
import { ensureBenchUser, flag, loadText } from './harness.js';
import { isServerProcess, processTree, processTreeRssMb, rssKbOf } from './proc.js';
import { SoakClient } from './soak-http.js';
import { loadSamples, nextRequest, pick, tilePath, type Sample } from './soak-mix.js';

const num = (name: string, fallback: number) => {
  const v = flag(name);
  return v === undefined ? fallback : Number(v);
};
const minutes = num('--minutes', 10);
const connections = num('--connections', 64);
const warmupSeconds = num('--warmup', 60);
const reportSeconds = num('--report', 30);
const slowExports = num('--slow-exports', 4);
const slowTiles = num('--slow-tiles', 2);
const attachUrl = flag('--url');
const attachPid = flag('--pid') ? Number(flag('--pid')) : undefined;
const workers = Number(process.env.WORKERS ?? '1');
const databaseUrl = process.env.DATABASE_URL ?? '';
const fastLoops = connections - slowExports - slowTiles;

if (!databaseUrl) {
  console.error("DATABASE_URL is required (the server's PostgreSQL database: parcels are picked from it)");
  process.exit(2);
}
if (fastLoops < 1 || !(minutes > 0)) {
  console.error('--connections must exceed --slow-exports + --slow-tiles, and --minutes must be positive');
  process.exit(2);
}
if (attachUrl && (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(attachUrl) || !attachPid)) {
  console.error('--url must be http://127.0.0.1:PORT (traffic stays on this machine) and --pid is required');
  process.exit(2);
}

const EMAIL = flag('--email') ?? 'bench-soak@example.com';
const PASSWORD = flag('--password') ?? 'bench-soak-password-1';
const JWT_SECRET = 'bench-soak-secret-long-enough-for-hs256-signing';
const root = resolve(import.meta.dirname, '..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

// ---------------------------------------------------------------------------------------------------------------
// The server: started here (and again when it ends), or attached to.

let serverPid = attachPid ?? 0;
let child: ChildProcess | undefined;
let stopping = false;
let restarts = 0;
const restartNotes: string[] = [];
const serverErrors = new Map<string, number>(); // error and fatal log lines of the server, by message
let port = attachUrl ? Number(new URL(attachUrl).port || 80) : Number(process.env.PORT ?? 0);
const http = new SoakClient(connections + 4);
http.base = attachUrl?.replace(/\/$/, '') ?? '';

async function startServer(): Promise<void> {
  if (!port) port = await freePort();
  http.base = `http://127.0.0.1:${port}`;
  const c = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      WORKERS: String(workers),
      LOG_LEVEL: 'warn',
      PAYMENTS: 'sandbox',
      JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = c;
  serverPid = c.pid!;
  let rest = '';
  let stderr = '';
  c.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      let entry: { level?: number; msg?: string; err?: { message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue; // not a log line
      }
      if ((entry.level ?? 0) >= 50) {
        const text = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 200);
        // Each message once as it first appears (ids and numbers aside), then only counted.
        const key = text.replace(/\d+/g, 'N');
        if (!serverErrors.has(key)) log(`server error log: ${text}`);
        serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1);
      }
    }
  });
  c.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  c.once('exit', (code, signal) => {
    if (stopping || child !== c) return;
    restarts++;
    // The error that ended it (node prints its source line first, then 'SomeError: message' or 'error: message').
    const cause =
      /^\s*(?:\w*Error|error)\b.*$/m.exec(stderr)?.[0].trim() ??
      stderr.trim().split('\n').slice(-3).join(' | ');
    const note = `server process ${c.pid} ended (code ${code}, signal ${signal}) at ${elapsedText()}: ${cause.slice(0, 300)}`;
    restartNotes.push(note);
    log(note);
    child = undefined;
    if (!done) {
      log('starting the server again');
      startServer().catch((err: unknown) => log(`restart failed: ${String(err)}`));
    }
  });
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (c.exitCode !== null || c.signalCode !== null) throw new Error(`server ended at start: ${stderr}`);
    try {
      if ((await http.call('GET', '/api/health', { timeoutMs: 5000 })).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not answer /api/health in 10 minutes');
}

async function stopServer() {
  stopping = true;
  const c = child;
  if (!c || c.exitCode !== null || c.signalCode !== null) return;
  const ended = new Promise((r) => c.once('exit', r));
  c.kill('SIGTERM');
  const timer = setTimeout(() => c.kill('SIGKILL'), 15_000);
  await ended;
  clearTimeout(timer);
}

/** RSS of the server's whole tree (primary, workers and their helpers) in MB; 0 when it is not running. */
function treeRssMb(): number {
  return serverPid ? processTreeRssMb(serverPid) : 0;
}

let knownWorkers = new Set<number>();
let knownWorkersOf = 0;
/** With workers, a worker PID that went away is a restart (the primary forks another). */
function checkWorkers() {
  if (!serverPid || rssKbOf(serverPid) === 0) return;
  const now = new Set(processTree(serverPid).slice(1).filter(isServerProcess));
  if (knownWorkersOf === serverPid) {
    for (const p of knownWorkers)
      if (!now.has(p)) {
        restarts++;
        const note = `worker ${p} of ${serverPid} ended at ${elapsedText()}`;
        restartNotes.push(note);
        log(note);
      }
  } else knownWorkersOf = serverPid;
  knownWorkers = now;
}

// ---------------------------------------------------------------------------------------------------------------
// What is counted.

type Phase = 'warm-up' | 'soak';
interface KindStats {
  ms: number[];
  status: Map<number, number>;
  unanswered: number;
  unexpected2xx: number;
  outcomes: Map<string, number>;
}
const stats: Record<Phase, Map<string, KindStats>> = { 'warm-up': new Map(), soak: new Map() };
const fiveXxByRoute = new Map<string, number>();
const fiveXxSamples: string[] = [];
const unansweredByRoute = new Map<string, number>();
const badSuccesses = new Map<string, number>();
let interval = { ms: [] as number[], requests: 0, fiveXx: 0, unanswered: 0, since: performance.now() };

const t0 = performance.now();
let warmupEnd = Infinity;
let soakEnd = Infinity;
let done = false;
const phase = (): Phase => (performance.now() < warmupEnd ? 'warm-up' : 'soak');
const elapsedText = () => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

function statsOf(kind: string): KindStats {
  const m = stats[phase()];
  let s = m.get(kind);
  if (!s)
    m.set(kind, (s = { ms: [], status: new Map(), unanswered: 0, unexpected2xx: 0, outcomes: new Map() }));
  return s;
}

function record(kind: string, route: string, status: number, ms: number, bad = false, body = '') {
  const s = statsOf(kind);
  s.ms.push(ms);
  s.status.set(status, (s.status.get(status) ?? 0) + 1);
  interval.ms.push(ms);
  interval.requests++;
  if (status >= 500) {
    interval.fiveXx++;
    fiveXxByRoute.set(`${route} ${status}`, (fiveXxByRoute.get(`${route} ${status}`) ?? 0) + 1);
    if (fiveXxSamples.length < 10)
      fiveXxSamples.push(`${elapsedText()} ${kind} ${route} ${status} ${body.slice(0, 160)}`);
  }
  if (bad && status < 400) {
    s.unexpected2xx++;
    badSuccesses.set(`${route} ${status}`, (badSuccesses.get(`${route} ${status}`) ?? 0) + 1);
  }
}

function recordUnanswered(kind: string, route: string, err: unknown) {
  statsOf(kind).unanswered++;
  interval.unanswered++;
  const key = `${route} (${err instanceof Error ? err.message : String(err)})`;
  unansweredByRoute.set(key, (unansweredByRoute.get(key) ?? 0) + 1);
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

// ---------------------------------------------------------------------------------------------------------------
// The loops.

async function fastLoop(parcels: Sample[]) {
  while (performance.now() < soakEnd) {
    const r = nextRequest(parcels);
    try {
      const a = await http.call(r.method, r.path, {
        body: r.body,
        type: r.type,
        auth: r.auth,
        compressed: true,
      });
      record(r.kind, r.route, a.status, a.ms, r.bad, a.body);
    } catch (err) {
      recordUnanswered(r.kind, r.route, err);
      await sleep(250); // the server may be down: do not spin
    }
  }
}

async function slowLoop(kind: 'slow-export' | 'slow-tile', makePath: () => string, route: string) {
  while (performance.now() < soakEnd) {
    try {
      const r = await http.slowRead(makePath(), soakEnd);
      record(kind, route, r.status, r.ttfbMs, false);
      const s = statsOf(kind);
      const key = r.status === 200 ? r.outcome : `status ${r.status}`;
      s.outcomes.set(key, (s.outcomes.get(key) ?? 0) + 1);
      if (r.status === 429) await sleep(5000); // the export cap: try again a little later
    } catch (err) {
      recordUnanswered(kind, route, err);
      await sleep(1000);
    }
  }
}

let health = { worstMs: 0, worstAt: '', failures: 0, checks: 0, intervalWorst: 0, lastFailure: '' };
async function healthLoop() {
  while (!done) {
    const started = performance.now();
    try {
      const a = await http.call('GET', '/api/health', { timeoutMs: 30_000 });
      if (a.status !== 200) {
        health.failures++;
        health.lastFailure = `${elapsedText()}: ${a.status}`;
      }
      if (a.ms > health.worstMs) health = { ...health, worstMs: a.ms, worstAt: elapsedText() };
      health.intervalWorst = Math.max(health.intervalWorst, a.ms);
    } catch (err) {
      health.failures++;
      health.lastFailure = `${elapsedText()}: ${err instanceof Error ? err.message : String(err)}`;
      health.intervalWorst = Math.max(health.intervalWorst, performance.now() - started);
    }
    health.checks++;
    await sleep(Math.max(0, 1000 - (performance.now() - started)));
  }
}

const rssSamples: { at: number; mb: number }[] = [];
async function monitorLoop() {
  while (!done) {
    rssSamples.push({ at: performance.now(), mb: treeRssMb() });
    if (attachPid && serverPid === attachPid && rssKbOf(attachPid) === 0) {
      restarts++;
      restartNotes.push(`server process ${attachPid} gone at ${elapsedText()}`);
      log(`server process ${attachPid} is gone`);
      serverPid = 0;
    } else if (workers > 1 || attachUrl) checkWorkers();
    await sleep(1000);
  }
}

/** The line of the last interval, labelled by the phase it began in. */
function reportLine() {
  const label = interval.since < warmupEnd - 1000 ? 'warm-up' : 'soak';
  const sorted = interval.ms.sort((a, b) => a - b);
  const rss = treeRssMb();
  log(
    `[${elapsedText().padStart(6)} ${label}] ${interval.requests} req (${((interval.requests * 1000) / (performance.now() - interval.since)).toFixed(1)}/s), ` +
      `5xx ${interval.fiveXx}, no answer ${interval.unanswered}, p50 ${fmt(pct(sorted, 50))} ms, ` +
      `p99 ${fmt(pct(sorted, 99))} ms | RSS ${rss.toFixed(0)} MB | health worst ${fmt(health.intervalWorst)} ms | ` +
      `restarts ${restarts} | load ${loadText()}`,
  );
  interval = { ms: [], requests: 0, fiveXx: 0, unanswered: 0, since: performance.now() };
  health.intervalWorst = 0;
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

const watchdog = setTimeout(
  () => {
    console.error('soak: still running long after its end; giving up');
    void stopServer().finally(() => process.exit(2));
  },
  (warmupSeconds + minutes * 60 + 600) * 1000,
);
watchdog.unref();
// However the run ends (an error, Ctrl-C), the server started here ends with it.
process.on('exit', () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});
process.once('SIGINT', () => process.exit(130));

const sql = new pg.Client({ connectionString: databaseUrl });
log(`load average at start: ${loadText()}`);
await sql.connect();
if (attachUrl) log(`attached to ${http.base}, process ${attachPid}`);
else {
  log(`starting the server (WORKERS=${workers}) on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  await startServer();
  log(`server ${serverPid} answers on ${http.base}`);
}
if (!flag('--email')) await ensureBenchUser(sql, { email: EMAIL, password: PASSWORD, lastname: 'Soak' });
const { parcels, exportCounties } = await loadSamples(sql);
await sql.end();
const login = await http.call('POST', '/api/auth/login', {
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
});
if (login.status !== 200) throw new Error(`sign-in: ${login.status} ${login.body.slice(0, 300)}`);
http.token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
log(
  `${parcels.length} sample parcels; exports of ${exportCounties.join(', ')}; ${fastLoops} mixed + ${slowExports} ` +
    `slow export + ${slowTiles} slow tile loops; warm-up ${warmupSeconds} s, then ${minutes} min`,
);

const started = performance.now();
warmupEnd = started + warmupSeconds * 1000;
soakEnd = warmupEnd + minutes * 60 * 1000;
interval.since = started;
const background = [healthLoop(), monitorLoop()];
let rssAtWarmupEnd = 0;
const reporter = setInterval(reportLine, reportSeconds * 1000);
const warmupMark = setTimeout(() => {
  rssAtWarmupEnd = treeRssMb();
  log(`warm-up over: RSS ${rssAtWarmupEnd.toFixed(0)} MB`);
}, warmupSeconds * 1000);
const loops = [
  ...Array.from({ length: fastLoops }, () => fastLoop(parcels)),
  ...Array.from({ length: slowExports }, () =>
    slowLoop(
      'slow-export',
      () =>
        `/api/area-export?counties=${encodeURIComponent(pick(exportCounties.length ? exportCounties : ['Weber']))}&format=geojson`,
      'GET /api/area-export',
    ),
  ),
  ...Array.from({ length: slowTiles }, () =>
    slowLoop('slow-tile', () => tilePath(pick(parcels)), 'GET /api/tiles/parcels/{z}/{x}/{y}.mvt'),
  ),
];
await Promise.all(loops);
clearInterval(reporter);
clearTimeout(warmupMark);
reportLine();
const rssAtEnd = treeRssMb();
done = true;
await Promise.all(background);
const serverAlive = !!serverPid && rssKbOf(serverPid) > 0;
if (!attachUrl) await stopServer();
http.close();

// ---------------------------------------------------------------------------------------------------------------
// The summary.

const soak = stats.soak;
const all = (m: Map<string, KindStats>) => [...m.values()];
const sum = (m: Map<string, KindStats>, f: (s: KindStats) => number) => all(m).reduce((a, s) => a + f(s), 0);
const countStatus = (s: KindStats, test: (code: number) => boolean) =>
  [...s.status].filter(([c]) => test(c)).reduce((a, [, n]) => a + n, 0);
const requests = (m: Map<string, KindStats>) => sum(m, (s) => s.ms.length);
const fiveXx = (m: Map<string, KindStats>) => sum(m, (s) => countStatus(s, (c) => c >= 500));
const unanswered = (m: Map<string, KindStats>) => sum(m, (s) => s.unanswered);
const seconds = (Math.min(performance.now(), soakEnd) - started) / 1000;

console.log('\n== soak summary ==');
console.log(
  `server: ${attachUrl ? `attached ${http.base}` : `started here, WORKERS=${workers}`}; ${connections} connections ` +
    `(${fastLoops} mixed, ${slowExports} slow exports, ${slowTiles} slow tiles); warm-up ${warmupSeconds} s + ` +
    `${minutes} min (${seconds.toFixed(0)} s in all); load at the end ${loadText()}`,
);
for (const p of ['warm-up', 'soak'] as const) {
  const m = stats[p];
  const n = requests(m);
  const secs = p === 'warm-up' ? warmupSeconds : minutes * 60;
  console.log(
    `${p}: ${n} requests (${(n / secs).toFixed(1)}/s), 5xx ${fiveXx(m)}, 4xx ` +
      `${sum(m, (s) => countStatus(s, (c) => c >= 400 && c < 500))}, no answer ${unanswered(m)}`,
  );
}
console.log('\nby kind (soak phase; ms from request to the whole answer, slow readers to the first byte):');
console.log('kind          requests    2xx    4xx  (429)    5xx  no-ans     p50      p99   other');
const kinds = [...new Set([...stats['warm-up'].keys(), ...soak.keys()])].sort();
for (const k of kinds) {
  const s = soak.get(k);
  if (!s) continue;
  const sorted = [...s.ms].sort((a, b) => a - b);
  const other = [
    ...[...s.outcomes].map(([o, n]) => `${o} ${n}`),
    ...(s.unexpected2xx ? [`bad input answered <400: ${s.unexpected2xx}`] : []),
  ].join(', ');
  console.log(
    `${k.padEnd(13)} ${String(s.ms.length).padStart(8)} ${String(countStatus(s, (c) => c < 300)).padStart(6)} ` +
      `${String(countStatus(s, (c) => c >= 400 && c < 500)).padStart(6)} ${`(${countStatus(s, (c) => c === 429)})`.padStart(6)} ` +
      `${String(countStatus(s, (c) => c >= 500)).padStart(6)} ${String(s.unanswered).padStart(7)} ` +
      `${fmt(pct(sorted, 50)).padStart(7)} ${fmt(pct(sorted, 99)).padStart(8)}   ${other}`,
  );
}
const allSorted = all(soak)
  .flatMap((s) => s.ms)
  .sort((a, b) => a - b);
console.log(`all           p50 ${fmt(pct(allSorted, 50))} ms, p99 ${fmt(pct(allSorted, 99))} ms`);
if (fiveXxByRoute.size) {
  console.log('\n5xx by route (both phases):');
  for (const [r, n] of [...fiveXxByRoute].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(6)}  ${r}`);
  for (const s of fiveXxSamples) console.log(`  e.g. ${s}`);
}
if (unansweredByRoute.size) {
  console.log('\nno answer by route (both phases):');
  for (const [r, n] of [...unansweredByRoute].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${String(n).padStart(6)}  ${r}`);
}
if (badSuccesses.size) {
  console.log('\nbad input answered below 400 (both phases):');
  for (const [r, n] of badSuccesses) console.log(`  ${String(n).padStart(6)}  ${r}`);
}
// RSS moves by tens of MB between two garbage collections, so 'start' and 'end' are medians of the samples (one a
// second) in the first and the last minute of the soak phase (a quarter of it when shorter).
const windowMs = Math.min(60_000, (minutes * 60_000) / 4);
const medianRss = (from: number, to: number) => {
  const mbs = rssSamples
    .filter((r) => r.at >= from && r.at <= to && r.mb > 0)
    .map((r) => r.mb)
    .sort((a, b) => a - b);
  return mbs.length ? mbs[Math.floor(mbs.length / 2)]! : 0;
};
const rssStart = medianRss(warmupEnd, warmupEnd + windowMs);
const rssEnd = medianRss(soakEnd - windowMs, soakEnd);
const peak = Math.max(0, ...rssSamples.map((s) => s.mb));
const change = rssStart > 0 && rssEnd > 0 ? ((rssEnd - rssStart) / rssStart) * 100 : NaN;
console.log(
  `\nRSS of the server's process tree (median of the ${(windowMs / 1000).toFixed(0)} s after the warm-up / before ` +
    `the end): ${rssStart.toFixed(0)} MB -> ${rssEnd.toFixed(0)} MB ` +
    `(${Number.isNaN(change) ? '-' : `${change >= 0 ? '+' : ''}${change.toFixed(1)}%`}); at the warm-up's end ` +
    `${rssAtWarmupEnd.toFixed(0)} MB, at the end ${rssAtEnd.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
);
console.log(
  `restarts: ${restarts}${restartNotes.length ? `\n  ${restartNotes.join('\n  ')}` : ''}${serverAlive ? '' : ' (the server was not running at the end)'}`,
);
console.log(
  `/api/health: ${health.checks} checks, ${health.failures} without a 200${health.lastFailure ? ` (last ${health.lastFailure})` : ''}, ` +
    `worst ${fmt(health.worstMs)} ms at ${health.worstAt || '-'}`,
);
if (serverErrors.size) {
  console.log('server error log lines (numbers as N):');
  for (const [m, n] of [...serverErrors].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(6)}  ${m}`);
}

const total5xx = fiveXx(stats['warm-up']) + fiveXx(soak);
const totalUnanswered = unanswered(stats['warm-up']) + unanswered(soak);
const misses = [
  ...(total5xx ? [`${total5xx} 5xx`] : []),
  ...(restarts ? [`${restarts} restarts`] : []),
  ...(totalUnanswered ? [`${totalUnanswered} requests without an answer`] : []),
  ...(!(Math.abs(change) <= 20)
    ? [`RSS change ${Number.isNaN(change) ? 'unknown' : `${change.toFixed(1)}%`} (target within 20%)`]
    : []),
];
console.log(
  misses.length
    ? `\nTARGETS MISSED: ${misses.join(', ')}`
    : '\ntargets met: 0 5xx, 0 restarts, RSS within 20%',
);
process.exit(misses.length ? 1 : 0);
