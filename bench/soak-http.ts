// The HTTP side of bench/soak.ts: requests over one keep-alive agent, and slow readers on sockets of their own.
import { Agent, request, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const RATE = 2048; // bytes per second of a slow reader
const ACCEPT_ENCODING = 'gzip, deflate, br'; // as a browser asks (the answers are counted, not decoded)
const SLOW_HOLD_MS = 70_000; // a slow reader drops its download after this
const TIMEOUT_MS = 60_000; // a request without an answer by then counts as unanswered

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

function decoded(raw: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
    if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  } catch {
    return `(${encoding} answer, not decodable: cut at 64 KB?)`;
  }
  return raw.toString('utf8');
}

export interface SlowResult {
  status: number;
  ttfbMs: number;
  bytes: number;
  /** finished: the whole answer read; dropped: we dropped it after SLOW_HOLD_MS; cut: the server ended it early. */
  outcome: 'finished' | 'dropped' | 'cut';
}

/** The soak's client of one server: its address and the token it signed in with are set by the run. */
export class SoakClient {
  base = '';
  token = '';
  private readonly agent: Agent;

  constructor(maxSockets: number) {
    this.agent = new Agent({ keepAlive: true, maxSockets });
  }

  /** Closes the keep-alive sockets (the run is over). */
  close() {
    this.agent.destroy();
  }

  /** One request over the shared keep-alive agent; rejects when there is no answer (reset, refused, timeout). */
  call(
    method: string,
    path: string,
    opts: {
      body?: string | Buffer;
      type?: string;
      timeoutMs?: number;
      auth?: boolean;
      compressed?: boolean;
    } = {},
  ): Promise<Answer> {
    return new Promise((done, fail) => {
      const t0 = performance.now();
      const headers: Record<string, string> = {};
      if (opts.auth && this.token) headers.authorization = `Bearer ${this.token}`;
      if (opts.compressed) headers['accept-encoding'] = ACCEPT_ENCODING;
      if (opts.body !== undefined) {
        headers['content-type'] = opts.type ?? 'application/json';
        headers['content-length'] = String(Buffer.byteLength(opts.body));
      }
      const req = request(this.base + path, { method, agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 65_536) chunks.push(c); // enough for a sign-in answer or an error's message
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ms = performance.now() - t0;
          // Only an error's message or a sign-in answer is read: the rest is counted, not decoded.
          const raw = Buffer.concat(chunks);
          done({
            status,
            ms,
            body: status >= 300 || !opts.compressed ? decoded(raw, res.headers['content-encoding']) : '',
          });
        });
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('response aborted')));
      });
      req.setTimeout(opts.timeoutMs ?? TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(opts.body);
    });
  }

  /** A GET read at RATE bytes/s on its own socket, dropped after SLOW_HOLD_MS (or at the end of the run). */
  slowRead(path: string, until: number): Promise<SlowResult> {
    return new Promise((done, fail) => {
      const t0 = performance.now();
      let settled = false;
      const finish = (r: SlowResult) => {
        if (!settled) {
          settled = true;
          done(r);
        }
      };
      const req = request(
        this.base + path,
        {
          agent: false,
          headers: { authorization: `Bearer ${this.token}`, 'accept-encoding': ACCEPT_ENCODING },
        },
        (res: IncomingMessage) => {
          const status = res.statusCode ?? 0;
          const ttfbMs = performance.now() - t0;
          let bytes = 0;
          if (status !== 200) {
            res.resume();
            res.on('end', () => finish({ status, ttfbMs, bytes, outcome: 'finished' }));
            res.on('error', () => finish({ status, ttfbMs, bytes, outcome: 'cut' }));
            return;
          }
          const stopAt = Math.min(performance.now() + SLOW_HOLD_MS, until);
          const timer = setTimeout(
            () => {
              finish({ status, ttfbMs, bytes, outcome: 'dropped' });
              req.destroy();
            },
            Math.max(0, stopAt - performance.now()),
          );
          res.on('data', (c: Buffer) => {
            bytes += c.length;
            res.pause();
            setTimeout(() => res.resume(), (c.length / RATE) * 1000);
          });
          res.on('end', () => {
            clearTimeout(timer);
            finish({ status, ttfbMs, bytes, outcome: res.complete ? 'finished' : 'cut' });
          });
          res.on('error', () => {
            clearTimeout(timer);
            finish({ status, ttfbMs, bytes, outcome: 'cut' });
          });
          res.on('aborted', () => {
            clearTimeout(timer);
            finish({ status, ttfbMs, bytes, outcome: 'cut' });
          });
        },
      );
      req.setTimeout(TIMEOUT_MS, () => {
        if (!settled) req.destroy(new Error('timeout'));
      });
      req.on('error', (err) => {
        if (!settled) {
          settled = true;
          fail(err);
        }
      });
      req.end();
    });
  }
}
