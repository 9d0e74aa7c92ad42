/**
 * One employee's clock at one party as the API shows it (`LendingClock` of the contract): the
 * periods recorded, the clock in force as of the day asked (clock-as-of.ts), the limits in force with
 * the client's notes, and the revolving door (AÜG §8 Abs. 3) for the lending in force.
 */
import type { LendingClockResponse } from '@cs/contracts/http/lending-clock';
import { type LendingClock, type LendingPeriodRow, lentAsOf, revolvingDoorEmployment } from '../lending';
import { lendingInForce } from './clock-as-of';
import { rememberedClockAsOf } from './clock-memo';
import type { PartyInfo } from './parties.repo';

export interface PartyClock {
  view: LendingClockResponse;
  clock: LendingClock;
}

const limitsOf = (info: PartyInfo) => ({
  ...(info.maxMonths === null ? {} : { maxMonths: info.maxMonths }),
  ...(info.equalPayMonths === null ? {} : { equalPayMonths: info.equalPayMonths }),
});

const byStart = (a: LendingPeriodRow, b: LendingPeriodRow) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.recordId < b.recordId ? -1 : 1);

/**
 * The clock of one party from its period rows (lending and direct employment, any order); null when
 * the rows hold no lending (direct employment alone: nothing is lent, no clock runs).
 */
export function partyClockOnly(rows: readonly LendingPeriodRow[], info: PartyInfo, asOf: string): LendingClock | null {
  return rememberedClockAsOf(
    rows.filter((r) => r.source !== 'employedByClient'),
    limitsOf(info),
    asOf,
  );
}

/** The API's view of a party's clock (`clock` from `partyClockOnly` of the same rows and day). */
export function clockView(rows: readonly LendingPeriodRow[], info: PartyInfo, asOf: string, clock: LendingClock): LendingClockResponse {
  const employedByClient = rows.filter((r) => r.source === 'employedByClient').map((r) => ({ from: r.from, to: r.to }));
  const lendingStart = lendingInForce(clock, asOf).from;
  const employment = revolvingDoorEmployment(employedByClient, lendingStart);
  const periods = rows
    .filter((r) => r.source !== 'employedByClient')
    .sort(byStart)
    .map((r) => ({ from: r.from, to: r.to, source: r.source as 'assignment' | 'otherAgency' | 'beforeThisSystem', recordId: r.recordId }));
  return {
    client: info.party,
    maxMonths: clock.limits.maxMonths,
    maxMonthsNote: info.maxMonths === null ? null : info.maxMonthsNote,
    equalPayMonths: clock.limits.equalPayMonths,
    equalPayNote: info.equalPayMonths === null ? null : info.equalPayNote,
    periods,
    countingPeriods: clock.countingPeriods,
    interruptions: clock.interruptions,
    reset: clock.reset,
    lentAsOf: lentAsOf(clock, asOf),
    lentPlanned: clock.lent,
    lendingUntil: clock.countingPeriods[clock.countingPeriods.length - 1].to,
    lastLawfulDay: clock.lastLawfulDay,
    lastLawfulDayProjected: clock.lastLawfulDayProjected,
    equalPayFrom: clock.equalPayFrom,
    equalPayFromProjected: clock.equalPayFromProjected,
    freshCountFrom: clock.freshCountFrom,
    revolvingDoor: employment ? { employment, lendingStart } : null,
  };
}

/** The clock and its view; null without lending. */
export function partyClock(rows: readonly LendingPeriodRow[], info: PartyInfo, asOf: string): PartyClock | null {
  const clock = partyClockOnly(rows, info, asOf);
  return clock && { clock, view: clockView(rows, info, asOf, clock) };
}

/** A party the replicas do not know: its id, no name, the statute's limits. */
export const unknownParty = (id: string): PartyInfo => ({
  party: { id, name: null, kind: 'facility' },
  maxMonths: null,
  maxMonthsNote: null,
  equalPayMonths: null,
  equalPayNote: null,
});
