import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { eventsFor } from './support/fixtures';

const h = Harness.forFile('settings_api');

const path = '/api/settings/assignment-validation';

describe('assignment validation settings', () => {
  test('when nothing was changed yet, then the documented defaults apply', async () => {
    const res = await h.call(path);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      qualification: 'Error',
      availability: 'Error',
      workingHours: 'Warning',
      overlap: 'Error',
      contractCoverage: 'Warning',
      version: 1,
    });
    expect(res.headers.get('etag')).toBe('"1"');
  });

  test('when an admin changes severities, then they are stored, versioned and audited with the changes', async () => {
    const body = { qualification: 'Warning', availability: 'Error', workingHours: 'Error', overlap: 'Error', contractCoverage: 'Warning' };
    const res = await h.call(path, { method: 'PUT', body, headers: { 'if-match': '"1"' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...body, version: 2 });
    expect((await h.call(path)).body).toEqual(res.body);
    const [event] = await eventsFor(h, 'assignment-validation');
    expect(event).toMatchObject({ type: 'staffing.settings.updated', subject: { type: 'assignmentValidationSettings' } });
    expect(event.actor.userId).toEqual(expect.any(String));
    expect(event.changes).toEqual([
      { field: 'qualification', before: 'Error', after: 'Warning' },
      { field: 'workingHours', before: 'Warning', after: 'Error' },
    ]);
  });

  test('when the If-Match version is stale, then 412 and nothing changes', async () => {
    const before = (await h.call(path)).body;
    const { version: _v, updatedAt: _u, ...values } = before;
    const res = await h.call(path, { method: 'PUT', body: { ...values, overlap: 'Warning' }, headers: { 'if-match': '"1"' } });
    expect(res.status).toBe(412);
    expect(res.body.code).toBe('VERSION_MISMATCH');
    expect((await h.call(path)).body).toEqual(before);
  });

  test.each([
    ['a missing check', { qualification: 'Error' }],
    ['an unknown severity', { qualification: 'Fatal', availability: 'Error', workingHours: 'Error', overlap: 'Error', contractCoverage: 'Error' }],
    ['an unknown check', { qualification: 'Error', availability: 'Error', workingHours: 'Error', overlap: 'Error', contractCoverage: 'Error', speed: 'Error' }],
  ])('when the body has %s, then 400', async (_name, body) => {
    expect((await h.call(path, { method: 'PUT', body })).status).toBe(400);
  });

  test('when per-rule severities are set, then they are stored and answered; an unknown rule code is refused with the field named', async () => {
    const { version: _v, updatedAt: _u, rules: _r, ...values } = (await h.call(path)).body;
    expect(_r).toEqual({});
    const set = await h.call(path, { method: 'PUT', body: { ...values, rules: { REST_TOO_SHORT: 'Error', DUTY_OVERLAP: 'Warning' } } });
    expect(set.status).toBe(200);
    expect(set.body.rules).toEqual({ REST_TOO_SHORT: 'Error', DUTY_OVERLAP: 'Warning' });
    const bad = await h.call(path, { method: 'PUT', body: { ...values, rules: { REST_TOO_SHROT: 'Error' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['rules.REST_TOO_SHROT']);
    expect((await h.call(path)).body).toMatchObject({ rules: { REST_TOO_SHORT: 'Error', DUTY_OVERLAP: 'Warning' }, version: set.body.version });
  });

  test('when the rule catalogue is read, then every code rules may name is listed with check, legal source and a label in the asked language', async () => {
    const de = await h.call(`${path}/rules`);
    expect(de.status).toBe(200);
    expect(de.body.items).toContainEqual({ code: 'REST_TOO_SHORT', check: 'workingHours', legalSource: 'ArbZG §5 Abs. 1', label: 'Ruhezeit unter der Mindestruhezeit', notCheckable: false, ownDefault: null });
    expect(de.body.items).toContainEqual(expect.objectContaining({ code: 'DATE_OF_BIRTH_MISSING', notCheckable: true, ownDefault: 'Warning' }));
    expect(de.body.items).toContainEqual(expect.objectContaining({ code: 'CONTRACT_COVERAGE_MISSING', check: 'contractCoverage' }));
    const en = await h.call(`${path}/rules`, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.body.items.find((r: { code: string }) => r.code === 'REST_TOO_SHORT').label).toBe('Rest below the minimum rest');
    // Every listed code is accepted as a per-rule severity.
    const { version: _v, updatedAt: _u, ...values } = (await h.call(path)).body;
    const rules = Object.fromEntries(de.body.items.map((r: { code: string }) => [r.code, 'Warning']));
    expect((await h.call(path, { method: 'PUT', body: { ...values, rules } })).status).toBe(200);
  });

  test('when the caller may only read the settings, then changing them is forbidden', async () => {
    const token = await h.token({ assignmentSettings: { read: 'All' } });
    expect((await h.call(path, { token })).status).toBe(200);
    const current = (await h.call(path)).body;
    const { version: _v, updatedAt: _u, ...values } = current;
    expect((await h.call(path, { token, method: 'PUT', body: values })).status).toBe(403);
  });
});
