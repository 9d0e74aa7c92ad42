import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { generateSchemaSource } from '../scripts/client-source';

test('the checked-in client matches the served OpenAPI document (else: npm run client:generate)', async () => {
  const checkedIn = readFileSync(path.resolve(import.meta.dirname, '../libs/client/src/schema.ts'), 'utf8');
  expect(checkedIn === (await generateSchemaSource())).toBe(true);
});
