// The MCP server's tools (docs/api.md, "MCP"): each calls what its route calls — the same queries, services and
// access helpers, for a caller the route's guard resolved — and answers the route's JSON, checked and stripped by
// the route's response schema, as text. Nothing here compiles SQL.
import { STATUS_CODES } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import {
  PARCEL_COUNT_KEYS,
  ACCESS_MESSAGES,
  MATCHING_TYPES,
  mapFiltersQuery,
  marketStatsQuery,
  matchCountsAnswer,
  matchListAnswer,
  mayViewPortfolio,
  parcelInfoAnswer,
  parcelListAnswer,
  PARCEL_STATUSES,
  PORTFOLIO_MESSAGES,
  portfolioAnswer,
  portfolioQuery,
  projectInfoAnswer,
  searchAnswer,
  summaryAnswer,
  surveyCountsAnswer,
  surveyResultsAnswer,
  type SurveyType,
  SURVEY_DEFINITIONS,
} from '@utah-land/shared';
import type { AppInstance } from '../../deps.js';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { Caller } from '../../plugins/auth.js';
import { assertSortAllowed, mapPaging, pageOf, placeholderOf, viewerOf } from '../map/map-access.js';
import { assertMapLink } from '../map/map-link-checks.js';
import { marketSummary } from '../market-stats/market-stats.service.js';
import { countsReply, kindListReply } from '../matching/matching.respond.js';
import { loadParcelProfile } from '../matching/profiles.js';
import { toParcelCard, toParcelDetail } from '../parcels/parcel-mappers.js';
import { parcelPage } from '../parcels/parcel-page.js';
import { parcelDetailQuery } from '../parcels/parcels.queries.js';
import { ownerOf, portfolioOf } from '../portfolios/portfolios.queries.js';
import { toProjectDetail } from '../projects/project-mappers.js';
import { projectDetailQuery } from '../projects/projects.queries.js';
import type { SearchLog } from '../search/search.service.js';
import { surveyCounts, surveyResults } from '../surveys/survey-matching.js';
import { surveySubject } from '../surveys/survey-subject.js';
import { readableSurvey } from '../surveys/surveys.service.js';

/** Bounds of a tool's answer: a model reads all of it. */
export const MCP_LIMITS = {
  /** Rows of a page (the routes allow 1000; a model needs far fewer). */
  maxPage: 50,
  /** Longer text values are cut here, with '…'. */
  maxText: 1000,
  /** An answer longer than this is cut, and says so. */
  maxAnswer: 100_000,
} as const;

/** Outlines (GeoJSON other than points) fill a model's context and say little to it: left out of every answer. */
const SHAPES = new Set(['LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);
const isShape = (v: unknown) =>
  !!v && typeof v === 'object' && SHAPES.has((v as { type?: unknown }).type as string);

function bounded(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length > MCP_LIMITS.maxText ? `${value.slice(0, MCP_LIMITS.maxText)}…` : value;
  if (Array.isArray(value)) return value.map(bounded);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isShape(v))
        .map(([k, v]) => [k, bounded(v)]),
    );
  return value;
}

function answer(value: unknown): CallToolResult {
  let text = JSON.stringify(bounded(value));
  if (text.length > MCP_LIMITS.maxAnswer)
    text = `${text.slice(0, MCP_LIMITS.maxAnswer)}… (answer cut at ${MCP_LIMITS.maxAnswer} characters: ask a smaller page)`;
  return { content: [{ type: 'text', text }] };
}

/** A refusal or failure as the route answers it: `{ statusCode, error, message }`, marked as an error. */
function failure(err: unknown): CallToolResult {
  if (err instanceof AppError)
    return {
      isError: true,
      content: [
        {
          type: 'text',
          text: JSON.stringify({
            statusCode: err.statusCode,
            error: STATUS_CODES[err.statusCode] ?? 'Error',
            message: err.message,
          }),
        },
      ],
    };
  throw err;
}

/** The route's query schema applied to a tool's input: the same defaults and checks, a 400 naming the field. */
function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new BadRequestError(`${issue.path.join('.') || 'input'}: ${issue.message}`);
}

const id = (what: string) => z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe(what);
const page = z.number().int().min(1).max(1_000_000).optional().describe('Page number, from 1 (default 1)');
const limit = (dflt: number) =>
  z
    .number()
    .int()
    .min(1)
    .max(MCP_LIMITS.maxPage)
    .optional()
    .describe(`Rows per page, at most ${MCP_LIMITS.maxPage} (default ${dflt}; Free Trial: always 1)`);
const places = (what: string) => z.array(z.string().max(100)).max(50).optional().describe(what);
const kind = z
  .enum(MATCHING_TYPES)
  .describe(
    'Kind of match: parcels, builders, investors, developers, realEstateAgents, newBuildHomebuyers, waterRights or projects',
  );

