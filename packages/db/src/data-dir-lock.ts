import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'utah-land.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another process (PID ${pid}): the embedded database may be opened by ` +
        'one process at a time. Stop that process (the server or a data command) first, or use another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Whether a process with this id is running (EPERM: it runs, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock of an embedded database folder (issue 12 item 7: the data CLI once opened the folder while
 * the server ran, and a write the server had acknowledged was lost). The lock is a file holding the owner's PID,
 * created with O_EXCL; a lock whose process is gone (after kill -9 or a crash) is taken over. Answers the release,
 * which removes the file if it is still ours; it is also removed when this process exits normally.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(path) === process.pid) unlinkSync(path);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readPid(path);
    // A lock being written this instant has no PID yet: look again rather than take it over.
    if (owner === undefined && attempt < 4) continue;
    if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(dir, owner);
    try {
      unlinkSync(path); // stale: its process is gone
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new DataDirLockedError(dir, readPid(path) ?? 0);
}
