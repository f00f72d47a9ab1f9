import type { AppInstance } from '../app.js';
import { healthRoutes } from './health/health.routes.js';

/** Every feature's routes, mounted under /api. */
export const apiModules: ((app: AppInstance) => Promise<void>)[] = [healthRoutes];
