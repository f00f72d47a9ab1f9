import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/openapi.js';
import { OPENAPI_CLIENT_PATH, openApiClientTypesOf } from '../../../../scripts/openapi-client.js';

// The web's typed client (apps/web/src/api/client.ts) takes its paths and answers from types generated out of the
// committed document: they must be the ones the document gives today (openapi.test.ts keeps the document equal to
// the routes).
describe("the web client's generated types", () => {
  it('are the ones docs/openapi.json generates', async () => {
    const root = join(import.meta.dirname, '../../../..');
    const committed = readFileSync(join(root, OPENAPI_CLIENT_PATH), 'utf8');
    expect(
      await openApiClientTypesOf(join(root, OPENAPI_PATH)),
      `run \`npm run openapi\` and commit ${OPENAPI_CLIENT_PATH}`,
    ).toBe(committed);
  }, 60_000);
});
