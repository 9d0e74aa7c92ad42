import { sql, type SQL } from 'drizzle-orm';
import { flattenSql, perHandle, type Queryable } from '@cs/service-kit';
import type { OrderFill } from '../orders/order-status';
import type { ShiftPatternResponse } from '@cs/contracts/http/orders';
import type { ConflictFacts, ContractFacts, FacilityBlock, SameOrderAssignment, UnavailableDay } from '../checks';
import type { CurrentAssignment } from './resolve-duties';
import type { AbsenceFacts, SeveritySettingsWithRules } from '../working-time';
import type { EmployeeRow, OtherAssignmentRow } from './working-time-facts';
import { severitiesJson } from '../shared/severities-sql';

/** The one facts query's answer: one json value per candidate (load-conflict-facts.ts maps it). */
export interface FactsRow {
  employee: (Omit<ConflictFacts['employee'], 'name'> & EmployeeRow) | null;
  order: (Omit<ConflictFacts['order'], 'label' | 'facilityName'> & { hoursPerDay: number; shiftStart: string | null; shiftEnd: string | null; shiftPattern: ShiftPatternResponse | null; facilityName: string | null; postalCode: string | null; state: string | null }) | null;
  current: (CurrentAssignment & { employeeId: string }) | null;
  absences: AbsenceFacts[];
  otherDuties: OtherAssignmentRow[];
  /** [monday, net minutes, starts per weekday, busy per weekday] of the employee's weeks. */
  weeks: Array<[string, number, number[], number[]]>;
  contracts: ContractFacts[];
  sameOrder: SameOrderAssignment[];
  unavailableDays: UnavailableDay[];
  facilityBlock: FacilityBlock | null;
  /** The order facility's counting party (its client, or the facility itself) and the client's own lending limits. */
  party: PartyRow | null;
  ranks: Record<string, number>;
  qualificationLabels: Record<string, string>;
  severities: SeveritySettingsWithRules | null;
  assignmentExists: boolean;
  orderFill: OrderFill | null;
}

export interface PartyRow {
  id: string;
  name: string;
  isClient: boolean;
  maxMonths: number | null;
  equalPayMonths: number | null;
  /** The employee's lent days at the party (null: none recorded) and any direct employment there: single-employee reads only. */
  lentDays?: number | null;
  employedByClient?: boolean;
}

const param = {
  employeeId: sql.placeholder('employeeId'),
  orderId: sql.placeholder('orderId'),
  startDate: sql.placeholder('startDate'),
  endDate: sql.placeholder('endDate'),
  assignmentId: sql.placeholder('assignmentId'),
  windowFrom: sql.placeholder('windowFrom'),
  windowTo: sql.placeholder('windowTo'),
  holidays: sql.placeholder('holidays'),
  weeksFrom: sql.placeholder('weeksFrom'),
  weeksTo: sql.placeholder('weeksTo'),
  employeeIds: sql.placeholder('employeeIds'),
};

/**
 * Everything the checks need, in ONE round trip. Only live (not soft-deleted) rows, and only
 * rows that can matter: the employee's absences intersecting the range, the employee's other
 * duties in the working-time engine's `requiredWindow` (duties_employee_date_idx), the contracts
 * of the order's facility (contract_replica_facility_idx), the qualification ranks and the severities
 * as they are at this moment.
 */