/** The map filters a model is likely to use (the route takes more; docs/architecture.md, "The map kernel"). */
const filterShape = {
  cities: places('City names, e.g. ["Lehi", "Provo"]'),
  counties: places('County names, e.g. ["Utah"]'),
  postalCodes: z
    .array(z.string().regex(/^\d{5}$/))
    .max(50)
    .optional()
    .describe('5-digit ZIP codes'),
  minAcreage: z.number().min(0).optional().describe('Smallest parcel area in acres'),
  maxAcreage: z.number().min(0).optional().describe('Largest parcel area in acres'),
  parcelStatus: z
    .array(z.enum(PARCEL_STATUSES))
    .max(PARCEL_STATUSES.length)
    .optional()
    .describe('Parcel statuses'),
  parcelId: z.array(z.string().max(40)).max(50).optional().describe('Parcel ids (prefix match)'),
};

const LIST_FIELDS = ['cities', 'counties', 'postalCodes', 'parcelStatus', 'parcelId'] as const;

/** A tool's filters as the route's query string would carry them ('|'-separated lists). */
function filtersOf(input: Record<string, unknown>) {
  const q: Record<string, unknown> = { ...input };
  for (const k of LIST_FIELDS) if (Array.isArray(q[k])) q[k] = (q[k] as string[]).join('|');
  return parsed(mapFiltersQuery, q);
}

export interface McpContext {
  app: AppInstance;
  /**
   * Who a tool call acts for: the caller the MCP request's guard resolved, or (stdio) the guard's answer for the
   * server's credential, asked again at each call. A refusal (401, 403) is the call's answer.
   */
  caller: () => Promise<Required<Caller>>;
  log: SearchLog;
}

