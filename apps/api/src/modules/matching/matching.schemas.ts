import { z } from 'zod';
import { HYPOTHETICALS, MATCHING_TYPES } from '@utah-land/shared';
import { PARCEL_MATCHING_TYPES } from './compilers/places.js';
import { CONTACT_KINDS } from './compilers/contacts.js';
import { normalizeMatchingType } from './matching.kinds.js';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const idParam = z.coerce.number().int().positive();
export const pageQuery = z.coerce.number().int().min(1).default(1).describe('Page number, from 1');
export const limitQuery = z.coerce
  .number()
  .int()
  .min(1)
  .max(1000)
  .default(20)
  .describe('Page size (matching lists default to 20; forced to 1 for Free Trial users)');
export const hypotheticalQuery = z
  .preprocess(emptyToUndefined, z.enum(HYPOTHETICALS).optional())
  .describe(
    "Which estimate of what could be built is the parcel's product dimension; empty = the main estimate",
  );
export const kindQuery = z
  .preprocess(normalizeMatchingType, z.enum(MATCHING_TYPES))
  .describe(
    'Kind of result: parcels, builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights, projects (labels such as "Real Estate Agents" are accepted)',
  );
export const parcelSplitQuery = z
  .preprocess(emptyToUndefined, z.enum(PARCEL_MATCHING_TYPES).optional())
  .describe('Parcels: all, buildableParcels or alreadyBuildedParcels');
/** matchingType of matches-all: a kind of result, or the parcels split (then the kind is parcels). */
export const kindOrSplitQuery = z
  .preprocess(
    (v) => emptyToUndefined(normalizeMatchingType(v)),
    z.union([z.enum(MATCHING_TYPES), z.enum(PARCEL_MATCHING_TYPES)]).default('all'),
  )
  .describe(
    'A kind of result (builders, ..., projects) or, for parcels, all / buildableParcels / alreadyBuildedParcels',
  );
export const listTypeQuery = z
  .enum(['contacts', 'companies'])
  .default('contacts')
  .describe('Contact groups: show matching contacts, or the distinct companies having at least one');
export const projectTypeQuery = z
  .preprocess(emptyToUndefined, z.enum(['parent', 'child']).optional())
  .describe('Projects group: Parent Projects or Child Projects (both when omitted)');
export const distanceQuery = z.coerce
  .number()
  .refine((v) => v === 100 || v === 300, 'distance must be 100 or 300')
  .optional()
  .describe('Parcels of a parcel: neighbour distance in feet, 300 (default) or 100');
export const radiusQuery = z.coerce
  .number()
  .positive()
  .max(50)
  .optional()
  .describe('Water rights and projects: radius in miles (default 1)');
export const isChildQuery = z
  .preprocess(emptyToUndefined, bool.optional())
  .describe('The project is a child project (informative; the id decides)');
export const surveyTakerQuery = z
  .string()
  .max(320)
  .optional()
  .describe(
    "Admins: the survey taker whose bookmarks flag the parcel and project rows (existsInBookmarks); others: '' or " +
      "their own e-mail (403 'Only admins may choose a survey taker' for anyone else's)",
  );
export const subjectQuery = z
  .enum(['parcel', 'project'])
  .default('parcel')
  .describe('What `id` names: a parcel (default) or a parent/child project');

/** The explain calls' query (docs/matching.md, "Why and why not"): one contact or one company, and the group. */
export const explainQuery = {
  contactId: idParam.optional().describe('The contact explained (give contactId or companyId)'),
  companyId: idParam
    .optional()
    .describe('The company explained: each of its contacts, up to 100 (give contactId or companyId)'),
  matchingType: z
    .preprocess((v) => emptyToUndefined(normalizeMatchingType(v)), z.enum(CONTACT_KINDS).optional())
    .describe(
      'Only this contact group (builders, investors, developers, realEstateAgents, newBuildHomebuyers)',
    ),
};
