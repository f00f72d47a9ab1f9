import { z } from 'zod';
import {
  companyDetailAnswer,
  companyMatchedProperties,
  companyNamesAnswer,
  pagingFor,
  recordFor,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { NotFoundError } from '../../lib/errors.js';
import { assertSeesRecords } from '../../lib/access.js';
import {
  companyById,
  companyNames,
  latestProjects,
  matchedProperties,
  ongoingProjects,
} from './company-detail.queries.js';
import { hypotheticalQuery, idParam } from './matching.schemas.js';
import { viewerOf } from '../../plugins/auth.js';

const tags = ['companies'];
const TWO_YEARS_MS = 2 * 365.25 * 24 * 3600 * 1000;
/** Where the detail is opened from: the subject the company was matched to (listed first), its lot estimate. */
const matchContext = z.object({
  hypothetical: hypotheticalQuery,
  parcelId: idParam.optional().describe('The parcel the company was matched to: listed first'),
  projectId: idParam.optional().describe('The project the company was matched to: listed first'),
});
const matchedDescription =
  'Matched projects and parcels: those for which at least one of the company’s contacts is among the matches ' +
  '(the contact-group rules read the other way round); `hypothetical` picks the parcels’ lot estimate.';

/** Company detail for the matches drawer's company drawer, company names, and a company's matched properties. */
export async function companyMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const load = async (id: number) => {
    const company = await companyById(db(), id);
    if (!company) throw new NotFoundError('Company not found');
    return company;
  };

  app.get(
    '/companies/name',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: 'Company names (optionally containing `name`)',
        description: 'Free Trial: at most one, as its placeholder.',
        querystring: z.object({
          name: z.string().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: companyNamesAnswer },
      },
    },
    async (req) => {
      const viewer = viewerOf(req);
      const { limit } = pagingFor(viewer, { page: 1, limit: req.query.limit });
      const names = await companyNames(db(), req.query.name, limit);
      return { data: names.map((n) => recordFor<typeof n, number>(viewer, n)) };
    },
  );

  app.get(
    '/companies/:id/detail',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary:
          'Company detail: the company, ongoing projects, projects of the last two years, matched projects and parcels',
        description: matchedDescription,
        params: z.object({ id: idParam }),
        querystring: matchContext,
        response: { 200: companyDetailAnswer },
      },
    },
    async (req) => {
      assertSeesRecords(req);
      const company = await load(req.params.id);
      const since = new Date(app.deps.clock.now().getTime() - TWO_YEARS_MS);
      const [ongoing, latest, matched] = await Promise.all([
        ongoingProjects(db(), company.id),
        latestProjects(db(), company.id, since),
        matchedProperties(db(), company.id, req.query),
      ]);
      return {
        company,
        ongoingProjects: ongoing,
        latestProjects: latest,
        projects: matched.projects,
        parcels: matched.parcels,
        counts: matched.counts,
      };
    },
  );

  app.get(
    '/companies/matched-properties/:id',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags,
        summary: 'Projects and parcels matched to a company',
        description: matchedDescription,
        params: z.object({ id: idParam }),
        querystring: matchContext,
        response: { 200: companyMatchedProperties },
      },
    },
    async (req) => {
      assertSeesRecords(req);
      const company = await load(req.params.id);
      return matchedProperties(db(), company.id, req.query);
    },
  );
}
