import { beforeAll, describe, expect, test } from '@jest/globals';
import { contractEventDataSchema } from '@cs/contracts/events/facilities';
import { outboxEventsOf, harnessForFile } from './support/harness';
import { contractBody, newFacility } from './support/contracts';

/**
 * Date-only fields must round-trip exactly whatever the server's time zone. Run this file also with
 * `TZ=Pacific/Kiritimati` (UTC+14) and `TZ=America/Los_Angeles` (UTC−8/−7), where a conversion
 * through a JavaScript Date shifts the day.
 */
const h = harnessForFile('contracts_dates');
let facilityId: string;
beforeAll(async () => {
  facilityId = (await newFacility(h)).id;
});

const edgeDates: Array<[string, string, string]> = [
  ['new year', '2026-01-01', '2026-12-31'],
  ['leap day', '2028-02-29', '2028-03-01'],
  ['DST start in Europe and the US', '2026-03-08', '2026-03-29'],
  ['DST end', '2026-10-25', '2026-11-01'],
  ['far past and future', '1970-01-01', '2999-12-31'],
];

describe(`date-only fields round-trip exactly (TZ=${process.env.TZ ?? 'unset'}, offset ${-new Date('2026-01-01').getTimezoneOffset()} min)`, () => {
  test.each(edgeDates)('%s: %s – %s through create, GET, list, update and the event', async (_name, validFrom, validTo) => {
    const created = await h.api('/api/contracts', { body: contractBody(facilityId, { validFrom, validTo, signedOn: validFrom }) });
    expect(created.body).toMatchObject({ validFrom, validTo, signedOn: validFrom });
    const got = await h.api(`/api/contracts/${created.body.id}`);
    expect(got.body).toMatchObject({ validFrom, validTo, signedOn: validFrom });
    const listed = (await h.api(`/api/contracts?facilityId=${facilityId}&pageSize=100`)).body.items.find((c: { id: string }) => c.id === created.body.id);
    expect(listed).toMatchObject({ validFrom, validTo, signedOn: validFrom });
    const updated = await h.api(`/api/contracts/${created.body.id}`, {
      method: 'PUT',
      body: contractBody(facilityId, { number: created.body.number, validFrom, validTo, signedOn: validTo }),
    });
    expect(updated.body).toMatchObject({ validFrom, validTo, signedOn: validTo });
    const [createdEvent] = await outboxEventsOf(h.svc, created.body.id);
    expect(contractEventDataSchema.parse(createdEvent.data)).toMatchObject({ validFrom, validTo });
  });

  test('timestamps are ISO 8601 in UTC', async () => {
    const created = (await h.api('/api/contracts', { body: contractBody(facilityId) })).body;
    expect(created.createdAt).toMatch(/Z$/);
    expect(Math.abs(Date.parse(created.createdAt) - Date.now())).toBeLessThan(60 * 60_000);
  });
});
