// The OpenAPI document's schemas compiled with Ajv, as a client's validator would: every schema of the document
// (openapi.test.ts) and the answers of the API tests against their operation's schema (test-app.ts, CHECK_ANSWERS).
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';

// ajv-formats is CommonJS: under Node's ESM its default import is the plugin function itself.
const addFormats = addFormatsModule as unknown as FormatsPlugin;

export interface OpenApiDoc {
  openapi: string;
  servers?: { url: string }[];
  components: { schemas: Record<string, unknown>; responses?: Record<string, Response> };
  paths: Record<string, Record<string, Operation>>;
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}
export interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, Response>;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const COMPONENT = 'https://contract.invalid/components/schemas/';
/**
 * A copy of an OpenAPI 3.0 schema as draft-07 JSON Schema: `#/components/schemas/X` refs name the component's own
 * id in Ajv, and 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (draft-04's, next to `minimum`/`maximum`)
 * become the numbers of draft-06 on.
 */
function withComponentRefs(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string') return value.replace('#/components/schemas/', COMPONENT);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const s = { ...(value as Record<string, unknown>) };
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof s[exclusive] !== 'boolean') continue;
      if (s[exclusive]) s[exclusive] = s[bound];
      else delete s[exclusive];
      if (s[exclusive] !== undefined) delete s[bound];
    }
    return s;
  });
}

/**
 * Ajv for an OpenAPI 3.0 document (@fastify/swagger writes 3.0.3): JSON Schema draft-07 with OpenAPI's `nullable`
 * (Ajv's own), its formats, and its annotation keywords; strict, so an unknown keyword is an error. Each component
 * schema is added under its own id.
 */
export function documentAjv(doc: OpenApiDoc) {
  const ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  for (const [name, schema] of Object.entries(doc.components.schemas))
    ajv.addSchema(withComponentRefs(schema) as object, COMPONENT + name);
  return ajv;
}

/** Every schema of the document with its JSON pointer: components, parameters, bodies and answers. */
export function schemaPointers(doc: OpenApiDoc): string[] {
  const out = Object.keys(doc.components.schemas).map((name) => `/${pointer('components', 'schemas', name)}`);
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const at = (...parts: string[]) => `/${pointer('paths', path, method, ...parts)}`;
      op.parameters?.forEach((_, i) => out.push(at('parameters', String(i), 'schema')));
      for (const type of Object.keys(op.requestBody?.content ?? {}))
        out.push(at('requestBody', 'content', type, 'schema'));
      for (const [status, answer] of Object.entries(op.responses))
        for (const [type, media] of Object.entries(answer.content ?? {}))
          if (media.schema) out.push(at('responses', status, 'content', type, 'schema'));
    }
  }
  return out;
}

/** Compiles the schema at a pointer of the document (refs to its components resolved). */
export function compileAt(ajv: Ajv, doc: OpenApiDoc, at: string): ValidateFunction {
  const schema = at
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
  return at.startsWith('/components/schemas/')
    ? ajv.getSchema(
        COMPONENT + at.slice('/components/schemas/'.length).replace(/~1/g, '/').replace(/~0/g, '~'),
      )!
    : ajv.compile(withComponentRefs(schema) as object);
}

/**
 * Checks API answers against the document: the status must be one the operation lists, and a JSON body must
 * match its schema (error answers the shared error schema). Violations are collected, not thrown.
 */
export class AnswerChecker {
  readonly violations: string[] = [];
  private readonly seen = new Set<string>();
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: { method: string; path: string; match: RegExp }[] = [];
  constructor(private readonly doc: OpenApiDoc) {
    this.ajv = documentAjv(doc);
    for (const [path, ops] of Object.entries(doc.paths))
      for (const method of Object.keys(ops)) {
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
        this.routes.push({ method, path, match: new RegExp(`^${source}$`) });
      }
    // Static paths before parameterised ones, as Fastify routes them.
    this.routes.sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  }

  private report(violation: string) {
    if (this.seen.has(violation)) return;
    this.seen.add(violation);
    this.violations.push(violation);
  }

  /** One answer to `method url` (`/api/...` or `/api/v1/...`, with its query). */
  check(method: string, url: string, status: number, contentType: string, body: string) {
    const m = method.toLowerCase();
    const requested = (url.split('?')[0] ?? '').replace(/^\/api(\/v1)?(?=\/)/, '');
    const path = this.routes.find((r) => r.method === m && r.match.test(requested))?.path;
    const op = path && this.doc.paths[path]?.[m];
    if (!op) return; // not a documented route: an unknown path (404), the docs' own pages
    const label = `${method} ${path} ${status}`;
    let answer = op.responses[String(status)];
    if (!answer) {
      this.report(`${label}: status not in the document`);
      return;
    }
    if (answer.$ref) answer = this.doc.components.responses![answer.$ref.split('/').pop()!]!;
    const type = contentType.split(';')[0]!.trim();
    if (!answer.content) {
      if (body.length) this.report(`${label}: a body where the document lists none`);
      return;
    }
    const media = answer.content[type];
    if (!media) {
      this.report(`${label}: ${type || 'no content type'}, not ${Object.keys(answer.content).join(', ')}`);
      return;
    }
    if (!type.endsWith('json') || type === 'application/geo+json') return; // a file
    const at = `/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', type, 'schema')}`;
    const schemaAt = op.responses[String(status)]!.$ref
      ? `/${pointer('components', 'schemas', 'Error')}`
      : at;
    let validate = this.validators.get(schemaAt);
    if (!validate) this.validators.set(schemaAt, (validate = compileAt(this.ajv, this.doc, schemaAt)));
    if (!validate(JSON.parse(body)))
      this.report(`${label}: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' }).slice(0, 300)}`);
  }
}
