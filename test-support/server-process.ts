import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The JSON log lines it wrote so far (pino). */
  logs: Record<string, unknown>[];
  /** Log lines whose message is `msg`. */
  logged(msg: string): Record<string, unknown>[];
  fetch(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** Whether the process is still running (it never exited). */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * The real server (`node --import tsx apps/api/src/server.ts`) as a child process, as in production: its own port,
 * the given environment (on top of NODE_ENV=test, HOST 127.0.0.1, info logs as JSON). Resolves once /api/health
 * answers, within `startSeconds` (a migration or demo data load on first start). The integration tests and
 * bench/throughput.ts start their servers with it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { startSeconds = 240 }: { startSeconds?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let rest = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line (the admin password banner)
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const call: ServerProcess['fetch'] = (path, init = {}) => {
    const { token, json, headers, ...rest } = init;
    return fetch(url + path, {
      ...rest,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not answer in ${startSeconds} s: ${stderr}`);
    try {
      if ((await call('/api/health')).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    logs,
    logged: (msg) => logs.filter((l) => l.msg === msg),
    fetch: call,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
