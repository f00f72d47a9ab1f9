// Regenerates docs/openapi.json from the route schemas, then the web client's types from it
// (scripts/openapi-client.ts). Usage: npm run openapi
import { writeFileSync } from 'node:fs';
import { OPENAPI_PATH, openApiDocument, openApiText } from '../apps/api/src/openapi.js';
import { OPENAPI_CLIENT_PATH, openApiClientTypes } from './openapi-client.js';

const text = openApiText(await openApiDocument());
writeFileSync(OPENAPI_PATH, text);
console.log(`wrote ${OPENAPI_PATH}`);
writeFileSync(OPENAPI_CLIENT_PATH, await openApiClientTypes(text));
console.log(`wrote ${OPENAPI_CLIENT_PATH}`);
