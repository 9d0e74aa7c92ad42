import { beforeAll, describe, expect, test } from '@jest/globals';
import { facilityBody, harnessForFile } from './support/harness';

const h = harnessForFile('facilities_http', { BODY_LIMIT: '16kb' });
let existingId: string;
beforeAll(async () => {
  existingId = (await h.api('/api/facilities', { body: facilityBody() })).body.id;
});

const json = JSON.stringify({ name: 'Typ' });
const send = (contentType: string, rawBody = json, method = 'POST', path = '/api/facilities') =>
  h.api(path, { method, rawBody, headers: { 'content-type': contentType } });

describe('request content types (spec §4 rule 1)', () => {
  test.each(['application/json', 'application/json; charset=utf-8', 'text/json', 'application/merge-patch+json', 'application/vnd.care+json'])(
    '%s is accepted',
    async (type) => {
      const res = await send(type);
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Typ');
    },
  );

  test.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/octet-stream'])(
    '%s → 415 problem+json',
    async (type) => {
      const res = await send(type);
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  test('a form body on PUT → 415 too', async () => {
    expect((await send('application/x-www-form-urlencoded', 'name=X', 'PUT', `/api/facilities/${existingId}`)).status).toBe(415);
  });

  test('a body without a content type → 415', async () => {
    const res = await fetch(`${h.svc.url}/api/facilities`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': '' },
      body: new Blob([json]),
    });
    expect(res.status).toBe(415);
  });

  test.each(['{"name":', '{name: "x"}', "{'name':'x'}", 'undefined'])('malformed JSON (%s) → 400 MALFORMED_JSON', async (raw) => {
    const res = await send('application/json', raw);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  test('an empty body on POST → 400 validation', async () => {
    const res = await send('application/json', '');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('a POST without any body → 400 validation', async () => {
    const res = await h.api('/api/facilities', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('JSON null as the body → 400 validation', async () => {
    expect((await send('application/json', 'null')).body.code).toBe('VALIDATION_FAILED');
  });

  test('an unknown field → 400 naming it', async () => {
    const res = await h.api('/api/facilities', { body: { name: 'X', colour: 'blau' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ colour: ['is not a known field'] });
  });

  test(`a body over BODY_LIMIT → 413 problem+json, nothing stored`, async () => {
    const before = (await h.api('/api/facilities?pageSize=1')).body.totalCount;
    const res = await h.api('/api/facilities', { body: { name: 'Groß', notes: 'x'.repeat(20_000) } });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await h.api('/api/facilities?pageSize=1')).body.totalCount).toBe(before);
  });
});

describe('response content types (spec §4 rule 2)', () => {
  test('Accept: text/json gets text/json', async () => {
    const res = await h.api(`/api/facilities/${existingId}`, { headers: { accept: 'text/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/json/);
    expect(res.body.id).toBe(existingId);
  });

  test('Accept: text/json on create gets text/json', async () => {
    const res = await h.api('/api/facilities', { body: facilityBody(), headers: { accept: 'text/json' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/json/);
  });

  test.each(['application/json', '*/*', 'text/plain', 'text/plain, application/json;q=0.5'])('Accept: %s gets application/json', async (accept) => {
    const res = await h.api('/api/facilities', { headers: { accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Array.isArray(res.body.items)).toBe(true);
  });

  test('without Accept the body is application/json', async () => {
    expect((await h.api('/api/facilities')).headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('the id of by-id operations (spec §4 rule 3, §7 rule 3)', () => {
  test('PUT without an id is refused (4xx, problem+json)', async () => {
    const res = await h.api('/api/facilities', { method: 'PUT', body: { name: 'X' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  test('a blank id → 400', async () => {
    expect((await h.api('/api/facilities/%20')).status).toBe(400);
  });
});

describe('no delete operation for facilities (spec §4 rule 5)', () => {
  test('DELETE is refused and the facility remains', async () => {
    const res = await h.api(`/api/facilities/${existingId}`, { method: 'DELETE' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await h.api(`/api/facilities/${existingId}`)).status).toBe(200);
  });
});

describe('errors (spec §7 rule 1)', () => {
  test('every error is problem+json with type, title, status, detail and code', async () => {
    const res = await h.api('/api/facilities/0190d1c4-0000-7000-8000-000000000000');
    expect(res.body).toEqual(
      expect.objectContaining({ type: expect.any(String), title: 'Not Found', status: 404, detail: expect.any(String), code: 'NOT_FOUND' }),
    );
    expect(res.body.instance).toBe('/api/facilities/0190d1c4-0000-7000-8000-000000000000');
  });
});
