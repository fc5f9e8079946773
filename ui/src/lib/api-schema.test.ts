// The API types are generated from the committed contract (openapi.json, a snapshot of the
// server's /api/openapi.json): if either changes without the other, this fails.

import openapiTS from 'openapi-typescript';
import { expect, it } from 'vitest';
import contract from '../../openapi.json?raw';
import committed from './api-schema.d.ts?raw';

it('api-schema.d.ts is what openapi-typescript makes of openapi.json (else run `npm run gen:api`)', async () => {
  expect(committed).toBe(await openapiTS(JSON.parse(contract)));
});
