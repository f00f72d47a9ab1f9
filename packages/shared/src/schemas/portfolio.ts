import { z } from 'zod';

// An owner's portfolio: every parcel and project of the owner of a parcel, project or contact, with
// adjacent parcels grouped as holdings. Names are matched by the database's owner_name_key (migration 0031).

export const PORTFOLIO_LIMITS = {
  /** Parcels listed (the totals count all of them). */
  maxParcels: 2000,
  /** Parcels closer than this are one holding (touching, allowing for digitising slivers). */
  holdingGapMeters: 2,
} as const;

export const PORTFOLIO_MESSAGES = {
  oneSubject: 'give exactly one of parcelId, projectId or contactId',
  noOwner: 'This record has no owner name to look up',
  notFound: 'Record not found',
} as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const portfolioQuery = z
  .object({ parcelId: id.optional(), projectId: id.optional(), contactId: id.optional() })
  .refine(
    (q) => [q.parcelId, q.projectId, q.contactId].filter((v) => v !== undefined).length === 1,
    PORTFOLIO_MESSAGES.oneSubject,
  );
export type PortfolioQuery = z.infer<typeof portfolioQuery>;

/**
 * Why a parcel is in the portfolio: the same normalised owner name and mailing address; the same mailing address
 * and a shared distinctive name word; or, for an owner with no known mailing address, the same name on a parcel
 * without one. The same name at another mailing address is another owner.
 */
export const PORTFOLIO_MATCHES = ['name and mailing address', 'name', 'mailing address'] as const;

export const portfolioParcel = z.object({
  id: z.number(),
  parcelId: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  acreage: z.number(),
  marketValue: z.number().nullable(),
  ownershipName: z.string().nullable(),
  mailingAddress: z.string().nullable(),
  holdingId: z.number(),
  matchedOn: z.enum(PORTFOLIO_MATCHES),
  /** Where the parcel comes from (a key of RECORD_SOURCES) and the date its values are true as of, or null. */
  source: z.string(),
  sourceAsOf: z.string().nullable(),
});
export type PortfolioParcel = z.infer<typeof portfolioParcel>;

export const portfolioHolding = z.object({
  id: z.number(),
  parcelCount: z.number(),
  acres: z.number(),
  marketValue: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** The holding's outline: the union of its parcels (GeoJSON MultiPolygon or Polygon). */
  // Left free-form: GeoJSON coordinates nest by type (polygons of rings of positions), as PostGIS sends them.
  geometry: z.object({ type: z.string(), coordinates: z.array(z.any()) }),
});
export type PortfolioHolding = z.infer<typeof portfolioHolding>;

export const portfolioProject = z.object({
  id: z.number(),
  name: z.string(),
  isChild: z.boolean(),
  status: z.string().nullable(),
  city: z.string().nullable(),
  ownershipName: z.string().nullable(),
  /** Where the project comes from (a key of RECORD_SOURCES) and the date its values are true as of, or null. */
  source: z.string(),
  sourceAsOf: z.string().nullable(),
});

export const portfolioAnswer = z.object({
  owner: z.object({
    name: z.string(),
    key: z.string(),
    mailingAddress: z.string().nullable(),
    /** The spellings found on the owner's parcels and projects. */
    names: z.array(z.string()),
    /** How the portfolio was grouped, in words: the name key and the mailing address that make the owner. */
    grouping: z.string(),
  }),
  totals: z.object({
    parcels: z.number(),
    acres: z.number(),
    marketValue: z.number(),
    holdings: z.number(),
    projects: z.number(),
  }),
  /** More parcels than PORTFOLIO_LIMITS.maxParcels: the list holds the largest holdings first. */
  truncated: z.boolean(),
  parcels: z.array(portfolioParcel),
  holdings: z.array(portfolioHolding),
  projects: z.array(portfolioProject),
});
export type PortfolioAnswer = z.infer<typeof portfolioAnswer>;
