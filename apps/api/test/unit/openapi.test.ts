import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, openApiDocument, openApiText } from '../../src/openapi.js';
import { API_VERSION, HANDLER_ERRORS, OTHER_ANSWERS } from '../../src/plugins/openapi-contract.js';
import {
  AnswerChecker,
  compileAt,
  documentAjv,
  schemaPointers,
  type OpenApiDoc,
  type Operation,
} from '../support/openapi-schemas.js';

// The committed OpenAPI document is the contract the web and reviewers read: a change of any route's path, input
// or answer must come with the regenerated file (`npm run openapi`), so it shows in review.
describe('the committed OpenAPI document', () => {
  it('is the one the route schemas generate', async () => {
    const committed = readFileSync(join(import.meta.dirname, '../../../..', OPENAPI_PATH), 'utf8');
    expect(openApiText(await openApiDocument()), 'run `npm run openapi` and commit docs/openapi.json').toBe(
      committed,
    );
  }, 60_000);

  it('names every operation once', async () => {
    const doc = (await openApiDocument()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);
});

// The contract integrators generate clients from (docs/api.md, "Versions and the contract"): linted with Redocly's
// recommended rules, every schema compiled as a validator would, and what the document promises checked here.
describe('the published contract', () => {
  let doc: OpenApiDoc;
  beforeAll(async () => {
    doc = (await openApiDocument()) as unknown as OpenApiDoc;
  }, 60_000);
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );

  it('passes `redocly lint` (recommended rules, redocly.yaml) with no error, offline', () => {
    const root = join(import.meta.dirname, '../../../..');
    const out = execFileSync(
      process.execPath,
      [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', OPENAPI_PATH, '--format=json'],
      {
        cwd: root,
        encoding: 'utf8',
        // Nothing leaves the machine: no telemetry (also off in redocly.yaml), no update check.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const report = JSON.parse(out) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('compiles every schema with Ajv (OpenAPI 3.0: draft-07 and nullable)', () => {
    expect(doc.openapi).toMatch(/^3\.0\./);
    const failures: string[] = [];
    let ajv: ReturnType<typeof documentAjv>;
    try {
      ajv = documentAjv(doc);
    } catch (err) {
      ajv = undefined as never;
      failures.push(`components: ${(err as Error).message}`);
    }
    const pointers = schemaPointers(doc);
    for (const at of pointers) {
      try {
        compileAt(ajv, doc, at);
      } catch (err) {
        failures.push(`${at}: ${(err as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(pointers.length).toBeGreaterThan(300);
    // Compiling every schema is CPU work that takes seconds on a loaded two-core machine.
  }, 60_000);

  it('carries the version, the v1 server and both credentials', () => {
    const d = doc as unknown as {
      info: { version: string };
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(d.info.version).toBe(API_VERSION);
    expect(API_VERSION).toMatch(/^1\.\d+\.\d+$/);
    expect(doc.servers?.[0]).toMatchObject({ url: '/api/v1' });
    expect(d.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    });
  });

  it('lists the error answers of every operation with the shared error schema', () => {
    const schemaOf = (op: Operation, status: string) => op.responses[status];
    for (const { key, op } of operations()) {
      expect(schemaOf(op, '503'), key).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
      const secured = op.security === undefined || op.security.length > 0;
      // Anonymous routes cannot answer 401/403 from a guard; signed-in ones always can.
      if (secured) {
        expect(op.security, key).toEqual([{ bearer: [] }, { apiKey: [] }]);
        expect(schemaOf(op, '401'), key).toEqual({ $ref: '#/components/responses/Unauthorized' });
        expect(schemaOf(op, '403'), key).toBeDefined();
      }
      if (op.parameters?.length || op.requestBody) expect(schemaOf(op, '400'), key).toBeDefined();
      if (op.requestBody) expect(schemaOf(op, '413'), key).toBeDefined();
    }
    expect(doc.paths['/health']!.get!.security).toEqual([]);
    expect(doc.paths['/auth/login']!.post!.responses).toHaveProperty('401');
    // A status the route answers with its own schema keeps it: sign-in's 403 carries an account-only session.
    expect(
      doc.paths['/auth/login']!.post!.responses['403']!.content?.['application/json']?.schema,
    ).toMatchObject({
      anyOf: expect.any(Array),
    });
    expect(doc.paths['/auth/register']!.post!.responses).toHaveProperty('409');
    expect(doc.components.responses?.NotFound?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.schemas.Error).toMatchObject({ required: ['statusCode', 'error', 'message'] });
  });

  it("catches answers the document does not describe (the API tests' check, test-app.ts)", () => {
    const checker = new AnswerChecker(doc);
    const json = 'application/json; charset=utf-8';
    const error = (status: number, error: string) =>
      JSON.stringify({ statusCode: status, error, message: 'm' });
    checker.check('GET', '/api/v1/users/5', 404, json, error(404, 'Not Found'));
    checker.check('GET', '/api/parcels/coords?lat=1', 400, json, error(400, 'Bad Request'));
    checker.check('GET', '/api/v1/no-such-route', 404, json, error(404, 'Not Found'));
    expect(checker.violations).toEqual([]);
    checker.check('GET', '/api/v1/health', 418, json, '{}');
    checker.check('GET', '/api/parcels/coords?lat=1', 400, json, '{"message":1}');
    checker.check('GET', '/api/area-export', 200, 'application/pdf', '%PDF');
    expect(checker.violations).toEqual([
      'GET /health 418: status not in the document',
      expect.stringMatching(/^GET \/parcels\/coords 400: body must have required property 'statusCode'/),
      expect.stringMatching(/^GET \/area-export 200: application\/pdf, not application\/geo\+json/),
    ]);
  });

  it('names only existing routes in the tables of handler errors and other answers', () => {
    const keys = [...Object.keys(HANDLER_ERRORS), ...Object.keys(OTHER_ANSWERS)];
    const stale = keys.filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return !doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    });
    expect(stale).toEqual([]);
  });

  it('gives every file answer its media type, and the empty tile its 204', () => {
    const exportTypes = Object.keys(doc.paths['/area-export']!.get!.responses['200']!.content!);
    expect(exportTypes).toEqual([
      'application/geo+json',
      'application/vnd.google-earth.kml+xml',
      'text/csv',
      'application/zip',
    ]);
    const tile = doc.paths['/tiles/{layer}/{z}/{x}/{y}.mvt']!.get!.responses;
    expect(Object.keys(tile['200']!.content!)).toEqual(['application/vnd.mapbox-vector-tile']);
    expect(tile['204']).toEqual({ description: expect.any(String) });
    // Every other success is JSON with a schema, or a documented answer without a body.
    for (const { key, op } of operations())
      for (const [status, answer] of Object.entries(op.responses))
        if (
          status.startsWith('2') &&
          answer.content &&
          key !== 'GET /area-export' &&
          !key.startsWith('GET /tiles/')
        )
          expect(Object.keys(answer.content), `${key} ${status}`).toEqual([
            key === 'GET /user-subscriptions/sandbox/checkout/{sessionId}' ? 'text/html' : 'application/json',
          ]);
  });
});