/** A new MCP server whose tools act for `ctx.caller()` (one per HTTP request: the transport is stateless). */
export function createMcpServer(ctx: McpContext): McpServer {
  const { app } = ctx;
  const db = () => app.deps.database.db;
  const search = app.services.search;
  const server = new McpServer({ name: 'utah-land', version: app.deps.version });
  const tool = <S extends z.ZodRawShape>(
    name: string,
    description: string,
    inputSchema: S,
    run: (input: z.output<z.ZodObject<S>>, caller: Required<Caller>) => Promise<unknown>,
  ) =>
    server.registerTool(
      name,
      { description, inputSchema, annotations: { readOnlyHint: true, openWorldHint: false } },
      (async (input: z.output<z.ZodObject<S>>) => {
        try {
          return answer(await run(input, await ctx.caller()));
        } catch (err) {
          return failure(err);
        }
      }) as never,
    );

  tool(
    'search_places',
    "Searches Utah addresses, cities, ZIP codes, parcel ids and project names (the map's address box). Returns up " +
      'to 10 results, best first, each with its type (address, city, zip, parcel, project, place), label and where ' +
      'it is (lat/lng or a bounding box), and for parcels and projects their id for parcel_detail / project_detail.',
    { q: z.string().min(2).max(200).describe('What to look for, e.g. "123 Main St, Lehi" or "84043"') },
    async ({ q }) => searchAnswer.parse(await search(parsed(z.string().trim().min(2), q), ctx.log)),
  );

  tool(
    'list_parcels',
    'Lists parcels matching map filters, one page, largest first as the map lists them. Returns { data: parcel ' +
      'cards (id, parcel id, address, city, acreage, owner, zoning, …), pagination: { page, limit, totalItems, ' +
      "totalPages } }. Free Trial users get page 1 of 1 and each card replaced by { id, placeholder: true, message: 'Upgrade to view details' }.",
    { ...filterShape, page, limit: limit(10) },
    async ({ page: p, limit: l, ...filters }, caller) => {
      const f = filtersOf(filters);
      const viewer = viewerOf(caller);
      assertSortAllowed(viewer, f);
      // An unknown city is the map's 400, not an empty page (map/map-link-checks.ts).
      await assertMapLink(db(), f, viewer);
      const paging = mapPaging(viewer, p, l ?? 10);
      const { count, rows } = await parcelPage(db(), f, viewer, paging);
      return parcelListAnswer.parse(
        pageOf(
          viewer,
          paging,
          rows.map((r) => toParcelCard(r, viewer)),
          count,
        ),
      );
    },
  );

  tool(
    'parcel_detail',
    'Every field of one parcel (the More Information modal): address, owner, acreage, values, zoning, what could ' +
      "be built, … Free Trial users get { id, placeholder: true, message: 'Upgrade to view details' }.",
    { id: id('The parcel id (id_serial, the numeric id of search_places and list_parcels)') },
    async ({ id: parcelId }, caller) => {
      const viewer = viewerOf(caller);
      const row = await parcelDetailQuery(db(), parcelId, viewer).executeTakeFirst();
      if (!row) throw new NotFoundError('Parcel not found');
      return parcelInfoAnswer.parse(viewer.freeTrial ? placeholderOf(row) : toParcelDetail(row, viewer));
    },
  );

  tool(
    'project_detail',
    'Every field of one housing project (parent or child): name, builder, status, lots, prices, place, … Free ' +
      "Trial users get { id, placeholder: true, message: 'Upgrade to view details' }.",
    { id: id('The project id (from search_places or match lists)') },
    async ({ id: projectId }, caller) => {
      const viewer = viewerOf(caller);
      const row = await projectDetailQuery(db(), projectId, viewer).executeTakeFirst();
      if (!row) throw new NotFoundError('Project not found');
      return projectInfoAnswer.parse(viewer.freeTrial ? placeholderOf(row) : toProjectDetail(row));
    },
  );

  tool(
    'parcel_match_counts',
    'How many matches a parcel has of each of the eight kinds. Returns { Parcels, Builders, Investors, ' +
      'Developers, "Real Estate Agents", "New Build Homebuyers", "Water Rights", Projects } as numbers.',
    { parcelId: id('The parcel id (id_serial)') },
    async ({ parcelId }) =>
      matchCountsAnswer.parse(
        await countsReply(db(), await loadParcelProfile(db(), parcelId, undefined), PARCEL_COUNT_KEYS, {}),
      ),
  );

  tool(
    'parcel_matches',
    'A page of one kind of match for a parcel, each row with why it matches (the matched criteria). Returns ' +
      '{ data: rows, pagination }. Contact kinds (builders, investors, developers, realEstateAgents, ' +
      'newBuildHomebuyers) list contacts. Free Trial: page 1 of 1, the row replaced by a placeholder.',
    { parcelId: id('The parcel id (id_serial)'), matchingType: kind, page, limit: limit(20) },
    async ({ parcelId, matchingType, page: p, limit: l }, caller) =>
      matchListAnswer.parse(
        await kindListReply(caller, db(), await loadParcelProfile(db(), parcelId, undefined), {
          matchingType,
          page: p ?? 1,
          limit: l ?? 20,
          type: 'contacts',
        }),
      ),
  );

  tool(
    'owner_portfolio',
    "All properties of an owner, from one of their parcels, projects or contacts: the owner's parcels (at most " +
      '200, largest first, grouped into holdings of adjacent parcels), their projects and the totals. Give exactly ' +
      "one id. Not for Free Trial users (refused: 'Upgrade to view details').",
    {
      parcelId: id('A parcel of the owner (id_serial)').optional(),
      projectId: id('A project of the owner').optional(),
      contactId: id('A contact (the owner is its owner name, else its name)').optional(),
    },
    async (input, caller) => {
      if (!mayViewPortfolio(caller.viewer)) throw new ForbiddenError(ACCESS_MESSAGES.upgradeToView);
      const owner = await ownerOf(db(), parsed(portfolioQuery, input));
      if (owner === undefined) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
      if (owner === null) throw new NotFoundError(PORTFOLIO_MESSAGES.noOwner);
      return portfolioAnswer.parse(await portfolioOf(db(), owner));
    },
  );

  tool(
    'market_stats',
    'Admins only. MLS statistics of listings listed between fromDate and toDate in a place: per building type ' +
      '(New Builds, Existing Builds, All) and status (Active, Under Contract, Sold, Canceled/Expired/Others) the ' +
      'number of listings, median and quartile prices, price per square foot, days on market; and monthly medians.',
    {
      fromDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .describe('First list date counted, YYYY-MM-DD'),
      toDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .describe('Last list date counted, YYYY-MM-DD'),
      ...filterShape,
      parcelId: id('A parcel (id_serial): without a place filter, its city is the place').optional(),
    },
    async ({ parcelId, ...input }, caller) => {
      if (!caller.viewer.isAdmin) throw new ForbiddenError(ACCESS_MESSAGES.adminsOnly);
      const q: Record<string, unknown> = { ...input, id_serial: parcelId };
      for (const k of LIST_FIELDS) if (Array.isArray(q[k])) q[k] = (q[k] as string[]).join('|');
      delete q.parcelId;
      const f = parsed(marketStatsQuery, q);
      await assertMapLink(db(), f, viewerOf(caller));
      const { answer: stats } = await marketSummary(db(), f);
      return summaryAnswer.parse(stats);
    },
  );

  tool(
    'survey_matches',
    "The matches of one of the caller's surveys (admins: any survey). Without matchingType: the count of each of " +
      'its six cards. With matchingType: also a page of that kind of match, each row with why it matches. Free ' +
      "Trial: page 1 of 1, the row replaced by a placeholder. An unknown or someone else's survey: 'Survey not found'.",
    { surveyId: id('The survey id'), matchingType: kind.optional(), page, limit: limit(10) },
    async ({ surveyId, matchingType, page: p, limit: l }, caller) => {
      const survey = await readableSurvey(db(), caller.currentUser, surveyId);
      const subject = await surveySubject(db(), survey);
      const counts = surveyCountsAnswer.parse({
        surveyid: survey.id,
        surveyName:
          SURVEY_DEFINITIONS[survey.survey_type as SurveyType]?.name ?? `${survey.survey_type} Survey`,
        side: subject.side,
        data: await surveyCounts(db(), subject),
      });
      if (!matchingType) return counts;
      const results = surveyResultsAnswer.parse(
        await surveyResults(caller, db(), subject, {
          matchingtype: matchingType,
          type: 'contacts',
          page: p ?? 1,
          limit: l ?? 10,
        }),
      );
      return { ...counts, results };
    },
  );

  return server;
}
