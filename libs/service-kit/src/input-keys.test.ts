import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { zodErrors } from './problem-details';
import { nulPaths } from './nul-characters';

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

describe('zodErrors keyed by client input', () => {
  const schema = z.strictObject({ name: z.string(), address: z.strictObject({ city: z.string() }).optional() });

  test.each(PROTOTYPE_NAMES)('an unknown key %s is named as an ordinary field, top level and nested', (name) => {
    const input = JSON.parse(`{"name":"x",${JSON.stringify(name)}:1,"address":{"city":"y",${JSON.stringify(name)}:2}}`);
    const errors = zodErrors(schema.safeParse(input).error!);
    expect(JSON.parse(JSON.stringify(errors))).toEqual({ [name]: ['is not a known field'], [`address.${name}`]: ['is not a known field'] });
  });
});

describe('nulPaths', () => {
  test('names every string value and key holding NUL, at any depth, with the prefix', () => {
    const value = { a: 'ok', b: 'x\u0000', c: [{ d: '\u0000' }], 'e\u0000': 1, f: { g: 2 } };
    expect(nulPaths(value, 'query')).toEqual(['query.b', 'query.c.0.d', 'query.e\\u0000']);
    expect(nulPaths('\u0000')).toEqual(['(body)']);
    expect(nulPaths({ a: 'clean', b: [1, null, true] })).toEqual([]);
  });
});
