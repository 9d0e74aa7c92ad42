import { arrayLiteral, type Queryable } from '@cs/service-kit';
import { factsQueries, type FactsRow } from './facts-query';
import { missingReference } from '../shared/references';
import type { OrderFill } from '../orders/order-status';
import { checkWindow, defaultSeverities, type ConflictFacts } from '../checks';
import type { StoredDuty } from './duties.repo';
import { resolveDuties, resolveManualDates, type DutyInput } from './resolve-duties';
import type { Locale, SeveritySettingsWithRules, WorkingTimeFacts } from '../working-time';
import { fromDayNumber, mondayOfDay, toDayNumber } from '../shared/dates';
import { candidateOtherWeeks } from './candidate-other-weeks';
import { planningTimeZone } from '../working-time/planning-zone';
import { orderRangeLabel, workingTimeFacts } from './working-time-facts';
import { lendingRulesOn, readLendingFacts } from './lending-facts';

/** What is being checked: a new or changed assignment (hoursPerDay absent → the order's). */
export interface CandidateInput extends DutyInput {
  /** The assignment being changed; it never conflicts with itself. */
  assignmentId?: string;
  employeeId: string;
  hoursPerDay?: number | null;
  /** Language of the findings' messages (default German). */
  locale?: Locale;
}

export interface LoadedFacts {
  facts: ConflictFacts;
  /** The working-time engine's facts (candidate duties, other duties in its window, labels). */
  workingTime: WorkingTimeFacts;
  /** The candidate's duties (explicit, kept or generated; see resolve-duties.ts). */
  duties: StoredDuty[];
  /** Dates of `duties` planned by hand (saved with them). */
  manualDates: string[];
  severities: SeveritySettingsWithRules;
  /** Whether `assignmentId` names a live assignment. */
  assignmentExists: boolean;
  /** Asked for by a save (`orderFill`): the order's headcount and its live assignments' ranges. */
  orderFill: OrderFill | null;
}

export interface FactsOptions {
  /** The narrow duty window every check reads (the facts say `partial`), or the wide one, for when a rule asked for it. */
  reach?: 'narrow' | 'wide';
  /** Also the order's fill (`LoadedFacts.orderFill`): a save that holds the order's row lock derives its status from it. */
  orderFill?: boolean;
}

/** The window and parameters of one facts query for these dates (the same for every employee of a candidate list). */
function queryWindow({ orderId, startDate, endDate, assignmentId }: { orderId: string; startDate: string; endDate: string; assignmentId?: string }, reach: 'narrow' | 'wide') {
  const window = checkWindow(startDate, endDate);
  const [from, to] = reach === 'narrow' ? [window.from, window.to] : [window.wideFrom, window.wideTo];
  const weeks = { from: mondayOfDay(toDayNumber(window.weeksFrom)), to: toDayNumber(window.weeksTo) };
  // The narrow facts read no duties on holiday dates (the holiday rule asks for the wide ones when they can matter).
  const holidays = reach === 'narrow' ? [] : window.holidays.filter((d) => d < from || d > to);
  const params = {
    orderId, startDate, endDate, assignmentId: assignmentId ?? null, windowFrom: from, windowTo: to,
    ...(holidays.length > 0 ? { holidays: arrayLiteral(holidays) } : {}), weeksFrom: fromDayNumber(weeks.from), weeksTo: window.weeksTo,
  };
  return { params, withHolidays: holidays.length > 0, window: { from, to }, weeks };
}

/**
 * Loads the facts of one candidate. Unknown (or trashed) employee or order → 404. `reach`: the
 * wide window for when a rule asked for it (`needsWiderFacts`: assess-assignment.ts).
 */
export async function loadConflictFacts(q: Queryable, input: CandidateInput, { reach = 'narrow', orderFill = false }: FactsOptions = {}): Promise<LoadedFacts> {
  const w = queryWindow(input, reach);
  const query = factsQueries[`${orderFill ? 'save' : 'check'}${w.withHolidays ? 'WithHolidays' : ''}` as const];
  const [{ facts: row }] = (await query(q).execute({ ...w.params, employeeId: input.employeeId })) as Array<{ facts: FactsRow }>;
  if (!row.employee) throw missingReference('Employee', 'employeeId');
  const loaded = toLoadedFacts(row, input, reach, w);
  if (row.party && lendingRulesOn(loaded.severities)) {
    loaded.facts.lending = (await readLendingFacts(q, row.party, [input.employeeId], input.assignmentId)).get(input.employeeId) ?? null;
  }
  return loaded;
}

