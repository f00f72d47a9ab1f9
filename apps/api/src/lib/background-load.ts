import { statementTimeouts } from '../db/index.js';

/** What a background load logs through (pino and Fastify's logger fit). */
export interface LoadLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'retrying';

/** A start-time cache's state, as /api/health reports it. */
export interface LoadStatus {
  state: LoadState;
  /** Loads that failed in a row (0 once one succeeds). */
  failures: number;
  /** The last failure's message, while retrying. */
  lastError?: string;
  /** When the last successful load finished, and how long it took. */
  loadedAt?: string;
  seconds?: number;
}

const FIRST_RETRY_MS = 1000;
const registries = new WeakMap<object, Map<string, BackgroundLoad>>();

/**
 * The start-time caches of one database handle, by the name /api/health reports them under: the server starts
 * them after it listens (start.ts) and the health report says whether each is ready.
 */
export function startTimeCaches(owner: object): Map<string, BackgroundLoad> {
  let registry = registries.get(owner);
  if (!registry) registries.set(owner, (registry = new Map()));
  return registry;
}

const MAX_RETRY_MS = 60_000;

/**
 * A cache loaded in the background (the parcel points once loaded inside the first request that
 * needed them, inherited its 5 s statement timeout, failed without a word and started over with the next request).
 * A load here:
 * - runs outside any request, so no request's statement timeout applies to its queries (packages/db/src/timeouts.ts);
 * - is shared: a second call while one runs joins it;
 * - logs its start, its end (with the time it took) and its failures;
 * - after a failure is retried on a timer, 1 s, 2 s, 4 s … up to a minute apart, until one succeeds or a new
 *   load is asked for; the timer never keeps the process alive.
 * It never rejects: a caller that awaits it learns the outcome from `status()`.
 */
export class BackgroundLoad {
  private running: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private log: LoadLog | undefined;
  private readonly current: LoadStatus = { state: 'idle', failures: 0 };

  constructor(
    readonly name: string,
    private readonly job: (progress: (obj: object, msg: string) => void) => Promise<void>,
  ) {}

  /** Where the load reports (the server's logger, set at start; none in tests that build an app). */
  logTo(log: LoadLog) {
    this.log = log;
  }

  status(): LoadStatus {
    return { ...this.current };
  }

  /** Starts a load (or joins the one running); resolves when it ends, whatever its outcome. */
  run(): Promise<void> {
    if (this.running) return this.running;
    clearTimeout(this.retry);
    this.retry = undefined;
    const started = Date.now();
    this.current.state = 'loading';
    this.log?.info({ cache: this.name }, `${this.name}: loading`);
    // Outside the request that may have asked for it: its statement timeout must not cut the load short.
    this.running = statementTimeouts
      .exit(() =>
        this.job((obj, msg) => this.log?.info({ cache: this.name, ...obj }, `${this.name}: ${msg}`)),
      )
      .then(
        () => {
          const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
          Object.assign(this.current, {
            state: 'ready',
            failures: 0,
            lastError: undefined,
            loadedAt: new Date().toISOString(),
            seconds,
          });
          this.log?.info({ cache: this.name, seconds }, `${this.name}: loaded`);
        },
        (err: unknown) => {
          this.current.failures++;
          this.current.lastError = err instanceof Error ? err.message : String(err);
          const delay = Math.min(FIRST_RETRY_MS * 2 ** (this.current.failures - 1), MAX_RETRY_MS);
          this.current.state = 'retrying';
          this.log?.warn(
            { cache: this.name, err, failures: this.current.failures, retryInSeconds: delay / 1000 },
            `${this.name}: loading failed; retrying`,
          );
          this.retry = setTimeout(() => void this.run(), delay);
          this.retry.unref();
        },
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Starts a load unless one runs or a retry is already scheduled (then the timer's turn is awaited). */
  want() {
    if (!this.running && !this.retry) void this.run();
  }

  /** Stops a scheduled retry (the server is closing). */
  stop() {
    clearTimeout(this.retry);
    this.retry = undefined;
  }
}
