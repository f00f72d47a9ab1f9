import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedUser, type SeededUser } from './users-fixtures.js';
import { loadDemoData, selfCrossingStar } from './map-fixtures.js';

// Issue 12, 'Tests': every route of the OpenAPI document, each parameter (path, query, JSON body property) sent
// malformed in turn (NUL bytes, huge numbers, negative, empty, very long, broken JSON, a self-crossing polygon for
// coordinate parameters) by an admin, so no guard hides a handler. Not one answer may be a 500, and none may take
// longer than the read statement timeout plus a margin for a busy machine.
// Issue 26 items 2 and 6: every parameter and body property also as an id past PostgreSQL's integer (2147483648)
// and past JavaScript's safe integers (9007199254740993), and every route that takes a body (any method but GET)
// gets deeply nested JSON and bodies over its size limit. These are refused before any query runs, or match no
// row: 0 answers of 500 and each under 1 s.

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
/** The document's paths are relative to its first server (the versioned prefix, /api/v1). */
type OpenApi = { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const STATEMENT_TIMEOUT_MS = 5000;
/** Room for a busy two-core machine on top of the statement timeout (JSON work, queueing for the pool). */
const MARGIN_MS = 5000;
const HUGE_INTEGER = '99999999999999999999';
/** One past PostgreSQL's integer (int4) and one past Number.MAX_SAFE_INTEGER (it reads as ...992). */
const INT4_OVERFLOW = '2147483648';
const UNSAFE_INTEGER = '9007199254740993';
/** The bound on the probes of issue 26 (ids, nesting, size): refused or answered without real work. */
const QUICK_MS = 1000;
/** 20 KB of `[[[…]]]`: the body that took 0.1–0.5 s (11 s loaded) and answered 500 in issue 26. */
const DEEP_ARRAY = '['.repeat(10_000) + ']'.repeat(10_000);
const DEEP_OBJECT = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
/** One level past the JSON depth limit (apps/api/src/plugins/json-body.ts), inside an otherwise valid body. */
const JUST_TOO_DEEP = '['.repeat(40) + ']'.repeat(40);
/** Past the 5 MB the server once took on every route, and past the small default limit of most routes. */
const OVERSIZE = JSON.stringify({ pad: 'x'.repeat(5 * 1024 * 1024 + 1) });
const OVER_SMALL_LIMIT = JSON.stringify({ pad: 'x'.repeat(200 * 1024) });
const polygon = JSON.stringify(selfCrossingStar(300));

/** A plausible valid value for a schema, so that only the parameter under test is malformed. */
function sample(s: Schema | undefined, name = ''): unknown {
  if (!s) return 'fuzz';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], name);
  if (s.allOf?.length) return sample(s.allOf[0], name);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key], key);
      return out;
    }
    default:
      if (s.format === 'email' || /email/i.test(name)) return 'fuzz@example.test';
      if (s.format === 'uri' || /url/i.test(name)) return 'https://example.test/';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (s.format === 'date') return '2026-01-01';
      return 'f'.repeat(Math.max(s.minLength ?? 4, 4));
  }
}

/** Malformed values of a path or query parameter (as they appear in the URL, before encoding). */
function textVariants(name: string): Record<string, string> {
  const v: Record<string, string> = {
    nul: 'a\u0000b',
    '1e308': '1e308',
    'huge integer': HUGE_INTEGER,
    negative: '-1',
    empty: '',
    'very long': 'x'.repeat(5000),
    'broken JSON': '{"a":[',
    'id past int4': INT4_OVERFLOW,
    'id past safe integers': UNSAFE_INTEGER,
  };
  if (/coord|polygon/i.test(name)) v['self-crossing polygon'] = polygon;
  return v;
}

/** Malformed values of a JSON body property, as raw JSON text. */
const BODY_VARIANTS: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  '1e308': '1e308',
  'huge integer': HUGE_INTEGER,
  negative: '-1',
  empty: '""',
  'very long': JSON.stringify('x'.repeat(20_000)),
  null: 'null',
  object: '{"$gt":""}',
  array: '[[[]]]',
  'id past int4': INT4_OVERFLOW,
  'id past safe integers': UNSAFE_INTEGER,
  'ids past int4': `[${INT4_OVERFLOW}]`,
  'ids past safe integers': `[${UNSAFE_INTEGER}]`,
  'too deep': JUST_TOO_DEEP,
};
/** The variants of issue 26, held to QUICK_MS. */
const QUICK_VARIANTS = /id past|ids past|too deep|deeply nested|over (its|the) size/;

interface Probe {
  route: string;
  variant: string;
  method: string;
  url: string;
  body?: string;
  /** The longest the answer may take. */
  limitMs: number;
}

function fillPath(path: string, params: Parameter[], override?: [string, string]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.[0] === name) return encodeURIComponent(override[1]);
    const p = params.find((x) => x.name === name);
    const value = sample(p?.schema, name);
    // Ids that match no row: a fuzzed call must never change the data of another probe.
    return encodeURIComponent(typeof value === 'number' ? '987654321' : String(value));
  });
}

