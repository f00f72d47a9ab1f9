import { z } from 'zod';
import { placeBoundsAnswer, placeNames, zoningCodes } from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { BadRequestError } from '../../lib/errors.js';
import { mapLinkCheck } from '../map/map-link-checks.js';
import {
  citiesQuery,
  countiesQuery,
  placeBounds,
  zoningCitiesQuery,
  zoningCodesQuery,
} from './geography.queries.js';

const tags = ['geography'];

/** The product covers one state: 'Utah' or 'UT' (any case); anything else is a 400. */
export function stateCode(state: string | undefined): string {
  const s = (state ?? 'Utah').trim().toLowerCase();
  if (s === 'utah' || s === 'ut') return 'UT';
  throw new BadRequestError(`state: only Utah is supported, not '${state}'`);
}

const splitList = (v: string | undefined) =>
  v
    ?.split(/[|,]/)
    .map((s) => s.trim())
    .filter(Boolean);
const listParam = z.string().max(4000).optional().transform(splitList);
const badZip = (zips: string[] | undefined) => zips?.find((z) => !/^\d{5}$/.test(z));

/** Geography look-ups of the filters (cities, counties, zoning per city or county). */
export async function geographyRoutes(app: AppInstance) {
  const db = () => app.deps.database.db;
  const data = { preHandler: app.requireDataAccess };

  app.get(
    '/cities/all',
    {
      ...data,
      schema: {
        tags,
        summary:
          'City names of the state, optionally within counties, area tags or postal codes (lists by , or |)',
        querystring: z.object({
          state: z.string().max(50).optional(),
          counties: listParam,
          areaTags: listParam,
          postalCodes: listParam,
        }),
        response: { 200: placeNames },
      },
    },
    async (req) => {
      const q = req.query;
      const bad = badZip(q.postalCodes);
      if (bad) throw new BadRequestError(`postalCodes: '${bad}' is not a 5-digit ZIP code`);
      const rows = await citiesQuery(db(), stateCode(q.state), q).execute();
      return rows.map((r) => r.name);
    },
  );

  app.get(
    '/geography/bounds',
    {
      // The map fits to the places of its link: an unknown city is the lists' 400 (map/map-link-checks.ts).
      preHandler: [app.requireDataAccess, mapLinkCheck(db)],
      schema: {
        tags,
        summary: 'Bounding box of cities, counties, area tags and postal codes (the map fits to it)',
        description:
          "Lists by , or | with the map URL's parameter names. The box covers every place named (counties and " +
          'area tags by polygon, cities and ZIP codes by their parcels and centre); bounds is null when none is known.',
        querystring: z.object({
          cities: listParam,
          counties: listParam,
          utahAreaTags: listParam,
          postalCodes: listParam,
        }),
        response: { 200: placeBoundsAnswer },
      },
    },
    async (req) => {
      const q = req.query;
      const bad = badZip(q.postalCodes);
      if (bad) throw new BadRequestError(`postalCodes: '${bad}' is not a 5-digit ZIP code`);
      const box = await placeBounds(db(), {
        cities: q.cities,
        counties: q.counties,
        areaTags: q.utahAreaTags,
        postalCodes: q.postalCodes,
      });
      return { bounds: box };
    },
  );

  app.get(
    '/cities/:state',
    {
      ...data,
      schema: {
        tags,
        summary: 'City names of a state (Utah)',
        params: z.object({ state: z.string().max(50) }),
        response: { 200: placeNames },
      },
    },
    async (req) => (await citiesQuery(db(), stateCode(req.params.state), {}).execute()).map((r) => r.name),
  );

  app.get(
    '/counties',
    { ...data, schema: { tags, summary: 'County names of Utah', response: { 200: placeNames } } },
    async () => (await countiesQuery(db(), 'UT').execute()).map((r) => r.name),
  );

  app.get(
    '/counties/:state',
    {
      ...data,
      schema: {
        tags,
        summary: 'County names of a state (Utah)',
        params: z.object({ state: z.string().max(50) }),
        response: { 200: placeNames },
      },
    },
    async (req) => (await countiesQuery(db(), stateCode(req.params.state)).execute()).map((r) => r.name),
  );

  app.get(
    '/zoning/cities',
    {
      ...data,
      schema: {
        tags,
        summary: 'Cities that have zoning codes, optionally containing searchValue',
        querystring: z.object({ searchValue: z.string().trim().max(100).optional() }),
        response: { 200: placeNames },
      },
    },
    async (req) =>
      (await zoningCitiesQuery(db(), 'city', req.query.searchValue).execute()).map((r) => r.name),
  );

  app.get(
    '/zoning/counties',
    {
      ...data,
      schema: {
        tags,
        summary: 'Counties that have zoning codes, optionally containing searchValue',
        querystring: z.object({ searchValue: z.string().trim().max(100).optional() }),
        response: { 200: placeNames },
      },
    },
    async (req) =>
      (await zoningCitiesQuery(db(), 'county', req.query.searchValue).execute()).map((r) => r.name),
  );

  for (const type of ['city', 'county'] as const)
    app.get(
      `/zoning/${type}`,
      {
        ...data,
        schema: {
          tags,
          summary: `Zoning codes of a ${type} (name)`,
          querystring: z.object({ name: z.string().trim().min(1, 'name is required').max(100) }),
          response: { 200: zoningCodes },
        },
      },
      async (req) => {
        const name = type === 'county' ? req.query.name.replace(/\s+county$/i, '') : req.query.name;
        const rows = await zoningCodesQuery(db(), type, name).execute();
        return rows.map((r) => ({
          code: r.code,
          description: r.description,
          category: r.category,
          codeLink: r.code_link,
        }));
      },
    );
}
