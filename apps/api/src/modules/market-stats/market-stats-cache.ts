import type { Kysely } from 'kysely';
import type { MarketStatsQuery } from '@utah-land/shared';
import type { DB } from '../../db/index.js';
import { DataVersions } from '../../db/data-versions.js';
import { marketSummary } from './market-stats.service.js';

/** What the statistics read: the listings, and the parcels of their filters (migrations 0050 and 0072). */
const STATS_TABLES = ['mls_listings', 'parcels'] as const;
/** Summaries kept per process: the statewide one and the places and filters asked most lately. */
const MAX_ENTRIES = 200;

type Summary = Awaited<ReturnType<typeof marketSummary>>;

/**
 * The market summaries of one process, each computed once per data version of the listings and the parcels: the
 * same SQL and the same figures as an uncached answer (counts, means, minimums, maximums, medians and quartiles,
 * all exact), served from memory until a write to either table (any process: the data_changed notice) moves the
 * version on. Concurrent askers of the same summary share one computation.
 */
export class MarketSummaryCache {
  private static readonly byDb = new WeakMap<Kysely<DB>, MarketSummaryCache>();
  static of(db: Kysely<DB>): MarketSummaryCache {
    let cache = MarketSummaryCache.byDb.get(db);
    if (!cache) MarketSummaryCache.byDb.set(db, (cache = new MarketSummaryCache(db)));
    return cache;
  }

  private version = '';
  private readonly entries = new Map<string, Promise<Summary>>();

  private constructor(private readonly db: Kysely<DB>) {}

  async summary(f: MarketStatsQuery): Promise<Summary> {
    const version = await DataVersions.of(this.db).current(STATS_TABLES);
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    const { viewQuery: _shown, ...filters } = f;
    const key = JSON.stringify(filters, Object.keys(filters).sort());
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    entry = marketSummary(this.db, f);
    this.entries.set(key, entry);
    entry.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const k of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(k);
    }
    return entry;
  }
}