function probesOf(doc: OpenApi): Probe[] {
  const probes: Probe[] = [];
  const server = doc.servers[0]!.url;
  const fill = (path: string, params: Parameter[], override?: [string, string]) =>
    server + fillPath(path, params, override);
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const route = `${method.toUpperCase()} ${path}`;
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const baseBody = bodySchema ? sample(bodySchema) : undefined;
      const baseQuery = new URLSearchParams();
      for (const p of params.filter((x) => x.in === 'query' && x.required))
        baseQuery.set(p.name, String(sample(p.schema, p.name)));
      const withQuery = (url: string, q: URLSearchParams) => (q.size ? `${url}?${q}` : url);
      const body = baseBody === undefined ? undefined : JSON.stringify(baseBody);
      const add = (p: Omit<Probe, 'route' | 'method' | 'limitMs'>) =>
        probes.push({
          route,
          method,
          ...p,
          limitMs: QUICK_VARIANTS.test(p.variant) ? QUICK_MS : STATEMENT_TIMEOUT_MS + MARGIN_MS,
        });

      for (const p of params) {
        for (const [variant, value] of Object.entries(textVariants(p.name))) {
          const q = new URLSearchParams(baseQuery);
          if (p.in === 'query') q.set(p.name, value);
          const url = fill(path, params, p.in === 'path' ? [p.name, value] : undefined);
          add({ variant: `${p.in} ${p.name}: ${variant}`, url: withQuery(url, q), body });
        }
      }
      const url = withQuery(fill(path, params), baseQuery);
      // Fastify parses a JSON body on any route that may have one, documented or not (e.g. the unsubscribe link).
      if (method !== 'get') {
        add({ variant: 'body: deeply nested array', url, body: DEEP_ARRAY });
        add({ variant: 'body: deeply nested object', url, body: DEEP_OBJECT });
        add({ variant: 'body: over the size limit of every route', url, body: OVERSIZE });
        add({ variant: 'body: over the size limit of most routes', url, body: OVER_SMALL_LIMIT });
      }
      if (baseBody === undefined) continue;
      add({ variant: 'body: broken JSON', url, body: '{"a": [1, ' });
      add({ variant: 'body: NUL in a key', url, body: '{"a\\u0000b": 1}' });
      add({ variant: 'body: not an object', url, body: '"just a string"' });
      const props = Object.keys(bodySchema?.properties ?? {});
      for (const prop of props) {
        for (const [variant, raw] of Object.entries(BODY_VARIANTS)) {
          const text = JSON.stringify({ ...(baseBody as object), [prop]: '__FUZZ__' }).replace(
            '"__FUZZ__"',
            raw,
          );
          add({ variant: `body ${prop}: ${variant}`, url, body: text });
        }
        if (/coord|polygon/i.test(prop)) {
          const text = JSON.stringify({ ...(baseBody as object), [prop]: selfCrossingStar(300) });
          add({ variant: `body ${prop}: self-crossing polygon`, url, body: text });
        }
      }
    }
  }
  return probes;
}

describe('[FUZZ] malformed input on every route of the OpenAPI document', () => {
  let t: TestApp;
  let admin: SeededUser;
  beforeAll(async () => {
    t = await createTestApp({
      STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      AUTH_RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_IP_MAX: '1000000',
    });
    await loadDemoData(t);
    admin = await seedUser(t, { role: 'admin', status: 'Subscribed' });
  });
  afterAll(() => t?.close());

  /** A fresh admin token: a probe (logout, a password change) may have ended the previous session. */
  async function adminToken() {
    const row = await t.database.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    return t.app.jwt.sign({ sub: admin.id, ver: row.token_version });
  }

  it(
    '0 answers of 500, none slower than the statement timeout, and refusals under 1 s',
    { timeout: 30 * 60_000 },
    async () => {
      const doc = t.app.swagger() as unknown as OpenApi;
      const probes = probesOf(doc);
      expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
      const failures: string[] = [];
      const statuses = new Map<string, number>();
      let token = await adminToken();
      let lastRoute = '';
      for (const probe of probes) {
        if (probe.route !== lastRoute) {
          token = await adminToken();
          lastRoute = probe.route;
        }
        const started = Date.now();
        const res = await t.app.inject({
          method: probe.method.toUpperCase() as 'GET',
          url: probe.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(probe.body !== undefined ? { payload: probe.body } : {}),
        });
        const ms = Date.now() - started;
        const key = `${probe.route} ${res.statusCode}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (res.statusCode >= 500 && res.statusCode !== 503)
          failures.push(`${probe.route} [${probe.variant}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (res.statusCode === 503 && !/took too long|Payments/i.test(res.body))
          failures.push(`${probe.route} [${probe.variant}] → 503 ${res.body.slice(0, 160)}`);
        if (ms > probe.limitMs)
          failures.push(`${probe.route} [${probe.variant}] took ${ms} ms (status ${res.statusCode})`);
      }
      console.log(`fuzz: ${probes.length} requests over ${Object.keys(doc.paths).length} paths`);
      if (process.env.FUZZ_STATUSES) console.log([...statuses].map(([k, n]) => `${k} ×${n}`).join('\n'));
      expect(
        failures,
        `${failures.length} of ${probes.length} probes failed:\n${failures.join('\n')}`,
      ).toEqual([]);
    },
  );
});
