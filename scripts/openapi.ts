// Regenerates docs/openapi.json from the route schemas. Usage: npm run openapi
import { writeFileSync } from 'node:fs';
import { OPENAPI_PATH, openApiDocument, openApiText } from '../apps/api/src/openapi.js';

writeFileSync(OPENAPI_PATH, openApiText(await openApiDocument()));
console.log(`wrote ${OPENAPI_PATH}`);
