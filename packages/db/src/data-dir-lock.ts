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

/** Who holds a lock: its PID and, where the system tells (Linux), the process's start time and the boot. */
export interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: clock ticks from boot to the process's start. */
  start?: string;
  /** /proc/sys/kernel/random/boot_id: changes at every boot (a container restart keeps it, but not the start). */
  boot?: string;
}

const readText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** The start time of a running process, or undefined where /proc is not there (macOS, Windows) or it is gone. */
export function processStartTime(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces or parentheses: count from the last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = fields?.[22 - 3];
  return start && /^\d+$/.test(start) ? start : undefined;
}

export function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
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

/** The lock file's text: the PID on the first line (what older versions wrote, and all they wrote), then the rest. */
function lockText(owner: LockOwner): string {
  return [
    String(owner.pid),
    ...(owner.start ? [`start ${owner.start}`] : []),
    ...(owner.boot ? [`boot ${owner.boot}`] : []),
  ].join('\n');
}

function readOwner(path: string): LockOwner | undefined {
  const [first = '', ...rest] = (readText(path) ?? '').split('\n');
  const pid = Number.parseInt(first.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const field = (name: string) =>
    rest
      .find((l) => l.startsWith(`${name} `))
      ?.slice(name.length + 1)
      .trim() || undefined;
  return { pid, start: field('start'), boot: field('boot') };
}

/** The folders this process holds: a lock naming our PID that is not among them was left by an earlier process. */
const held = new Set<string>();

/**
 * Whether the process that wrote the lock still runs. A PID alone is not enough: after a reboot or a container
 * restart the PID may belong to another process (or to this one). So the lock is stale when it was written in
 * another boot, when its PID is ours but this process never took it, when nothing runs under its PID, or when the
 * process running under its PID started at another time than the one that wrote it. Where /proc is missing the
 * start time and boot cannot be compared, and a live PID is taken as the owner (as before).
 */
function isLockLive(owner: LockOwner, dir: string): boolean {
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  if (owner.pid === process.pid) return held.has(dir);
  if (!isAlive(owner.pid)) return false;
  const start = processStartTime(owner.pid);
  return !(owner.start && start && owner.start !== start);
}

/**
 * Takes the exclusive lock of an embedded database folder (the data CLI once opened the folder while
 * the server ran, and a write the server had acknowledged was lost). The lock is a file naming the owner (its PID,
 * start time and boot: isLockLive), created with O_EXCL; a lock whose process is gone (after kill -9, a crash, a
 * reboot or a container restart) is taken over. Answers the release, which removes the file if it is still ours; it
 * is also removed when this process exits normally.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, start: processStartTime(process.pid), boot: bootId() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (held.has(dir)) throw new DataDirLockedError(dir, process.pid);
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${lockText(me)}\n`);
      closeSync(fd);
      held.add(dir);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(dir);
        process.off('exit', release);
        if (readOwner(path)?.pid === process.pid) unlinkSync(path);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(path);
    // A lock being written this instant has no PID yet: look again rather than take it over.
    if (owner === undefined && attempt < 4) continue;
    if (owner !== undefined && isLockLive(owner, dir)) throw new DataDirLockedError(dir, owner.pid);
    try {
      unlinkSync(path); // stale: its process is gone
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  throw new DataDirLockedError(dir, readOwner(path)?.pid ?? 0);
}
