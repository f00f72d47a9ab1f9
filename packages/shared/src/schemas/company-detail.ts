import { z } from 'zod';

// The company detail of the matches drawer (docs/matching.md, "Company detail"): the company, its ongoing and latest
// projects, and the projects and parcels it is matched to. Keys are the database's columns (snake_case), listed in
// the order the queries of apps/api/src/modules/matching/company-detail.queries.ts select them: the answer is
// serialised in this order.

/**
 * A `date` or `timestamptz` column: the database drivers hand the API a `Date` (PostgreSQL and PGlite alike), the
 * client receives its ISO 8601 string (`2024-05-01T00:00:00.000Z`). `z.input` is the JSON, `z.output` the row.
 */
export const isoDateTime = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const text = z.string().nullable();
const texts = z.array(z.string());
const num = z.number().nullable();

/** A project of the company detail's lists (ongoing, latest, matched). */
export const companyDetailProjectRow = z
  .object({
    id: z.number(),
    name: z.string(),
    parent_project_id: num,
    city: text,
    county: text,
    address: text,
    project_status: text,
    products: texts,
    number_and_style_of_lots: texts,
    price_point: num,
    started_on: isoDateTime.nullable(),
    completed_on: isoDateTime.nullable(),
    lat: num,
    lng: num,
  })
  .meta({ id: 'CompanyDetailProjectRow' });

/** A parcel the company is matched to. */
export const companyDetailParcelRow = z
  .object({
    id: z.number(),
    parcel_id: z.string(),
    formatted_parcel_id: text,
    ownership_name: text,
    address: text,
    city: text,
    acreage: z.number(),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'CompanyDetailParcelRow' });

/** The company: every column of `companies`, in the table's order, and its contacts by name. */
export const companyDetailCompany = z.object({
  id: z.number(),
  name: z.string(),
  emails: texts,
  address: text,
  mailing_address: text,
  city: text,
  state: text,
  zip: text,
  company_type: text,
  contact_types: texts,
  websites: texts,
  phones: texts,
  facebook_url: text,
  facebook_company_page: text,
  linkedin_url: text,
  linkedin_company_page: text,
  twitter_url: text,
  google_rating: num,
  google_review_count: num,
  source: z.string(),
  external_id: text,
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The date the company's values are true as of ('YYYY-MM-DD'); null when its source does not say. */
  source_as_of: text,
  contacts: z.array(z.object({ id: z.number(), name: z.string() })),
});

/** The matched projects and parcels, and how many there are in all (the lists stop at 200). */
export const companyMatchedProperties = z.object({
  projects: z.array(companyDetailProjectRow),
  parcels: z.array(companyDetailParcelRow),
  counts: z.object({ projects: z.number(), parcels: z.number() }),
});

export const companyDetailAnswer = z.object({
  company: companyDetailCompany,
  ongoingProjects: z.array(companyDetailProjectRow),
  latestProjects: z.array(companyDetailProjectRow),
  projects: companyMatchedProperties.shape.projects,
  parcels: companyMatchedProperties.shape.parcels,
  counts: companyMatchedProperties.shape.counts,
});

// What the client receives (dates as ISO strings).
export type CompanyDetailProjectRow = z.input<typeof companyDetailProjectRow>;
export type CompanyDetailParcelRow = z.input<typeof companyDetailParcelRow>;
export type CompanyDetailCompany = z.input<typeof companyDetailCompany>;
export type CompanyMatchedProperties = z.input<typeof companyMatchedProperties>;
export type CompanyDetailAnswer = z.input<typeof companyDetailAnswer>;