/**
 * The facts of many employees for one new assignment each over the same order and range (a
 * candidate list), in ONE query: per employee what loadConflictFacts reads for it. Unknown order →
 * 404; employees unknown or in the trash are left out of the map.
 */
export async function loadManyFacts(q: Queryable, input: Omit<CandidateInput, 'employeeId' | 'assignmentId'>, employeeIds: string[], { reach = 'narrow' }: Pick<FactsOptions, 'reach'> = {}): Promise<Map<string, LoadedFacts>> {
  const w = queryWindow(input, reach);
  const query = factsQueries[w.withHolidays ? 'manyWithHolidays' : 'many'];
  const rows = (await query(q).execute({ ...w.params, employeeIds: arrayLiteral(employeeIds) })) as Array<{ employeeId: string; facts: FactsRow }>;
  const out = new Map<string, LoadedFacts>();
  for (const { employeeId, facts: row } of rows) if (row.employee) out.set(employeeId, toLoadedFacts(row, { ...input, employeeId }, reach, w));
  // The lending-law facts of all of them in one more query (none when every lending rule is Off).
  const first = rows[0]?.facts;
  if (first?.party && out.size > 0 && lendingRulesOn(out.values().next().value!.severities)) {
    const lending = await readLendingFacts(q, first.party, [...out.keys()]);
    for (const [id, loaded] of out) loaded.facts.lending = lending.get(id) ?? null;
  }
  return out;
}

/** One facts row as the checks take it. */
function toLoadedFacts(row: FactsRow, input: CandidateInput, reach: 'narrow' | 'wide', { window: { from, to }, weeks }: ReturnType<typeof queryWindow>): LoadedFacts {
  const { employeeId, orderId, startDate, endDate } = input;
  if (!row.employee) throw missingReference('Employee', 'employeeId');
  if (!row.order) throw missingReference('Order', 'orderId');
  const { hoursPerDay, shiftStart, shiftEnd, shiftPattern, facilityName, postalCode, state, ...order } = row.order;
  const duties = resolveDuties(input, shiftPattern, row.current);
  const manualDates = resolveManualDates(input, shiftPattern, row.current, duties);
  const candidateContext = { assignmentId: input.assignmentId, orderId, orderStart: order.startDate, orderEnd: order.endDate as string, facilityId: order.facilityId, facilityName, postalCode, state };
  return {
    duties,
    manualDates,
    workingTime: {
      ...workingTimeFacts(row.employee, candidateContext, duties, row.otherDuties, row.absences, { from, to }),
      otherWeeks: candidateOtherWeeks(row, input.employeeId, weeks, planningTimeZone()),
      partial: reach === 'narrow',
    },
    facts: {
      candidate: {
        ...(input.assignmentId ? { assignmentId: input.assignmentId } : {}),
        employeeId,
        orderId,
        startDate,
        endDate,
        hoursPerDay: input.hoursPerDay ?? Number(hoursPerDay),
        shiftStart,
        shiftEnd,
      },
      order: { ...order, label: orderRangeLabel(order as { startDate: string; endDate: string }), facilityName: facilityName ?? order.facilityId },
      employee: {
        id: row.employee.id, name: `${row.employee.firstName} ${row.employee.lastName}`, qualifications: row.employee.qualifications, entryDate: row.employee.entryDate, exitDate: row.employee.exitDate,
        active: row.employee.active, weeklyHours: row.employee.weeklyHours === null ? null : Number(row.employee.weeklyHours),
      },
      qualificationRanks: row.ranks,
      qualificationLabels: row.qualificationLabels,
      absences: row.absences,
      contracts: row.contracts,
      sameOrder: row.sameOrder,
      dutyDates: duties.map((d) => d.date),
      unavailableDays: row.unavailableDays,
      facilityBlock: row.facilityBlock,
      lending: null,
    },
    severities: row.severities ?? defaultSeverities,
    assignmentExists: row.assignmentExists,
    orderFill: row.orderFill,
  };
}
