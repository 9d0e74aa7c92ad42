import { defaultParameters } from '../parameters';
import { buildContext } from '../rule';
import { summariseWeeks } from '../other-weeks';
import { holidayReplacement } from './holiday-replacement';
import { daily, duty, facts, other, run } from './rules.fixture';

// Fronleichnam, Thursday 2027-05-27: a holiday in Bavaria (f2 derives BY from 80331), not in Berlin (f1).
// Its eight-week period: 2027-04-01 … 2027-07-22 (55 days either side). Other duties at the Berlin facility.
const inBavaria = { facilityId: 'f2', facilityName: 'Haus Linde' };
const on = (date: string) => (f: { details: Record<string, unknown> }) => f.details.date === date;
const busy = (from: string, n: number) => daily(duty, from, n, '06:00', '14:00');

describe('HOLIDAY_REPLACEMENT_MISSING (ArbZG §11 Abs. 3)', () => {
  const around = [...busy('2027-04-02', 55), ...busy('2027-05-28', 55)];

  it('a holiday worked with every day of the eight-week period busy is reported with its name', () => {
    const f = run(holidayReplacement, facts({ candidate: [{ ...duty('2027-05-27', '06:00', '14:00'), ...inBavaria }], others: around })).find(on('2027-05-27'))!;
    expect(f.details).toEqual({ date: '2027-05-27', holiday: 'Fronleichnam', periodDays: 56, replacementFrom: '2027-04-02', replacementTo: '2027-07-21' });
    expect(f.text.de).toContain('Feiertag Fronleichnam (27.05.2027, Haus Linde)');
  });

  it('the same day at a Berlin facility is no holiday', () => {
    expect(run(holidayReplacement, facts({ candidate: [duty('2027-05-27', '06:00', '14:00')], others: around })).filter(on('2027-05-27'))).toEqual([]);
  });

  it('a free working day on the last day of the period is a replacement; the day after is too late', () => {
    const candidate = [{ ...duty('2027-05-27', '06:00', '14:00'), ...inBavaria }];
    const freeLast = [...busy('2027-04-02', 55), ...busy('2027-05-28', 54), ...busy('2027-07-22', 1)];
    expect(run(holidayReplacement, facts({ candidate, others: freeLast })).filter(on('2027-05-27'))).toEqual([]);
    const freeAfter = [...busy('2027-04-02', 55), ...busy('2027-05-28', 55)];
    expect(run(holidayReplacement, facts({ candidate, others: freeAfter })).filter(on('2027-05-27'))).toHaveLength(1);
  });

  describe('partial facts: beyond the loaded duties only the week sums tell the days worked', () => {
    // Candidate Thu 2027-07-15 in Berlin; loaded duties 10–20 July (none). The week sums show work every
    // day 2 April – 14 July and from 16 July, Fronleichnam (27 May, a holiday in some states) included.
    const candidate = [duty('2027-07-15', '06:00', '14:00')];
    const partialFacts = (lastBusy: number) => {
      const worked = [...daily(other, '2027-04-02', 104, '06:00', '14:00'), ...daily(other, '2027-07-16', lastBusy, '06:00', '14:00')];
      return facts({ candidate, otherWeeks: summariseWeeks(worked, defaultParameters.timeZone), partial: true, othersWindow: { from: '2027-07-10', to: '2027-07-20' } });
    };
    const needsWide = (f: ReturnType<typeof facts>) => holidayReplacement.needsWideWindow!(buildContext(f, defaultParameters));

    it('a holiday of any state left without a replacement day (the last free one is the candidate\'s) asks for the duties', () => {
      expect(needsWide(partialFacts(6))).toBe(true);
    });

    it('one free working day more (21 July, the period\'s last) replaces it: nothing to report, nothing more to read', () => {
      expect(needsWide(partialFacts(5))).toBe(false);
      expect(run(holidayReplacement, partialFacts(5))).toEqual([]);
    });

    it('complete facts never ask', () => {
      expect(needsWide({ ...partialFacts(6), partial: undefined })).toBe(false);
    });
  });
});

