import type { AppInstance } from '../../deps.js';
import { companyMatchingRoutes } from './company-matching.routes.js';
import { contactDetailRoutes } from './contact-detail.js';
import { groupMatchingRoutes } from './group-matching.routes.js';
import { parcelMatchingRoutes } from './parcel-matching.routes.js';
import { projectMatchingRoutes } from './project-matching.routes.js';

/** Every matching call (parcels, projects, parent projects, contact groups, water rights, companies). */
export async function matchingRoutes(app: AppInstance) {
  await parcelMatchingRoutes(app);
  await projectMatchingRoutes(app);
  await groupMatchingRoutes(app);
  await companyMatchingRoutes(app);
  await contactDetailRoutes(app);
}
