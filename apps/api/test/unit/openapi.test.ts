import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, openApiDocument, openApiText } from '../../src/openapi.js';

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
