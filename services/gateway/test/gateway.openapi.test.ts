import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readModifyWrite } from '@cs/contracts';
import { allApis, allOperations } from '@cs/contracts/http/index';
import { call, TestIssuer } from '@cs/service-kit/testing/index';
import { startTestGateway } from './support/gateway';

let issuer: TestIssuer;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;

beforeAll(async () => {
  issuer = await TestIssuer.start();
  gateway = await startTestGateway({ JWKS_URL: issuer.jwksUrl });
  doc = (await call(`${gateway.url}/api/openapi.json`)).body;
});

afterAll(async () => {
  await gateway?.stop();
  await issuer?.stop();
});

/** Every `$ref` in the document. */
const refsIn = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsIn(v)))
    : [];

describe('GET /api/openapi.json', () => {
  test('is public OpenAPI 3.1 with a bearer security scheme and tags', async () => {
    const res = await call(`${gateway.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.tags.map((t: { name: string }) => t.name)).toContain('Facilities');
  });

  test('covers every operation the contracts declare, with its tag, parameters, body and responses', () => {
    const operations = allOperations();
    expect(operations.length).toBeGreaterThan(0);
    for (const [name, op] of operations) {
      const documented = doc.paths[op.path]?.[op.method];
      expect([name, documented?.operationId]).toEqual([name, name]);
      expect(documented.tags).toEqual([op.tag]);
      expect(documented.responses[String(op.status ?? 200)]).toBeDefined();
      expect(documented.responses['400'].content['application/problem+json'].schema.$ref).toMatch(/^#\/components\/schemas\/\w*Problem400/);
      const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const documentedPathParams = (documented.parameters ?? []).filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name);
      expect(documentedPathParams.sort()).toEqual(pathParams.sort());
      if (op.body) expect(documented.requestBody.content['application/json'].schema).toBeDefined();
      if (op.refreshCookie === 'rotate' || op.refreshCookie === 'clear') expect(documented.security).toEqual([{ refreshCookie: [] }]);
      else if (op.permission === 'public') expect(documented.security).toEqual([]);
      else expect(documented.responses['401']).toBeDefined();
      for (const entry of op.errors ?? []) {
        const code = typeof entry === 'number' ? entry : entry.status;
        expect([name, code, documented.responses[String(code)] !== undefined]).toEqual([name, code, true]);
      }
    }
  });

  test('documents no operation the contracts do not declare', () => {
    const documented = Object.values(doc.paths).flatMap((item) => Object.keys(item as object)).length;
    expect(documented).toBe(allOperations().length);
  });

  test('every $ref points at a component that exists', () => {
    for (const ref of refsIn(doc)) {
      const [, , section, name] = ref.split('/');
      expect([ref, doc.components[section]?.[name] !== undefined]).toEqual([ref, true]);
    }
  });
});

describe('GET /api/docs', () => {
  test('serves an HTML reference page without a token', async () => {
    const res = await call(`${gateway.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('swagger-ui');
  });

  test('every script and stylesheet of the page is served by the gateway itself (works offline)', async () => {
    const page = (await call(`${gateway.url}/api/docs`)).text;
    const assets = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/')).toBe(true);
      const res = await fetch(`${gateway.url}${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
      await res.arrayBuffer();
    }
  });
});

describe('read, change, save in the document', () => {
  const updates = Object.values(allApis).flatMap((api) =>
    Object.keys(api).flatMap((name) => {
      const rmw = readModifyWrite(api, name);
      return rmw ? [{ update: api[name], read: api[rmw.read], rmw }] : [];
    }),
  );
  const resolve = (schema: { $ref?: string }) => (schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop() as string] : schema);

  test('every update’s read-only fields are readOnly in its read’s answer and optional readOnly properties of its body', () => {
    expect(updates.length).toBeGreaterThanOrEqual(12);
    for (const { update, read, rmw } of updates) {
      const answer = resolve(doc.paths[read.path].get.responses['200'].content['application/json'].schema);
      const body = resolve(doc.paths[update.path][update.method].requestBody.content['application/json'].schema);
      for (const field of rmw.readOnly) {
        expect([update.path, field, answer.properties[field].readOnly, body.properties[field]?.readOnly]).toEqual([update.path, field, true, true]);
        expect(body.required ?? []).not.toContain(field);
      }
    }
  });

  test('request bodies list every JSON media type the services accept; an optional body is not required', () => {
    const restore = doc.paths['/api/trash/assignments/{id}/restore'].post.requestBody;
    expect(Object.keys(restore.content)).toEqual(['application/json', 'text/json', 'application/*+json']);
    expect(restore.required).toBe(false);
    expect(doc.paths['/api/facilities'].post.requestBody.required).toBe(true);
    expect(Object.keys(doc.paths['/api/facilities/{id}'].get.responses['200'].content)).toEqual(['application/json', 'text/json']);
  });
});
