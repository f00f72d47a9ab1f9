import type { AppInstance } from '../app.js';
import { healthRoutes } from './health/health.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** Every feature's routes, mounted under /api. */
export const apiModules: ((app: AppInstance) => Promise<void>)[] = [healthRoutes, authRoutes, usersRoutes];
