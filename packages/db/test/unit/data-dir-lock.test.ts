import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/data-dir-lock.js';
import { openEmbedded } from '../../src/database.js';

// Issue 12 item 7: the embedded database folder is opened by one process at a time.

/** A process that runs until killed, and its PID. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { pid: child.pid!, kill: async () => (child.kill('SIGKILL'), await exited) };
}

describe('[DATA_DIR] exclusive lock of the embedded database folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'utah-land-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the opener writes its PID; a second opener is refused naming the folder and that PID; release frees it', () => {
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data folder ${dir} is in use by another process (PID ${process.pid})`,
    );
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('a lock held by another running process refuses the embedded database before it opens', async () => {
    const other = otherProcess();
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
      await expect(openEmbedded(dir)).rejects.toThrow(`in use by another process (PID ${other.pid})`);
      // The refused opener left the other process's lock in place.
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      await other.kill();
    }
  });

  it('a stale lock (its process was killed with kill -9) is taken over', async () => {
    const other = otherProcess();
    writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
    await other.kill();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
