import type { Coordination } from '../db/coordination.js';
import type { CurrentUser } from './auth.js';

const MAX_ENTRIES = 20_000;

interface Entry {
  at: number;
  loaded: { user: CurrentUser; isActive: boolean } | undefined;
}

/**
 * The per-request user lookup of the guards (plugins/auth.ts: role, newest status, token version, active flag),
 * kept per user and token version for AUTH_CACHE_SECONDS (config.ts). Every write of those (sign-out, a status or role change, a
 * payment, the sweep, a deactivation, in any process or from psql) makes the database notify `auth_changed` with
 * the user's id at commit (migration 0050), and every process drops that user's entries at once. While the
 * notices do not arrive (coordination connection down), nothing is cached.
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  /** Moved on by every notice (per user, and for '*'): a lookup that saw one move while it ran is not kept. */
  private readonly generations = new Map<number, number>();
  private generation = 0;

  constructor(
    private readonly coordination: Coordination,
    private readonly ttlMs: number,
  ) {
    coordination.on('auth_changed', (payload) => this.invalidate(payload));
  }

  /** Drops the entries of the users in a notice ('1,2,3'), or all of them ('*'). */
  invalidate(payload: string) {
    if (payload === '*') {
      this.generation++;
      this.entries.clear();
      this.byUser.clear();
      this.generations.clear();
      return;
    }
    for (const id of payload.split(',')) {
      const userId = Number(id);
      this.generations.set(userId, (this.generations.get(userId) ?? 0) + 1);
      for (const key of this.byUser.get(userId) ?? []) this.entries.delete(key);
      this.byUser.delete(userId);
    }
  }

  private stamp(userId: number) {
    return `${this.generation}:${this.generations.get(userId) ?? 0}`;
  }

  /** `tokenVersion` 'key': the lookup of an API key's owner, which no token version limits. */
  async get(
    userId: number,
    tokenVersion: number | 'key',
    load: () => Promise<Entry['loaded']>,
  ): Promise<Entry['loaded']> {
    if (!this.coordination.live) return load();
    const key = `${userId}:${tokenVersion}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.loaded;
    const before = this.stamp(userId);
    const loaded = await load();
    // A notice that arrived while the lookup ran wins over its (possibly older) answer.
    if (this.stamp(userId) !== before || !this.coordination.live) return loaded;
    if (this.entries.size >= MAX_ENTRIES) this.invalidate('*');
    this.entries.set(key, { at: now, loaded });
    const keys = this.byUser.get(userId) ?? new Set<string>();
    keys.add(key);
    this.byUser.set(userId, keys);
    return loaded;
  }
}
