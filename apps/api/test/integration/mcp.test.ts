// The MCP server (docs/api.md, "MCP") driven by the SDK's own client over Streamable HTTP against the app listening
// on 127.0.0.1: its tools answer what their routes answer for the same caller (Free Trial placeholders included),
// the admin-only tool is refused with the route's message, and the route's guard keeps everyone else out.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@utah-land/shared';
import {
  Place,
  createUser,
  insertContact,
  insertParcel,
  insertProject,
  type Headers,
} from '../support/matching-fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setStatusDirectly } from './users-fixtures.js';

const TOOLS = [
  'list_parcels',
  'market_stats',
  'owner_portfolio',
  'parcel_detail',
  'parcel_match_counts',
  'parcel_matches',
  'project_detail',
  'search_places',
  'survey_matches',
];

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let t: TestApp;
let base = '';
let admin: Headers, subscribed: Headers, trial: Headers, registered: Headers;
const place = new Place();
const ids = {} as Record<'parcel' | 'neighbour' | 'project' | 'builder' | 'survey', number>;
const clients: Client[] = [];

async function connect(headers: Headers) {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers } }),
  );
  clients.push(client);
  return client;
}

/** A tool's answer: its JSON text parsed, and whether it is an error. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const res = (await client.callTool({ name, arguments: args })) as {
    content: { type: string; text: string }[];
    isError?: boolean;
  };
  return { isError: !!res.isError, json: JSON.parse(res.content[0]!.text) as unknown };
}

/** The route's answer for the same caller. */
async function route(url: string, headers: Headers, status = 200) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as unknown;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t, 'admin', 'Subscribed')).headers;
  subscribed = (await createUser(t, 'user', 'Subscribed')).headers;
  trial = (await createUser(t, 'user', 'Free Trial')).headers;
  registered = (await createUser(t, 'user', 'Registered')).headers;
  const db = t.database.db;
  ids.parcel = await insertParcel(db, place, { sfLots: 12, products: ['singleFamily'] });
  ids.neighbour = await insertParcel(db, place, { dx: 60, sfLots: 3 });
  ids.project = await insertProject(db, place, { dx: 500, dy: 0, sfLots: 40, products: ['singleFamily'] });
  ids.builder = await insertContact(db, {
    types: ['Builder'],
    match_area_tags: [place.tag],
    build_products: ['singleFamily'],
  });
  const survey = await t.app.inject({
    method: 'PUT',
    url: '/api/surveys',
    headers: subscribed,
    payload: {
      surveyName: 'Builder Company Survey',
      response: {
        firstname: 'Bea',
        lastname: 'Builder',
        company: 'MCP Homes',
        utah_area_tags: 'Cache County',
        products_you_build: 'Single Family',
        min_single_family_lots_build: '10-35',
        max_single_family_lots_build: '10-35',
        custom_builder: 'No',
      },
    },
  });
  expect(survey.statusCode, survey.body).toBe(200);
  ids.survey = (survey.json() as { id: number }).id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const c of clients) await c.close();
  await t.close();
});

