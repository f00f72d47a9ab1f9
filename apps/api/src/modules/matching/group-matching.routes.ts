import { z } from 'zod';
import { matchListAnswer } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import type { ContactKind } from './compilers/contacts.js';
import { listReply } from './matching.respond.js';
import {
  distanceQuery,
  hypotheticalQuery,
  idParam,
  limitQuery,
  listTypeQuery,
  pageQuery,
  projectTypeQuery,
  radiusQuery,
  subjectQuery,
  surveyTakerQuery,
} from './matching.schemas.js';
import { loadParcelProfile, loadProjectProfile } from './profiles.js';

const tags = ['matching'];
const query = z.object({
  id: idParam.describe('The parcel (or, with subject=project, the project) being matched'),
  subject: subjectQuery,
  hypothetical: hypotheticalQuery,
  type: listTypeQuery,
  page: pageQuery,
  limit: limitQuery,
  projectType: projectTypeQuery,
  distance: distanceQuery,
  radius: radiusQuery,
  surveyTaker: surveyTakerQuery,
});

const CONTACT_PATHS: [string, ContactKind][] = [
  ['/contacts/builders', 'builders'],
  ['/contacts/investors', 'investors'],
  ['/contacts/developers', 'developers'],
  ['/contacts/realestateagents', 'realEstateAgents'],
  ['/contacts/newbuildhomebuyers', 'newBuildHomebuyers'],
];

/** The per-group matching data paths the matches drawer uses ("Matching data picks its path"). */
export async function groupMatchingRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const subject = (q: z.infer<typeof query>) =>
    q.subject === 'project' ? loadProjectProfile(db(), q.id) : loadParcelProfile(db(), q.id, q.hypothetical);
  const route = (path: string, kind: 'waterRights' | 'projects' | ContactKind, summary: string) =>
    app.get(
      path,
      {
        preHandler: app.requireDataAccess,
        schema: { tags, summary, querystring: query, response: { 200: matchListAnswer } },
      },
      async (req) => listReply(req, db(), await subject(req.query), kind, req.query),
    );
  for (const [path, kind] of CONTACT_PATHS)
    route(path, kind, `A page of matching ${kind} (contacts, or companies with type=companies)`);
  route(
    '/water-rights/parcel-matching',
    'waterRights',
    'A page of water rights within the radius of the subject',
  );
  route(
    '/projects/parcels-matching-data',
    'projects',
    'A page of projects near the subject sharing a product',
  );
}