function factsExpression({ orderFill, holidayDuties, many = false }: { orderFill: boolean; holidayDuties: boolean; many?: boolean }): SQL<FactsRow> {
  // Many employees: one row per id of `employeeIds` (`u.id`), the same subqueries per row.
  const employeeId = many ? sql.raw('u.id') : param.employeeId;
  const { orderId, startDate, endDate, assignmentId, windowFrom, windowTo, holidays, weeksFrom, weeksTo } = param;
  const ord = sql`(select o.facility_id from orders o where o.id = ${orderId} and o.deleted_at is null)`;
  const parts: Record<keyof FactsRow, SQL> = {
    employee: sql<FactsRow['employee']>`(select json_build_object('id', e.id, 'qualifications', e.qualifications,
        'weeklyHours', e.weekly_hours, 'entryDate', e.entry_date, 'exitDate', e.exit_date, 'active', e.active,
        'firstName', e.first_name, 'lastName', e.last_name, 'dateOfBirth', e.date_of_birth)
      from employees e where e.id = ${employeeId} and e.deleted_at is null)`,
    order: sql<FactsRow['order']>`(select json_build_object('id', o.id, 'facilityId', o.facility_id,
        'requiredQualification', o.required_qualification, 'startDate', o.start_date, 'endDate', o.end_date,
        'status', o.status, 'headcount', o.headcount, 'hoursPerDay', o.hours_per_day,
        'shiftStart', to_char(o.shift_start, 'HH24:MI'), 'shiftEnd', to_char(o.shift_end, 'HH24:MI'),
        'shiftPattern', o.shift_pattern, 'facilityName', f.name, 'postalCode', f.postal_code, 'state', f.state)
      from orders o left join facility_directory f on f.id = o.facility_id
      where o.id = ${orderId} and o.deleted_at is null)`,
    current: sql<FactsRow['current']>`(select json_build_object('employeeId', a.employee_id, 'orderId', a.order_id, 'startDate', a.start_date, 'endDate', a.end_date,
        'duties', (select coalesce(json_agg(json_build_object('date', d.date, 'start', to_char(d.start, 'HH24:MI'),
          'end', to_char(d."end", 'HH24:MI'), 'breakMinutes', d.break_minutes) order by d.date, d.position), '[]'::json)
          from duties d where d.assignment_id = a.id),
        'manualDates', (select coalesce(json_agg(m.date order by m.date), '[]'::json) from manual_duty_dates m where m.assignment_id = a.id))
      from assignments a where a.id = ${assignmentId}::uuid)`,
    absences: sql<FactsRow['absences']>`(select coalesce(json_agg(json_build_object('id', a.id, 'type', a.type,
        'typeLabel', coalesce(v.label, a.type), 'startDate', a.start_date, 'endDate', a.end_date) order by a.start_date), '[]'::json)
      from absences a left join value_lists v on v.list_key = 'absenceTypes' and v.code = a.type
      where a.employee_id = ${employeeId} and a.deleted_at is null
        and a.start_date <= ${endDate}::date and a.end_date >= ${startDate}::date)`,
    // One object per other assignment (its order and facility looked up once), its duties as
    // parallel arrays: per duty only a date, two times and a break travel and get parsed. The
    // window's duties and, in the wide facts, those on the holiday dates beyond it (holiday
    // replacement days; the narrow facts tell from the week sums whether they can matter).
    otherDuties: sql<FactsRow['otherDuties']>`(select coalesce(json_agg(json_build_object('assignmentId', x.assignment_id,
        'orderId', a.order_id, 'orderStart', o.start_date, 'orderEnd', o.end_date, 'facilityId', o.facility_id,
        'facilityName', f.name, 'postalCode', f.postal_code, 'state', f.state,
        'dates', x.dates, 'starts', x.starts, 'ends', x.ends, 'breaks', x.breaks) order by x.assignment_id), '[]'::json)
      from (select d.assignment_id, array_agg(d.date order by d.date, d.position) as dates,
          array_agg(left(d.start::text, 5) order by d.date, d.position) as starts,
          array_agg(left(d."end"::text, 5) order by d.date, d.position) as ends,
          array_agg(d.break_minutes order by d.date, d.position) as breaks
        from duties d
        where d.employee_id = ${employeeId} and ${holidayDuties ? sql`(d.date between ${windowFrom}::date and ${windowTo}::date or d.date = any(${holidays}::date[]))` : sql`d.date between ${windowFrom}::date and ${windowTo}::date`}
          and d.assignment_id is distinct from ${assignmentId}::uuid
        group by d.assignment_id) x
      join assignments a on a.id = x.assignment_id and a.deleted_at is null
      join orders o on o.id = a.order_id
      left join facility_directory f on f.id = o.facility_id)`,
    // The week sums (duty_weeks: live assignments' duties, the current assignment's included).
    weeks: sql<FactsRow['weeks']>`(select coalesce(json_agg(json_build_array(w.monday, w.net_minutes, w.starts, w.busy) order by w.monday), '[]'::json)
      from duty_weeks w where w.employee_id = ${employeeId} and w.monday between ${weeksFrom}::date and ${weeksTo}::date)`,
    contracts: sql<FactsRow['contracts']>`(select coalesce(json_agg(json_build_object('id', c.id, 'facilityId', c.facility_id,
        'status', c.status, 'validFrom', c.valid_from, 'validTo', c.valid_to)), '[]'::json)
      from contract_replica c where c.facility_id = ${ord} and not c.deleted)`,
    // The order's places already taken over the candidate's dates (assignments_order_idx). Read
    // under the order's row lock in a save, so two saves for the last place see each other.
    sameOrder: sql<FactsRow['sameOrder']>`(select coalesce(json_agg(json_build_object('id', a.id, 'startDate', a.start_date, 'endDate', a.end_date,
        'employeeName', e.first_name || ' ' || e.last_name) order by a.start_date, a.id), '[]'::json)
      from assignments a join employees e on e.id = a.employee_id
      where a.order_id = ${orderId} and a.deleted_at is null and a.id is distinct from ${assignmentId}::uuid
        and a.start_date <= ${endDate}::date and a.end_date >= ${startDate}::date)`,
    // The days the employee stated as unavailable within the range (employee_availability_pkey); the
    // rule keeps those with a duty. And the order's facility's block of the employee (the pair's key).
    unavailableDays: sql<FactsRow['unavailableDays']>`(select coalesce(json_agg(json_build_object('date', v.date, 'note', v.note) order by v.date), '[]'::json)
      from employee_availability v where v.employee_id = ${employeeId} and v.status = 'unavailable'
        and v.date between ${startDate}::date and ${endDate}::date)`,
    facilityBlock: sql<FactsRow['facilityBlock']>`(select json_build_object('id', p.id, 'reason', p.reason)
      from employee_facility_preferences p where p.employee_id = ${employeeId} and p.facility_id = ${ord} and p.preference = 'blocked')`,
    // The counting party of the lending law (docs/lending-law.md): the facility's client, else the facility.
    // With the employee's lent days there (lending_pairs' exact sum) and whether they were employed by
    // it: with neither, the lending rules need no periods read (lending-facts.ts).
    party: sql<FactsRow['party']>`(select json_build_object('id', coalesce(f.client_id, o.facility_id), 'name', coalesce(c.name, f.name, o.facility_id::text),
        'isClient', f.client_id is not null, 'maxMonths', c.max_lending_months, 'equalPayMonths', c.equal_pay_months,
        'lentDays', (select lp.lent_days from lending_pairs lp where lp.employee_id = ${employeeId} and lp.party_id = coalesce(f.client_id, o.facility_id)),
        'employedByClient', exists (select 1 from lending_history h where h.employee_id = ${employeeId}
          and h.party_id = coalesce(f.client_id, o.facility_id) and h.source = 'employedByClient'))
      from orders o left join facility_directory f on f.id = o.facility_id left join client_replica c on c.id = f.client_id
      where o.id = ${orderId} and o.deleted_at is null)`,
    ranks: sql<FactsRow['ranks']>`(select coalesce(json_object_agg(v.code, v.rank), '{}'::json)
      from value_lists v where v.list_key = 'qualifications' and v.rank is not null)`,
    qualificationLabels: sql<FactsRow['qualificationLabels']>`(select coalesce(json_object_agg(v.code, v.label), '{}'::json)
      from value_lists v where v.list_key = 'qualifications')`,
    severities: severitiesJson,
    assignmentExists: sql<boolean>`exists (select 1 from assignments a where a.id = ${assignmentId}::uuid and a.deleted_at is null)`,
    // Only in a save's statement (it holds the order's row lock). Not a parameter of one statement:
    // PostgreSQL then kept planning it per call (a custom plan drops the unread part, which made the
    // generic plan look dearer), ≈ 0.8 ms more per check at 100 k assignments (docs/benchmarks.md).
    orderFill: orderFill
      ? sql<FactsRow['orderFill']>`(select json_build_object('headcount', o.headcount, 'startDate', o.start_date, 'endDate', o.end_date,
        'ranges', (select coalesce(json_agg(json_build_object('startDate', a.start_date, 'endDate', a.end_date)), '[]'::json)
          from assignments a where a.order_id = o.id and a.deleted_at is null))
      from orders o where o.id = ${orderId} and o.deleted_at is null)`
      : sql`null::json`,
  };
  // One json column: one value for pg and drizzle to decode instead of nine.
  const facts = sql.join(
    Object.entries(parts).map(([key, part]) => sql`${sql.raw(`'${key}'`)}, ${part}`),
    sql`, `,
  );
  return sql<FactsRow>`json_build_object(${facts})`;
}

