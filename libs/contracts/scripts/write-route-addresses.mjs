// Writes src/http/route-addresses.ts from the route declarations (run through `npx nx run contracts:route-addresses`,
// which builds the contracts first).
import { writeFile } from 'node:fs/promises';
import { ROUTES } from '../dist/index.js';
import { ROUTE_ADDRESSES_FILE, routeAddressesFile } from '../dist/http/route-addresses-file.js';

await writeFile(ROUTE_ADDRESSES_FILE, routeAddressesFile(ROUTES));
console.log(`wrote ${ROUTE_ADDRESSES_FILE}`);
