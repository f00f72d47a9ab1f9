import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BackgroundLoad } from '../../src/lib/background-load.js';

// A start-time cache's load (issue 26 item 3): logged, retried with a growing delay after failures, never rejecting.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const lines: { level: string; msg: string; obj: Record<string, unknown> }[] = [];
  return {
    lines,
    log: {
      info: (obj: object, msg: string) =>
        lines.push({ level: 'info', msg, obj: obj as Record<string, unknown> }),
      warn: (obj: object, msg: string) =>
        lines.push({ level: 'warn', msg, obj: obj as Record<string, unknown> }),
    },
  };
}

it('logs its failures and retries 1 s, then 2 s later, until a load succeeds', async () => {
  let calls = 0;
  const load = new BackgroundLoad('test cache', async (progress) => {
    calls++;
    if (calls <= 2) throw new Error(`canceling statement due to statement timeout (${calls})`);
    progress({ parcels: 10 }, '10 parcels read');
  });
  const { lines, log } = recorder();
  load.logTo(log);

  await load.run();
  expect(load.status()).toMatchObject({
    state: 'retrying',
    failures: 1,
    lastError: 'canceling statement due to statement timeout (1)',
  });
  // A request asking for it meanwhile waits for the retry's turn rather than starting over.
  load.want();
  expect(calls).toBe(1);

  await vi.advanceTimersByTimeAsync(1000);
  expect(calls).toBe(2);
  expect(load.status()).toMatchObject({ state: 'retrying', failures: 2 });
  await vi.advanceTimersByTimeAsync(1999);
  expect(calls).toBe(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(calls).toBe(3);
  expect(load.status()).toMatchObject({ state: 'ready', failures: 0 });
  expect(load.status().lastError).toBeUndefined();

  expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
    'info test cache: loading',
    'warn test cache: loading failed; retrying',
    'info test cache: loading',
    'warn test cache: loading failed; retrying',
    'info test cache: loading',
    'info test cache: 10 parcels read',
    'info test cache: loaded',
  ]);
  expect(lines.filter((l) => l.level === 'warn').map((l) => l.obj.retryInSeconds)).toEqual([1, 2]);
});

it('shares one load among callers and stops its retries when told', async () => {
  let calls = 0;
  const load = new BackgroundLoad('shared', async () => {
    calls++;
    throw new Error('no database');
  });
  await Promise.all([load.run(), load.run(), load.run()]);
  expect(calls).toBe(1);
  load.stop();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(calls).toBe(1);
  expect(load.status().state).toBe('retrying');
});
