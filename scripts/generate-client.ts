/** `npm run client:generate`: writes libs/client/src/schema.ts from the served OpenAPI document. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSchemaSource } from './client-source';

const target = path.resolve(import.meta.dirname, '../libs/client/src/schema.ts');
writeFileSync(target, await generateSchemaSource());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
