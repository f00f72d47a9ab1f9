import type { Logger } from 'pino';
import { generateDemoData, loadGeography } from '@utah-land/data';
import type { Config } from '../../config.js';
import type { Database } from '../index.js';
import { getSetting, setSetting } from './bootstrap.js';

const DEMO_MARKER = 'demo_data_loaded';

/**
 * Loads what the product needs to be useful: real Utah geography on every start (a no-op once loaded) and,
 * on the first start, the generated demo dataset (DEMO_PARCELS parcels from DEMO_SEED).
 */
export async function prepareData(database: Database, config: Config, log: Logger): Promise<void> {
  const geography = await loadGeography(database);
  log.debug({ geography }, 'geography ready');
  if (!config.SEED_DEMO_DATA || (await getSetting(database.db, DEMO_MARKER))) return;
  log.info({ parcels: config.DEMO_PARCELS }, 'first start: loading the generated demo dataset');
  const summary = await generateDemoData(database, { parcels: config.DEMO_PARCELS, seed: config.DEMO_SEED });
  await setSetting(database.db, DEMO_MARKER, new Date().toISOString());
  log.info({ ...summary }, `demo data loaded in ${(summary.ms / 1000).toFixed(1)} s`);
}
