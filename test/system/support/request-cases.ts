/**
 * Requests for one documented operation, as fast-check arbitraries: fitting ones and hostile ones,
 * each tagged with its `kind` so a kind can be switched off by name (see api-properties.test.ts).
 */
import fc from 'fast-check';
import { SchemaArbitraries, type JsonSchema } from './schema-arbitraries';

export type CaseKind =
  | 'fitting'
  | 'hostile-fields'
  | 'prototype-keys-body'
  | 'prototype-keys-query'
  | 'nul-bytes-body'
  | 'nul-bytes-query'
  | 'huge-page'
  | 'malformed-json'
  | 'wrong-content-type'
  | 'bad-token'
  | 'bad-if-match';

export interface RequestCase {
  kind: CaseKind;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

const hostileSegments = ['%00', 'null', '%E2%82', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000', '__proto__', 'constructor'];
const prototypeKeys = ['"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}', '"prototype":1', '"__proto__":null'];
const hugePages = ['99999999999999999999', '1e21', '1e308', '9007199254740993', '-1', '0x10', 'Infinity'];

const withNul = (value: unknown): unknown => {
  if (typeof value === 'string') return `${value}\u0000x`;
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
};

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&');

export function requestCases(doc: Doc, path: string, method: string, ids: () => string[], token: string) {
  const op = doc.paths[path][method];
  const schemas = new SchemaArbitraries(doc.components.schemas);
  const params: Doc[] = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema: JsonSchema | undefined = op.requestBody?.content['application/json'].schema;
  const known = fc.integer({ min: 0, max: 1_000_000 }).map((i) => ids()[i % Math.max(1, ids().length)] ?? '0190aaaa-0000-7000-8000-000000000000');

  const pathArb = (hostile: boolean) =>
    fc
      .tuple(...pathParams.map((p) => (hostile ? fc.oneof(known, schemas.valid(p.schema), fc.constantFrom(...hostileSegments)) : fc.oneof(known, schemas.valid(p.schema)))))
      .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, hostile && hostileSegments.includes(String(values[i])) ? String(values[i]) : encodeURIComponent(String(values[i]))), path));
  const queryArb = (hostile: boolean) =>
    fc.record(Object.fromEntries(queryParams.map((p) => [p.name, hostile ? schemas.hostile(p.schema) : schemas.valid(p.schema)])), { requiredKeys: [] });
  const bodyArb = (hostile: boolean) => (bodySchema ? (hostile ? schemas.hostile(bodySchema) : schemas.valid(bodySchema)) : fc.constant(undefined));
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    authorization: `Bearer ${token}`,
    'x-requested-with': 'XMLHttpRequest',
    ...(bodySchema ? { 'content-type': 'application/json' } : {}),
    ...extra,
  });
  const build = (kind: CaseKind, hostile: boolean, change: (c: RequestCase, body: unknown, query: Record<string, unknown>) => RequestCase = (c) => c) =>
    fc.tuple(pathArb(hostile), queryArb(hostile), bodyArb(hostile)).map(([url, query, body]) => {
      const qs = queryString(query);
      const base: RequestCase = { kind, url: qs ? `${url}?${qs}` : url, method: method.toUpperCase(), headers: headers(), ...(bodySchema ? { body: JSON.stringify(body ?? null) } : {}) };
      return change(base, body, query);
    });

  const cases: Array<fc.Arbitrary<RequestCase>> = [build('fitting', false), build('hostile-fields', true)];
  cases.push(
    build('bad-token', false, (c) => ({ ...c, headers: { ...c.headers, authorization: 'Bearer not.a.token' } })),
    build('prototype-keys-query', false, (c) => ({ ...c, url: `${c.url}${c.url.includes('?') ? '&' : '?'}__proto__[polluted]=1&constructor[prototype][polluted]=1&toString=1` })),
    build('nul-bytes-query', false, (c, _b, query) => ({ ...c, url: `${c.url.split('?')[0]}?${queryString(withNul(query) as Record<string, unknown>)}%00` })),
  );
  if (op.parameters?.some((p: Doc) => p.in === 'header' && p.name === 'if-match')) {
    cases.push(build('bad-if-match', false, (c) => ({ ...c, headers: { ...c.headers, 'if-match': '"not-a-version"' } })));
  }
  if (queryParams.some((p) => p.name === 'page')) {
    cases.push(
      fc.tuple(build('huge-page', false), fc.constantFrom(...hugePages), fc.constantFrom('page', 'pageSize')).map(([c, value, name]) => ({
        ...c,
        url: `${c.url.split('?')[0]}?${name}=${value}`,
      })),
    );
  }
  if (bodySchema) {
    cases.push(
      build('prototype-keys-body', false, (c, body) => {
        const json = JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
        return { ...c, body: `{${prototypeKeys[json.length % prototypeKeys.length]}${json === '{}' ? '' : `,${json.slice(1, -1)}`}}` };
      }),
      build('nul-bytes-body', false, (c, body) => ({ ...c, body: JSON.stringify(withNul(body)) })),
      build('malformed-json', false, (c) => ({ ...c, body: `${c.body ?? ''}{"` })),
      build('wrong-content-type', false, (c) => ({ ...c, headers: { ...c.headers, 'content-type': 'text/plain' } })),
    );
  }
  const kinds = new Map<CaseKind, fc.Arbitrary<RequestCase>>();
  for (const arb of cases) kinds.set(fc.sample(arb, { numRuns: 1, seed: 1 })[0].kind, arb);
  return fc.oneof(...[...kinds].map(([kind, arbitrary]) => ({ arbitrary, weight: kind === 'fitting' ? 4 : kind === 'hostile-fields' ? 3 : 1 })));
}
