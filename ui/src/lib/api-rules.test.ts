// The forms' rules are generated from the committed contract (openapi.json, where the server
// publishes each field's declaration): if either changes without the other, this fails.

import { expect, it } from 'vitest';
import { rulesModule } from '../../scripts/gen-rules.mjs';
import contract from '../../openapi.json?raw';
import committed from './api-rules.ts?raw';
import { ContactInput } from './api-rules';
import { checkText } from './field-rules';

it('api-rules.ts is what scripts/gen-rules.mjs makes of openapi.json (else run `npm run gen:api`)', () => {
  expect(committed).toBe(rulesModule(JSON.parse(contract)));
});

it('a form says what the server would, in the server’s words', () => {
  expect(checkText(ContactInput.name, ' A ')).toBe('Name must be at least 2 characters');
  expect(checkText(ContactInput.name, 'N'.repeat(101))).toBe('Name must be at most 100 characters');
  expect(checkText(ContactInput.name, 'Ana')).toBeUndefined();
});
