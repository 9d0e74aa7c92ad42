import { describe, expect, test } from '@jest/globals';
import { Harness } from './support/harness';
import { created, everyDay, frueh, publishContract, seedFacility } from './support/fixtures';
import { day } from './support/availability';
import { recordLending } from './support/lending';
import { byOracleRank, dates, FROM, oracleParts, oracleScore, TO, type Seeded } from './support/candidates-oracle';
import { findOrder } from '../src/orders/orders.repo';
import { rankingOf } from '../src/candidates/ranking-query';
import { rankingSlice, type RankedCandidate } from '../src/candidates/ranking.repo';
import { scorePartNames, type ScorePartName } from '@cs/contracts/http/candidates';

/**
 * The ranking's oracle is brute force: the test checks EVERY employee through GET
 * /api/assignments/check, scores each by the formula of docs/candidates.md from what it seeded
 * itself, sorts, and compares the endpoint's pages with that list.
 */
const h = Harness.forFile('candidates_ranking');

let seed = 24;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
const chance = (p: number) => random() < p;

async function inChunks<T>(xs: readonly T[], work: (x: T) => Promise<unknown>, size = 8) {
  for (let i = 0; i < xs.length; i += size) await Promise.all(xs.slice(i, i + size).map(work));
}

const partNames = ['qualification', 'distance', 'continuity', 'hoursLeft', 'availability', 'wish', 'fairness', 'lendingHeadroom'] as const;
const weightsByName = (w: number[]) => Object.fromEntries(partNames.map((p, i) => [p, w[i]])) as Record<(typeof partNames)[number], number>;

