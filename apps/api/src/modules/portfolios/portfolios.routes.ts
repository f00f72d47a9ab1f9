import {
  ACCESS_MESSAGES,
  mayViewPortfolio,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  portfolioAnswer,
  portfolioQuery,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { ownerOf, portfolioOf } from './portfolios.queries.js';
import { viewerOf } from '../../plugins/auth.js';

/** GET /owners/portfolio: 'All properties of this owner' from a parcel, a project or a contact. */
export async function portfoliosRoutes(app: AppInstance) {
  app.get(
    '/owners/portfolio',
    {
      preHandler: app.requireDataAccess,
      schema: {
        tags: ['owners'],
        summary:
          'All properties of an owner: every parcel and project of the owner of a parcel, project or contact',
        description:
          'Give exactly one of parcelId, projectId or contactId. An owner is a name and a mailing address: its ' +
          'owner name (a contact: its owner name, else its name) and its mailing address (a project, or a contact ' +
          'without one: the address most parcels of that name are mailed to). A parcel belongs to the portfolio ' +
          'when its owner name has the same key (owner_name_key: case, punctuation, initials and suffixes such as ' +
          "LLC, L.L.C., Inc, Trust, Trustee, LC, 'Family Trust' left out, words sorted) and its mailing address " +
          "the same key (owner_mailing_key; matchedOn 'name and mailing address'), or when its mailing address " +
          "has the same key and the names share a distinctive word (matchedOn 'mailing address'); the same name " +
          "at another address is another owner. With no address known, the name's parcels without one (matchedOn " +
          "'name'). owner.grouping says in words how the portfolio was grouped. Parcels " +
          `less than ${PORTFOLIO_LIMITS.holdingGapMeters} m apart are one holding (ST_ClusterDBSCAN), with its ` +
          `combined acreage and outline. Projects are those whose owner names have the key. At most ` +
          `${PORTFOLIO_LIMITS.maxParcels} parcels are listed, largest first (truncated); the totals count all. ` +
          `Free Trial: 403 '${ACCESS_MESSAGES.upgradeToView}'. 404 when the record does not exist; 400 when it ` +
          'has no owner name.',
        querystring: portfolioQuery,
        response: { 200: portfolioAnswer },
      },
    },
    async (req) => {
      if (!mayViewPortfolio(viewerOf(req))) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToView);
      const db = app.deps.database.db;
      const owner = await ownerOf(db, req.query);
      if (owner === undefined) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
      if (owner === null) throw new NotFoundError(PORTFOLIO_MESSAGES.noOwner);
      return portfolioOf(db, owner);
    },
  );
}
