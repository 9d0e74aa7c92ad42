/**
 * Per-day rules give one finding per rule and run of days (group-findings.ts): the same other
 * assignment on several days is one finding naming the days; other assignments stay apart.
 */
import type { PlannedDuty } from '../types';
import { breakTooShort } from './break-too-short';
import { dailyHours } from './daily-hours';
import { dutyOverlap } from './duty-overlap';
import { nightDuty } from './night-duty';
import { restNotCheckable } from './rest-not-checkable';
import { restShortened } from './rest-shortened';
import { restTooShort } from './rest-too-short';
import { youthDailyHours } from './youth-daily-hours';
import { youthRest } from './youth-rest';
import { youthShiftSpan } from './youth-shift-span';
import { daily, duty, facts, other, run } from './rules.fixture';

/** A duty of a third assignment (Haus Eiche, Auftrag Spätdienst). */
const third = (date: string, start: string, end: string): PlannedDuty => ({ ...other(date, start, end), assignmentId: 'a3', orderId: 'o3', orderLabel: 'Spätdienst', facilityId: 'f3', facilityName: 'Haus Eiche' });
const on = (dates: string[], make: (d: string) => PlannedDuty) => dates.map(make);

describe('DUTY_OVERLAP over several days', () => {
  it('consecutive days with the same other assignment: one finding, German and English, the hours per day', () => {
    const found = run(dutyOverlap, facts({ candidate: daily(duty, '2027-05-03', 4, '06:00', '14:00'), others: daily(other, '2027-05-03', 4, '12:00', '20:00') }));
    expect(found).toHaveLength(1);
    const [f] = found;
    expect(f.text).toEqual({
      de: 'An 4 Tagen (03.05.–06.05.2027) überschneiden sich die Dienste 06:00–14:00, Haus Sonne, Auftrag Frühdienst Station 2 mit den Diensten 12:00–20:00, Haus Linde, Auftrag Nachtwache, je Tag um 2 h.',
      en: 'On 4 days (2027-05-03 to 2027-05-06) the duties 06:00–14:00, Haus Sonne, order Frühdienst Station 2 overlap the duties 12:00–20:00, Haus Linde, order Nachtwache by 2 h per day.',
    });
    expect(f.remedy).toEqual({ de: 'Die Dienste spätestens um 12:00 enden lassen oder die anderen Dienste verlegen.', en: 'End the duties by 12:00 or move the other duties.' });
    expect(f.details).toMatchObject({ dates: ['2027-05-03', '2027-05-04', '2027-05-05', '2027-05-06'], otherAssignmentId: 'a2', maxOverlapHours: 2 });
    expect(f.details.days).toHaveLength(4);
    expect((f.details.days as unknown[])[0]).toEqual({ date: '2027-05-03', start: '06:00', end: '14:00', otherDate: '2027-05-03', otherStart: '12:00', otherEnd: '20:00', overlapHours: 2 });
    expect(f.related).toContainEqual({ type: 'assignment', id: 'a2', label: '03.05.–06.05.2027 12:00–20:00, Haus Linde, Auftrag Nachtwache' });
  });

  it('days with a gap are listed; different times per day: the range of hours, the worst day\'s remedy', () => {
    const others = [other('2027-05-03', '12:00', '20:00'), other('2027-05-05', '13:00', '20:00'), other('2027-05-07', '12:00', '20:00')];
    const [f, ...rest] = run(dutyOverlap, facts({ candidate: daily(duty, '2027-05-03', 5, '06:00', '14:00'), others }));
    expect(rest).toEqual([]);
    expect(f.text.de).toBe('An 3 Tagen (03.05., 05.05. und 07.05.2027) überschneiden sich die Dienste 06:00–14:00, Haus Sonne, Auftrag Frühdienst Station 2 mit den Diensten Haus Linde, Auftrag Nachtwache, je Tag um 1–2 h.');
    expect(f.remedy?.de).toBe('Am 03.05.2027 (am stärksten betroffen): Dienst spätestens um 12:00 enden lassen oder den anderen Dienst verlegen.');
  });

  it('two other assignments stay two findings', () => {
    const others = [...daily(other, '2027-05-03', 2, '12:00', '20:00'), ...on(['2027-05-04', '2027-05-05'], (d) => third(d, '13:00', '21:00'))];
    const found = run(dutyOverlap, facts({ candidate: daily(duty, '2027-05-03', 3, '06:00', '14:00'), others }));
    expect(found.map((f) => [f.details.otherAssignmentId, f.details.dates])).toEqual([['a2', ['2027-05-03', '2027-05-04']], ['a3', ['2027-05-04', '2027-05-05']]]);
  });

  it('one overlapping day reads as before', () => {
    const [f] = run(dutyOverlap, facts({ candidate: daily(duty, '2027-05-03', 3, '06:00', '14:00'), others: [other('2027-05-04', '12:00', '20:00')] }));
    expect(f.text.de).toBe('Der Dienst 04.05.2027 06:00–14:00, Haus Sonne, Auftrag Frühdienst Station 2 überschneidet sich um 2 h mit dem Dienst 04.05.2027 12:00–20:00, Haus Linde, Auftrag Nachtwache.');
    expect(f.details).toMatchObject({ date: '2027-05-04' });
  });
});