describe('[MCP] the MCP server over Streamable HTTP', () => {
  it('lists its tools, each with a description and described inputs', async () => {
    const { tools } = await (await connect(subscribed)).listTools();
    expect(tools.map((x) => x.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      const props = (tool.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
      for (const [name, p] of Object.entries(props))
        expect(p.description, `${tool.name}.${name}`).toBeTruthy();
    }
  });

  it('answers each tool as its route answers the same caller', async () => {
    const c = await connect(subscribed);
    const list = await call(c, 'list_parcels', { cities: [place.city], limit: 5 });
    expect(list).toEqual({
      isError: false,
      json: await route(`/api/parcels?cities=${encodeURIComponent(place.city)}&limit=5`, subscribed),
    });
    expect((list.json as { data: { id: number }[] }).data.map((p) => p.id).sort()).toEqual(
      [ids.parcel, ids.neighbour].sort(),
    );

    const vacant = await call(c, 'list_parcels', { cities: [place.city], parcelStatus: ['Vacant', 'Built'] });
    expect(vacant.json).toEqual(
      await route(
        `/api/parcels?cities=${encodeURIComponent(place.city)}&parcelStatus=Vacant|Built`,
        subscribed,
      ),
    );

    // The parcel's outline is left out (a model's context is better spent); every other field is the route's.
    const { points, ...detail } = (await route(`/api/parcels/info/${ids.parcel}`, subscribed)) as {
      points: { type: string };
    };
    expect(points.type).toBe('MultiPolygon');
    expect(await call(c, 'parcel_detail', { id: ids.parcel })).toEqual({ isError: false, json: detail });
    expect(await call(c, 'project_detail', { id: ids.project })).toEqual({
      isError: false,
      json: await route(`/api/projects/info/${ids.project}`, subscribed),
    });

    const counts = await call(c, 'parcel_match_counts', { parcelId: ids.parcel });
    expect(counts.json).toEqual(await route(`/api/parcels/matches/${ids.parcel}`, subscribed));
    expect((counts.json as Record<string, number>).Builders).toBeGreaterThanOrEqual(1);

    const builders = await call(c, 'parcel_matches', { parcelId: ids.parcel, matchingType: 'builders' });
    expect(builders.json).toEqual(
      await route(`/api/parcels/matches-all/${ids.parcel}?matchingType=builders`, subscribed),
    );
    expect((builders.json as { data: { id: number }[] }).data.map((r) => r.id)).toContain(ids.builder);

    const portfolio = await call(c, 'owner_portfolio', { parcelId: ids.parcel });
    expect(portfolio.isError).toBe(false);
    expect((portfolio.json as { parcels: { id: number }[] }).parcels.map((p) => p.id)).toContain(ids.parcel);

    const survey = await call(c, 'survey_matches', { surveyId: ids.survey, matchingType: 'investors' });
    const { results, ...surveyCounts } = survey.json as { results: unknown };
    expect(surveyCounts).toEqual(await route(`/api/surveys/${ids.survey}/resultsCount`, subscribed));
    expect(results).toEqual(
      await route(`/api/surveys/${ids.survey}/results?matchingtype=investors`, subscribed),
    );

    const search = await call(c, 'search_places', { q: place.city });
    expect(search.json).toEqual(await route(`/api/search?q=${encodeURIComponent(place.city)}`, subscribed));
  });

  it('refuses a city no record knows as the routes do (the same 400 and message)', async () => {
    const message = "cities: no Utah city is named 'Atlantis'";
    expect(await route('/api/parcels?cities=Atlantis', subscribed, 400)).toMatchObject({ message });
    expect(await call(await connect(subscribed), 'list_parcels', { cities: ['Atlantis'] })).toEqual({
      isError: true,
      json: { statusCode: 400, error: 'Bad Request', message },
    });
    const args = { fromDate: '2020-01-01', toDate: '2030-12-31', cities: ['Atlantis'] };
    expect(await call(await connect(admin), 'market_stats', args)).toEqual({
      isError: true,
      json: { statusCode: 400, error: 'Bad Request', message },
    });
  });

  it("refuses another user's survey as its route does", async () => {
    const other = await connect(trial);
    const res = await call(other, 'survey_matches', { surveyId: ids.survey });
    expect(res).toEqual({
      isError: true,
      json: { statusCode: 404, error: 'Not Found', message: 'Survey not found' },
    });
  });

  it('gives a Free Trial caller the placeholders its routes give', async () => {
    const c = await connect(trial);
    const list = await call(c, 'list_parcels', { cities: [place.city], limit: 5 });
    expect(list.json).toEqual(
      await route(`/api/parcels?cities=${encodeURIComponent(place.city)}&limit=5`, trial),
    );
    expect(list.json).toMatchObject({
      data: [{ placeholder: true, message: ACCESS_MESSAGES.upgradeToView }],
      pagination: { page: 1, limit: 1, totalItems: 2 },
    });
    const detail = await call(c, 'parcel_detail', { id: ids.parcel });
    expect(detail.json).toEqual({
      id: ids.parcel,
      placeholder: true,
      message: ACCESS_MESSAGES.upgradeToView,
    });
    const matches = await call(c, 'parcel_matches', { parcelId: ids.parcel, matchingType: 'builders' });
    expect(matches.json).toEqual(
      await route(`/api/parcels/matches-all/${ids.parcel}?matchingType=builders`, trial),
    );
    expect((matches.json as { data: unknown[] }).data).toEqual([
      expect.objectContaining({ placeholder: true, message: ACCESS_MESSAGES.upgradeToView }),
    ]);
    expect(await call(c, 'owner_portfolio', { parcelId: ids.parcel })).toEqual({
      isError: true,
      json: { statusCode: 403, error: 'Forbidden', message: ACCESS_MESSAGES.upgradeToView },
    });
  });

  it('takes a read-only API key as its credential: a Free Trial key gets the placeholders, a revoked key 401', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: trial,
      payload: { name: 'MCP assistant' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, key } = created.json() as { id: number; key: string };
    const c = await connect({ 'x-api-key': key } as unknown as Headers);
    const detail = await call(c, 'parcel_detail', { id: ids.parcel });
    expect(detail.json).toEqual({
      id: ids.parcel,
      placeholder: true,
      message: ACCESS_MESSAGES.upgradeToView,
    });
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: trial });
    expect(revoked.statusCode).toBeLessThan(300);
    const res = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: {
        'x-api-key': key,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
  });

  it('tells a client that does not accept an event stream what to send (406)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: { ...subscribed, accept: 'application/json' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual({
      statusCode: 406,
      error: 'Not Acceptable',
      message: 'Send Accept: application/json, text/event-stream (the MCP Streamable HTTP transport).',
    });
  });

  it('refuses market_stats to a non-admin with the route’s message, and answers an admin as the route', async () => {
    const args = { fromDate: '2020-01-01', toDate: '2030-12-31', cities: [place.city] };
    expect(await call(await connect(subscribed), 'market_stats', args)).toEqual({
      isError: true,
      json: { statusCode: 403, error: 'Forbidden', message: ACCESS_MESSAGES.adminsOnly },
    });
    const stats = await call(await connect(admin), 'market_stats', args);
    expect(stats).toEqual({
      isError: false,
      json: await route(
        `/api/parcels/get-stats-summary?fromDate=2020-01-01&toDate=2030-12-31&cities=${encodeURIComponent(place.city)}`,
        admin,
      ),
    });
  });

  it('names the field of a bad input, and answers an unknown parcel with the route’s 404', async () => {
    const c = await connect(subscribed);
    expect(await call(c, 'parcel_detail', { id: 999_999_999 })).toEqual({
      isError: true,
      json: { statusCode: 404, error: 'Not Found', message: 'Parcel not found' },
    });
    const bad = (await c.callTool({ name: 'list_parcels', arguments: { limit: 5000 } })) as {
      isError?: boolean;
      content: { text: string }[];
    };
    expect(bad.isError).toBe(true);
    expect(bad.content[0]!.text).toMatch(/limit/);
  });

  it('keeps out whom the route’s guard keeps out: 401 anonymous, 403 without data access', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Authentication required' });
    const noData = await post(registered);
    expect(noData.status).toBe(403);
    expect(await noData.json()).toMatchObject({ message: 'Please contact admin for further access' });
    await expect(connect({ authorization: 'Bearer not-a-token' })).rejects.toThrow(/401/);
    // Stateless: no stream to open, no session to end.
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/api/mcp`, { method, headers: subscribed });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    expect((await fetch(`${base}/api/mcp`)).status).toBe(401);
    const ok = await post(subscribed);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: 1, result: { serverInfo: { name: 'utah-land' } } });
  });
});

describe('[MCP] the MCP server over stdio (npm run mcp)', () => {
  /** The environment of `npm run mcp` on this test's database, with `credential` as the caller's. */
  const envWith = (credential: string) => ({
    ...(process.env as Record<string, string>),
    DATABASE_URL: t.config.DATABASE_URL!,
    JWT_SECRET: t.config.JWT_SECRET!,
    LOG_LEVEL: 'warn',
    UTAH_LAND_TOKEN: credential,
  });

  it('lists the same tools and answers as the caller of its credential, at each call', async () => {
    const user = await createUser(t, 'user', 'Free Trial');
    const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'npm',
        args: ['run', '--silent', 'mcp'],
        cwd: ROOT,
        env: envWith(user.headers.authorization.slice('Bearer '.length)),
        stderr: 'pipe',
      }),
    );
    clients.push(client);
    expect((await client.listTools()).tools.map((x) => x.name).sort()).toEqual(TOOLS);
    expect(await call(client, 'parcel_detail', { id: ids.parcel })).toEqual({
      isError: false,
      json: { id: ids.parcel, placeholder: true, message: ACCESS_MESSAGES.upgradeToView },
    });
    // The trial ends: the next call is refused as the route would refuse it.
    await setStatusDirectly(t, user.id, 'Free Trial Ended');
    expect(await call(client, 'parcel_detail', { id: ids.parcel })).toEqual({
      isError: true,
      json: { statusCode: 403, error: 'Forbidden', message: 'Please upgrade your subscription to continue.' },
    });
  }, 120_000);

  it('refuses to start for a credential the guard refuses, saying why', async () => {
    const child = spawn('npm', ['run', '--silent', 'mcp'], {
      cwd: ROOT,
      env: envWith(registered.authorization.slice('Bearer '.length)),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('Please contact admin for further access');
  }, 120_000);
});
