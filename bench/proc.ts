// Reading a process tree from Linux's /proc: its members, their resident memory, which of them run the server
// (bench/soak.ts watches the server it started, and its workers, with these).
import { readdirSync, readFileSync } from 'node:fs';

/** The process tree under `pid` (itself first), from /proc. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // ended meanwhile
    }
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift()!;
    out.push(p);
    queue.push(...(children.get(p) ?? []));
  }
  return out;
}

export const rssKbOf = (pid: number) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
};
export const isServerProcess = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.ts');
  } catch {
    return false;
  }
};

/** The resident memory of the whole tree under `pid` in MB; 0 when `pid` is not running. */
export function processTreeRssMb(pid: number): number {
  if (rssKbOf(pid) === 0) return 0;
  return processTree(pid).reduce((sum, p) => sum + rssKbOf(p), 0) / 1024;
}