/**
 * Named prepared statements, one per shape: a check's, a save's (`orderFill`), and each with the
 * duties on the holiday dates (`holidayDuties`: the wide facts, when there are such dates). Each
 * connection plans them once (planning costs more than running them); built once per database
 * handle (a transaction gets its own), not once per check, from a text rendered once per process.
 */
type Shape = Parameters<typeof factsExpression>[0];
const statement = (name: string, shape: Shape) => {
  const facts = flattenSql(factsExpression(shape));
  return perHandle((q: Queryable) => q.select({ facts }).from(sql`(select 1) as one`).prepare(name));
};
const manyStatement = (name: string, shape: Shape) => {
  const facts = flattenSql(factsExpression({ ...shape, many: true }));
  return perHandle((q: Queryable) => q.select({ employeeId: sql<string>`u.id`, facts }).from(sql`unnest(${param.employeeIds}::uuid[]) as u(id)`).prepare(name));
};
export const factsQueries = {
  check: statement('staffing_conflict_facts', { orderFill: false, holidayDuties: false }),
  save: statement('staffing_save_facts', { orderFill: true, holidayDuties: false }),
  checkWithHolidays: statement('staffing_conflict_facts_holidays', { orderFill: false, holidayDuties: true }),
  saveWithHolidays: statement('staffing_save_facts_holidays', { orderFill: true, holidayDuties: true }),
  /** The facts of many employees for one order and range (a candidate list): one row per employee. */
  many: manyStatement('staffing_many_facts', { orderFill: false, holidayDuties: false }),
  manyWithHolidays: manyStatement('staffing_many_facts_holidays', { orderFill: false, holidayDuties: true }),
};

