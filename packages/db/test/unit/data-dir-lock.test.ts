import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  bootId,
  DataDirLockedError,
  LOCK_FILE,
  lockDataDir,
  processStartTime,
} from '../../src/data-dir-lock.js';
import { openEmbedded } from '../../src/database.js';

// Issue 12 item 7: the embedded database folder is opened by one process at a time.

const LOCK_MODULE = fileURLToPath(new URL('../../src/data-dir-lock.ts', import.meta.url));

/** Another process that takes the folder's lock itself and holds it until killed. */
async function otherHolder(dir: string) {
  const code =
    `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};\n` +
    `lockDataDir(${JSON.stringify(dir)});\nconsole.log('locked');\nsetInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before taking the lock`)));
  });
  return { pid: child.pid!, kill: async () => (child.kill('SIGKILL'), await exited) };
}

const lockLines = (dir: string) => readFileSync(join(dir, LOCK_FILE), 'utf8').trim().split('\n');

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
    expect(lockLines(dir)).toEqual([
      String(process.pid),
      `start ${processStartTime(process.pid)}`,
      `boot ${bootId()}`,
    ]);
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
    expect(lockLines(dir)[0]).toBe(String(process.pid));
    release();
  });

  it('a lock taken by another running process (its PID, start time and boot) is refused; freed when it dies', async () => {
    const other = await otherHolder(dir);
    try {
      expect(lockLines(dir)).toEqual([
        String(other.pid),
        `start ${processStartTime(other.pid)}`,
        `boot ${bootId()}`,
      ]);
      expect(() => lockDataDir(dir)).toThrow(
        `The data folder ${dir} is in use by another process (PID ${other.pid}): the embedded database may be ` +
          'opened by one process at a time. Stop that process (the server or a data command) first, or use ' +
          'another DATA_DIR.',
      );
    } finally {
      await other.kill();
    }
    lockDataDir(dir)();
  });

  // Issue 26 item 7: after a reboot or a container restart, the PID in a stale lock may be running again, as
  // another process or as this one.
  it('a lock naming a live process that started after the lock was written (a reused PID) is taken over', async () => {
    const other = otherProcess();
    try {
      const start = Number(processStartTime(other.pid));
      expect(start).toBeGreaterThan(0);
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\nstart ${start - 1}\nboot ${bootId()}\n`);
      const release = lockDataDir(dir);
      expect(lockLines(dir)[0]).toBe(String(process.pid));
      release();
    } finally {
      await other.kill();
    }
  });

  it('a lock naming a live process, written in an earlier boot, is taken over', async () => {
    const other = otherProcess();
    try {
      const start = processStartTime(other.pid);
      writeFileSync(
        join(dir, LOCK_FILE),
        `${other.pid}\nstart ${start}\nboot 00000000-0000-0000-0000-000000000000\n`,
      );
      const release = lockDataDir(dir);
      expect(lockLines(dir)[0]).toBe(String(process.pid));
      release();
    } finally {
      await other.kill();
    }
  });

  it('a lock naming this very process that it never took (an earlier run under the same PID) is taken over', () => {
    // As an older version wrote it (the PID alone), and with the details of another start of this PID.
    for (const text of [`${process.pid}\n`, `${process.pid}\nstart 1\nboot ${bootId()}\n`]) {
      writeFileSync(join(dir, LOCK_FILE), text);
      const release = lockDataDir(dir);
      expect(lockLines(dir)).toContain(`start ${processStartTime(process.pid)}`);
      release();
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    }
  });
});
