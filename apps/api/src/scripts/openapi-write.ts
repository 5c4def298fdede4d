import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { buildOpenApiDocument, OPENAPI_FILE } from '../openapi-document';

// Writes the API's OpenAPI document to docs/openapi.json, for integrators to read without running the API.
const file = path.join(ROOT_DIR, OPENAPI_FILE);
writeFileSync(file, await buildOpenApiDocument());
console.log(`Wrote ${OPENAPI_FILE}`);
