import type { AppInstance } from '../deps.js';
import { healthRoutes } from './health/health.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes.js';
import { bookmarksRoutes } from './bookmarks/bookmarks.routes.js';
import { savedSearchesRoutes } from './saved-searches/saved-searches.routes.js';
import { parcelsRoutes } from './parcels/parcels.routes.js';
import { matchingRoutes } from './matching/matching.routes.js';
import { projectsRoutes } from './projects/projects.routes.js';
import { geographyRoutes } from './geography/geography.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { qualificationRoutes } from './qualification/qualification.routes.js';
import { surveysRoutes } from './surveys/surveys.routes.js';
import { surveyCriteriaRoutes } from './surveys/survey-criteria.routes.js';
import { marketStatsRoutes } from './market-stats/market-stats.routes.js';
import { surveyMatchingRoutes } from './surveys/survey-matching.routes.js';
import { alertsRoutes } from './alerts/alerts.routes.js';
import { portfoliosRoutes } from './portfolios/portfolios.routes.js';
import { areaExportRoutes } from './area-export/area-export.routes.js';
import { surveyTakerRoutes } from './surveys/survey-taker.routes.js';
import { tilesRoutes } from './tiles/tiles.routes.js';
import { apiKeysRoutes } from './api-keys/api-keys.routes.js';
import { mcpRoutes } from './mcp/mcp.routes.js';
import { webhooksRoutes } from './webhooks/webhooks.routes.js';

/** Every feature's routes, mounted under /api. */
export const apiModules: ((app: AppInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  subscriptionsRoutes,
  bookmarksRoutes,
  savedSearchesRoutes,
  parcelsRoutes,
  projectsRoutes,
  geographyRoutes,
  searchRoutes,
  matchingRoutes,
  qualificationRoutes,
  surveysRoutes,
  surveyCriteriaRoutes,
  marketStatsRoutes,
  surveyMatchingRoutes,
  alertsRoutes,
  portfoliosRoutes,
  areaExportRoutes,
  surveyTakerRoutes,
  tilesRoutes,
  apiKeysRoutes,
  mcpRoutes,
  webhooksRoutes,
];