describe('other per-day rules over several days', () => {
  it('DAILY_HOURS_EXCEEDED: the days alone are one finding, the days with another assignment another', () => {
    const candidate = daily(duty, '2027-05-03', 4, '06:00', '17:00', 30);
    const found = run(dailyHours, facts({ candidate, others: [other('2027-05-05', '18:00', '20:00')] }));
    expect(found.map((f) => f.details.dates ?? f.details.date)).toEqual([['2027-05-03', '2027-05-04', '2027-05-06'], '2027-05-05']);
    expect(found[0].text.en).toBe('On 3 days (2027-05-03, 2027-05-04 and 2027-05-06) 10.5 h of work are planned per day, more than the permitted 10 h.');
    expect(found[0].remedy?.de).toBe('An jedem dieser Tage 0,5 h streichen, insgesamt 1,5 h.');
    expect(found[0].details).toMatchObject({ limitHours: 10, maxExcessHours: 0.5, totalExcessHours: 1.5 });
    expect(found[0].details.days).toEqual(['2027-05-03', '2027-05-04', '2027-05-06'].map((date) => ({ date, plannedHours: 10.5, excessHours: 0.5 })));
  });

  it('BREAK_TOO_SHORT: the boundary holds per day inside a group (6 h fine, 6 h 01 min not)', () => {
    const candidate = [duty('2027-05-03', '06:00', '12:01'), duty('2027-05-04', '06:00', '12:00'), duty('2027-05-05', '06:00', '12:01')];
    const [f, ...rest] = run(breakTooShort, facts({ candidate }));
    expect(rest).toEqual([]);
    expect(f.details).toMatchObject({ dates: ['2027-05-03', '2027-05-05'] });
    expect(f.text.de).toBe('An 2 Tagen (03.05. und 05.05.2027) planen die Dienste 06:00–12:01, Haus Sonne, Auftrag Frühdienst Station 2 je 0 min Pause; bei 6,02 h Arbeit sind mindestens 30 min vorgeschrieben.');
  });

  it('REST_TOO_SHORT: rests after the other assignment are one finding, rests before it another', () => {
    const candidate = [...daily(duty, '2027-05-04', 2, '06:00', '14:00'), duty('2027-05-06', '14:00', '22:00')];
    const others = [...daily(other, '2027-05-03', 2, '14:00', '22:00'), other('2027-05-07', '05:00', '08:00')];
    const found = run(restTooShort, facts({ candidate, others }));
    expect(found.map((f) => f.details.nextDutyDate ?? f.details.dates)).toEqual([['2027-05-04', '2027-05-05'], '2027-05-07']);
    expect(found[0].text.de).toBe('An 2 Tagen (04.05. und 05.05.2027) liegen zwischen den Diensten 14:00–22:00, Haus Linde, Auftrag Nachtwache und den Diensten 06:00–14:00, Haus Sonne, Auftrag Frühdienst Station 2 nur je 8 h Ruhezeit; vorgeschrieben sind 11 h (in der Pflege verkürzt mindestens 10 h).');
    expect(found[0].remedy?.en).toBe('Earliest start that keeps 11 h rest: 09:00.');
    expect(found[0].details).toMatchObject({ requiredHours: 11, minRestHours: 8 });
  });

  it('REST_SHORTENED: a compensated rest and the rests not compensated yet stay apart', () => {
    const candidate = daily(duty, '2027-05-03', 3, '07:30', '11:30');
    const others = [...daily(other, '2027-05-02', 3, '12:00', '21:00'), other('2027-05-06', '08:00', '12:00')];
    const found = run(restShortened, facts({ candidate, others }));
    expect(found).toHaveLength(2);
    expect(found.map((f) => f.remedy === null)).toEqual([true, false]);
    const open = found[1];
    expect(open.text.de).toContain('noch nicht durch Ruhezeiten von mindestens 12 h ausgeglichen');
    expect(open.details).toMatchObject({ dates: ['2027-05-04', '2027-05-05'], requiredHours: 11, compensatingRestHours: 12 });
    expect(open.remedy).toEqual({ de: '2 Ruhezeiten von mindestens 12 h einplanen, die erste bis 01.06.2027.', en: 'Plan 2 rests of at least 12 h, the first by 2027-06-01.' });
  });

  it('REST_NOT_CHECKABLE: the other order\'s untimed duties next to the candidate are one finding', () => {
    const [f, ...rest] = run(restNotCheckable, facts({ candidate: daily(duty, '2027-05-03', 3, '06:00', '14:00'), others: daily(other, '2027-05-03', 3, '00:00', '00:00').map((d) => ({ ...d, start: null, end: null, breakMinutes: null })) }));
    expect(rest).toEqual([]);
    expect(f.text).toEqual({
      de: 'Ruhezeit nicht prüfbar: Die Dienste von Haus Linde, Auftrag Nachtwache an 3 Tagen (03.05.–05.05.2027) haben keine Uhrzeiten.',
      en: 'Rest period not checkable: the duties of Haus Linde, order Nachtwache on 3 days (2027-05-03 to 2027-05-05) have no times.',
    });
    expect(f.details).toMatchObject({ orderId: 'o2', assignmentId: 'a2', days: [{ date: '2027-05-03' }, { date: '2027-05-04' }, { date: '2027-05-05' }] });
  });

  it('NIGHT_DUTY_TOO_LONG: nights over 10 h apart from nights over 8 h without averaging', () => {
    const candidate = [...daily(duty, '2027-05-03', 2, '20:00', '06:30'), ...daily(duty, '2027-05-05', 2, '21:00', '06:00')];
    // Nights before and after: neither the calendar month nor the four weeks average to 8 h.
    const others = [...daily(other, '2027-04-12', 21, '21:00', '06:30'), ...daily(other, '2027-05-07', 25, '21:00', '06:30')];
    const found = run(nightDuty, facts({ candidate, others }));
    expect(found.map((f) => [f.details.averagingAllowed, f.details.dates])).toEqual([[false, ['2027-05-03', '2027-05-04']], [true, ['2027-05-05', '2027-05-06']]]);
    expect(found[0].remedy?.de).toBe('Jeden dieser Nachtdienste auf 8 h netto kürzen.');
  });

  it('youth day rules: hours, shift span and rest of a minor over several days, one finding each', () => {
    const employee = { dateOfBirth: '2010-01-01' };
    const candidate = daily(duty, '2027-05-03', 3, '07:00', '18:00', 120);
    const [hours] = run(youthDailyHours, facts({ employee, candidate }));
    expect(hours.text.de).toBe('Anna Müller ist minderjährig: an 3 Tagen (03.05.–05.05.2027) sind je Tag 9 h geplant, höchstens 8 h erlaubt.');
    expect(hours.remedy?.en).toBe('Remove 1 h on each of these days, 3 h in total.');
    const [span] = run(youthShiftSpan, facts({ employee, candidate }));
    expect(span.details).toMatchObject({ dates: ['2027-05-03', '2027-05-04', '2027-05-05'], limitHours: 10, maxSpanHours: 11 });
    const [rest, ...more] = run(youthRest, facts({ employee, candidate: daily(duty, '2027-05-03', 3, '09:00', '22:00', 60) }));
    expect(more).toEqual([]);
    expect(rest.text.en).toBe('Anna Müller is under 18: on 2 days (2027-05-04 and 2027-05-05) there are only 11 h of rest each between the duties 09:00–22:00, Haus Sonne, order Frühdienst Station 2 and the duties 09:00–22:00, Haus Sonne, order Frühdienst Station 2, at least 12 h are required.');
  });
});