describe('the candidates ranking against brute force', () => {
  test('when a few hundred varied employees are seeded, then every page equals ranking all of them with every check', async () => {
    const facility = await seedFacility(h, { travelCostMode: 'ProKilometer', travelCostPerKm: 0.3 });
    const other = await seedFacility(h, { name: 'Haus Linde' });
    await publishContract(h, 'created', { facilityId: facility.id });
    await publishContract(h, 'created', { facilityId: other.id });
    const target = await created(h, '/api/orders', { facilityId: facility.id, requiredQualification: 'pflegeassistenz', startDate: FROM, endDate: TO, headcount: 3, shiftPattern: everyDay(frueh) });
    const earlierOrder = await created(h, '/api/orders', { facilityId: facility.id, startDate: day(1), endDate: day(7), headcount: 400, shiftPattern: everyDay(frueh) });
    const elsewhere = await created(h, '/api/orders', { facilityId: other.id, startDate: day(8), endDate: day(22), headcount: 400, shiftPattern: everyDay(frueh) });

    const lastNames = ['Bauer', 'Koch', 'Wolf', 'Yilmaz', 'Özdemir', 'Arnold'];
    const firstNames = ['Anna', 'Ben', 'Clara', 'Deniz', 'Emil'];
    const quals = [['pflegeassistenz'], ['pflegefachkraft'], ['fachkraft-intensivpflege'], ['pflegehelfer'], [], ['pflegehelfer', 'praxisanleiter'], ['pflegeassistenz', 'pflegefachkraft']];
    const seeded: Seeded[] = [];
    const specs = Array.from({ length: 300 }, (_, i) => {
      const kind = i < 4 ? 'twin' : chance(0.04) ? 'inactive' : chance(0.03) ? 'left' : chance(0.03) ? 'notYet' : chance(0.03) ? 'leaving' : 'normal';
      return { i, kind, firstName: i < 4 ? 'Zoe' : pick(firstNames), lastName: i < 4 ? 'Twin' : pick(lastNames), qualifications: i < 4 ? ['pflegeassistenz'] : pick(quals), weeklyHours: i < 4 ? 40 : pick([null, 20, 30, 38.5, 40]) };
    });
    await inChunks(specs, async (s) => {
      const body = {
        firstName: s.firstName,
        lastName: s.lastName,
        entryDate: s.kind === 'notYet' ? day(30) : '2024-01-01',
        exitDate: s.kind === 'left' ? day(10) : s.kind === 'leaving' ? day(17) : null,
        active: s.kind !== 'inactive',
        qualifications: s.qualifications,
        weeklyHours: s.weeklyHours,
      };
      const e = await created(h, '/api/employees', body);
      seeded[s.i] = { id: e.id, ...s, eligible: s.kind === 'normal' || s.kind === 'twin' || s.kind === 'leaving', km: null, preferred: false, earlier: 0, duties: [], stated: new Map(), lendings: [] };
    });

    const normal = seeded.filter((e, i) => e.eligible && i >= 4 && e.lastName !== 'Twin');
    const assign = async (e: Seeded, orderId: string, startDate: string, endDate: string) => {
      const res = await h.call('/api/assignments', { body: { orderId, employeeId: e.id, startDate, endDate } });
      if (res.status !== 200) return false;
      e.duties.push(...dates(startDate, endDate));
      if (orderId === earlierOrder.id) e.lendings.push({ from: startDate, to: endDate });
      return true;
    };
    const absent = new Set<string>();
    await inChunks(normal, async (e) => {
      if (chance(0.7)) {
        e.km = Math.round(random() * 600) / 10 || 0.5;
        await created(h, '/api/employee-distances', { employeeId: e.id, facilityId: facility.id, km: e.km });
      }
      const wish = random();
      if (wish < 0.1) {
        e.preferred = true;
        await created(h, '/api/employee-facility-preferences', { employeeId: e.id, facilityId: facility.id, preference: 'preferred', reason: null });
      } else if (wish < 0.15) {
        e.eligible = false;
        await created(h, '/api/employee-facility-preferences', { employeeId: e.id, facilityId: facility.id, preference: 'blocked', reason: 'Beschwerde der Einrichtung' });
      }
      if (chance(0.3) && (await assign(e, earlierOrder.id, day(1), day(3)))) e.earlier += 1;
      if (chance(0.15) && (await assign(e, earlierOrder.id, day(5), day(7)))) e.earlier += 1;
      const elsewhereAt = random();
      if (elsewhereAt < 0.1) await assign(e, elsewhere.id, day(16), day(17));
      else if (elsewhereAt < 0.35) await assign(e, elsewhere.id, day(8), day(12));
      // Earlier lendings to the facility (its own client) recorded by hand: a little, much, beyond the maximum, reset.
      const lent = random();
      const lend = async (from: number, to: number, source: 'otherAgency' | 'beforeThisSystem' = 'otherAgency') => {
        await recordLending(h, { employeeId: e.id, partyId: facility.id, from: day(from), to: day(to), source });
        e.lendings.push({ from: day(from), to: day(to) });
      };
      if (lent < 0.1) await lend(-60, -20);
      else if (lent < 0.2) await lend(-400, -30, 'beforeThisSystem');
      else if (lent < 0.24) await lend(-560, -10);
      else if (lent < 0.28) await lend(-500, -200);
      if (chance(0.05)) {
        await created(h, '/api/absences', { employeeId: e.id, type: 'vacation', startDate: day(15), endDate: day(15) });
        absent.add(e.id);
      }
      if (chance(0.5)) {
        const days = dates(FROM, TO).filter(() => chance(0.6)).map((date) => {
          const status = pick(['available', 'available', 'preferNot', 'unavailable']);
          const shifts = status === 'unavailable' ? [] : pick([[], ['early'], ['late'], ['night', 'late']]);
          e.stated.set(date, { status, shifts });
          return { date, status, shifts };
        });
        if (days.length) expect((await h.call(`/api/employees/${e.id}/availability`, { method: 'PUT', body: { days } })).status).toBe(200);
      }
    });
    const trashed = normal.filter((e) => e.duties.length === 0 && !absent.has(e.id) && e.eligible).slice(0, 2);
    for (const e of trashed) {
      expect((await h.call(`/api/employees/${e.id}`, { method: 'DELETE' })).status).toBe(204);
      e.eligible = false;
    }

    // The oracle: every eligible employee checked and scored.
    const headers = { 'accept-language': 'en' };
    const checks = new Map<string, { canSave: boolean; findings: unknown[] }>();
    await inChunks(seeded.filter((e) => e.eligible), async (e) => {
      const res = await h.call(`/api/assignments/check?employeeId=${e.id}&orderId=${target.id}&startDate=${FROM}&endDate=${TO}`, { headers });
      expect(res.status).toBe(200);
      checks.set(e.id, res.body);
    });
    const expected = (weights: number[]) => {
      const scored = seeded.filter((e) => e.eligible).map((e) => ({ e, total: oracleScore(e, weights), ...(checks.get(e.id) as { canSave: boolean; findings: unknown[] }) }));
      const savable = scored.filter((s) => s.canSave).sort(byOracleRank);
      const blocked = scored.filter((s) => !s.canSave).sort(byOracleRank);
      return { savable, all: [...savable, ...blocked] };
    };
    // Each part's value too, as the page shows it (6 decimals): the statement computes the parts apart from the total.
    const asItems = (list: ReturnType<typeof expected>['all']) => list.map((s) => ({ id: s.e.id, total: s.total, values: oracleParts(s.e).map((v) => Math.round(v * 1e6) / 1e6), canSave: s.canSave, findings: s.findings }));
    const page = async (query: string) => {
      const res = await h.call(`/api/orders/${target.id}/candidates?from=${FROM}&to=${TO}&${query}`, { headers });
      expect(res.status).toBe(200);
      type Item = { employee: { id: string }; score: { total: number; parts: Record<ScorePartName, { value: number }> }; canSave: boolean; findings: unknown[] };
      const items = res.body.items.map((c: Item) => ({ id: c.employee.id, total: c.score.total, values: scorePartNames.map((p) => c.score.parts[p].value), canSave: c.canSave, findings: c.findings }));
      return { items, hasMore: res.body.hasMore };
    };

    const defaults = [3, 2, 1, 2, 3, 2, 1, 1];
    const { savable, all } = expected(defaults);
    expect(savable.length).toBeGreaterThan(60);
    expect(all.length - savable.length).toBeGreaterThan(20);
    for (const p of [1, 2, 3]) {
      expect(await page(`page=${p}`)).toEqual({ items: asItems(savable.slice((p - 1) * 20, p * 20)), hasMore: savable.length > p * 20 });
    }
    // includeBlocked: the page across the boundary and the last one.
    const boundary = Math.floor(savable.length / 25) + 1;
    const last = Math.ceil(all.length / 25);
    for (const p of [1, boundary, last]) {
      expect(await page(`includeBlocked=true&pageSize=25&page=${p}`)).toEqual({ items: asItems(all.slice((p - 1) * 25, p * 25)), hasMore: all.length > p * 25 });
    }
    // Other weights: the wish and the availability dominate.
    const custom = [1, 0, 0, 0.5, 5, 10, 0, 4];
    const query = 'qualificationWeight=1&distanceWeight=0&continuityWeight=0&hoursLeftWeight=0.5&availabilityWeight=5&wishWeight=10&fairnessWeight=0&lendingHeadroomWeight=4';
    const weighted = expected(custom);
    expect(await page(`${query}&pageSize=30`)).toEqual({ items: asItems(weighted.savable.slice(0, 30)), hasMore: weighted.savable.length > 30 });
    // The ranking query's keyset slices, walked in sevens, give the oracle's whole ranking (ties across slice edges included).
    const order = await findOrder(h.svc.db, target.id);
    const { ranking } = await rankingOf(h.svc.db, order?.order as NonNullable<typeof order>['order'], { from: FROM, to: TO }, weightsByName(defaults), true);
    const walked: RankedCandidate[] = [];
    for (let slice = await rankingSlice(h.svc.db, ranking, null, 7); slice.length > 0 && walked.length < 1000; slice = await rankingSlice(h.svc.db, ranking, slice[slice.length - 1], 7)) walked.push(...slice);
    const ranked = seeded.filter((e) => e.eligible).map((e) => ({ e, total: oracleScore(e, defaults) })).sort(byOracleRank);
    expect(walked.map((r) => ({ id: r.id, total: r.total }))).toEqual(ranked.map((r) => ({ id: r.e.id, total: r.total })));
    // The twins tie on everything but their ids.
    const twins = all.filter((s) => s.e.lastName === 'Twin').map((s) => s.e.id);
    expect(twins).toEqual([...twins].sort());
  }, 240_000);
});
