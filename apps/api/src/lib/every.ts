import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` now and every `intervalSeconds` (0 = never), one run at a time (a tick while the last run is still
 * going is skipped), logging a failure as `name failed`. With `onlyIf`, a tick runs the task only when it answers
 * true (the server's schedulers: only in the process holding the scheduler lock, db/coordination.ts). The server's
 * schedulers (the subscription sweep, the alerts) use it. Answers a function that stops it.
 */
export function runEvery(
  log: FastifyBaseLogger,
  name: string,
  intervalSeconds: number,
  task: () => Promise<void>,
  onlyIf: () => Promise<boolean> = async () => true,
): () => void {
  if (intervalSeconds <= 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await onlyIf()) await task();
    } catch (err) {
      log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
