// Writes docs/api/openapi.yaml from the route declarations and the prose file (run through `npx nx run gateway:openapi`,
// which builds the gateway and the contracts first).
import { readFile, writeFile } from 'node:fs/promises';
import { generateOpenApi } from '../dist/openapi/openapi-generator.js';
import { OPENAPI_FILE, OPENAPI_PROSE_FILE } from '../dist/openapi/openapi-document.js';

await writeFile(OPENAPI_FILE, generateOpenApi(await readFile(OPENAPI_PROSE_FILE, 'utf8')));
console.log(`wrote ${OPENAPI_FILE}`);
