// The web's typed client is generated from the committed OpenAPI document: `openapi-typescript` turns
// docs/openapi.json into the path, query and answer types of apps/web/src/api/openapi.generated.ts, which
// apps/web/src/api/client.ts hands to `openapi-fetch`. `npm run openapi` rewrites both files;
// apps/api/test/unit/openapi-client.test.ts fails while the generated types are stale.
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live, from the repository's root. */
export const OPENAPI_CLIENT_PATH = 'apps/web/src/api/openapi.generated.ts';

const HEADER = `// Generated from docs/openapi.json by \`npm run openapi\` (scripts/openapi-client.ts). Never edit by hand.\n\n`;

/** The TypeScript types of the document's paths, as committed in OPENAPI_CLIENT_PATH. */
export async function openApiClientTypes(documentText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(documentText) as Parameters<typeof openapiTS>[0], {
    // Optional fields stay optional (`?`), and an answer without a schema is `unknown`, never `any`.
    defaultNonNullable: false,
    alphabetize: false,
  });
  return HEADER + astToString(ast);
}

export async function openApiClientTypesOf(documentPath: string): Promise<string> {
  return openApiClientTypes(readFileSync(documentPath, 'utf8'));
}
