import { sql, type SQL } from 'drizzle-orm';
import { perHandle, type Queryable } from '@cs/service-kit';
import { missingReference } from '../shared/references';
import { defaultSeverities, type ConflictFacts, type ContractFacts, type SeveritySettings } from './conflicts';

/** What is being checked: a new or changed assignment (hoursPerDay absent → the order's). */
export interface CandidateInput {
  /** The assignment being changed; it never conflicts with itself. */
  assignmentId?: string;
  employeeId: string;
  orderId: string;
  startDate: string;
  endDate: string;
  hoursPerDay?: number | null;
}

export interface LoadedFacts {
  facts: ConflictFacts;
  severities: SeveritySettings;
  /** Whether `assignmentId` names a live assignment. */
  assignmentExists: boolean;
}

/**
 * Other assignments are loaded a week either side of the candidate range: the working-hours check
 * sums whole ISO weeks the range touches and the rest check looks two days around each shift.
 */
const MARGIN_DAYS = 7;

interface FactsRow {
  employee: Omit<ConflictFacts['employee'], 'id'> & { id: string } | null;
  order: (ConflictFacts['order'] & { hoursPerDay: number; shiftStart: string | null; shiftEnd: string | null }) | null;
  absences: ConflictFacts['absences'];
  otherAssignments: ConflictFacts['otherAssignments'];
  contracts: ContractFacts[];
  ranks: Record<string, number>;
  severities: SeveritySettings | null;
  assignmentExists: boolean;
}

const param = {
  employeeId: sql.placeholder('employeeId'),
  orderId: sql.placeholder('orderId'),
  startDate: sql.placeholder('startDate'),
  endDate: sql.placeholder('endDate'),
  assignmentId: sql.placeholder('assignmentId'),
};

/**
 * Everything the five checks need, in ONE round trip. Only live (not soft-deleted) rows, and only
 * rows that can matter: the employee's absences intersecting the range and assignments within a
 * week of it (index assignments_employee_range_idx / absences_employee_range_idx), the contracts
 * of the order's facility (contract_replica_facility_idx), the qualification ranks and the severities
 * as they are at this moment.
 */
function buildFactsQuery(q: Queryable) {
  const { employeeId, orderId, startDate, endDate, assignmentId } = param;
  const ord = sql`(select o.facility_id from orders o where o.id = ${orderId} and o.deleted_at is null)`;
  const parts: Record<keyof FactsRow, SQL> = {
    employee: sql<FactsRow['employee']>`(select json_build_object('id', e.id, 'qualifications', e.qualifications,
        'weeklyHours', e.weekly_hours, 'entryDate', e.entry_date, 'exitDate', e.exit_date, 'active', e.active)
      from employees e where e.id = ${employeeId} and e.deleted_at is null)`,
    order: sql<FactsRow['order']>`(select json_build_object('id', o.id, 'facilityId', o.facility_id,
        'requiredQualification', o.required_qualification, 'startDate', o.start_date, 'endDate', o.end_date,
        'status', o.status, 'hoursPerDay', o.hours_per_day,
        'shiftStart', to_char(o.shift_start, 'HH24:MI'), 'shiftEnd', to_char(o.shift_end, 'HH24:MI'))
      from orders o where o.id = ${orderId} and o.deleted_at is null)`,
    absences: sql<FactsRow['absences']>`(select coalesce(json_agg(json_build_object('id', a.id, 'type', a.type,
        'startDate', a.start_date, 'endDate', a.end_date) order by a.start_date), '[]'::json)
      from absences a
      where a.employee_id = ${employeeId} and a.deleted_at is null
        and a.start_date <= ${endDate}::date and a.end_date >= ${startDate}::date)`,
    otherAssignments: sql<FactsRow['otherAssignments']>`(select coalesce(json_agg(json_build_object('id', a.id,
        'orderId', a.order_id, 'startDate', a.start_date, 'endDate', a.end_date, 'hoursPerDay', a.hours_per_day,
        'shiftStart', to_char(o.shift_start, 'HH24:MI'), 'shiftEnd', to_char(o.shift_end, 'HH24:MI'))
        order by a.start_date), '[]'::json)
      from assignments a join orders o on o.id = a.order_id and o.deleted_at is null
      where a.employee_id = ${employeeId} and a.deleted_at is null
        and a.id is distinct from ${assignmentId}::uuid
        and a.start_date <= ${endDate}::date + ${MARGIN_DAYS}::int
        and a.end_date >= ${startDate}::date - ${MARGIN_DAYS}::int)`,
    contracts: sql<FactsRow['contracts']>`(select coalesce(json_agg(json_build_object('id', c.id, 'facilityId', c.facility_id,
        'status', c.status, 'validFrom', c.valid_from, 'validTo', c.valid_to)), '[]'::json)
      from contract_replica c where c.facility_id = ${ord} and not c.deleted)`,
    ranks: sql<FactsRow['ranks']>`(select coalesce(json_object_agg(v.code, v.rank), '{}'::json)
      from value_lists v where v.list_key = 'qualifications' and v.rank is not null)`,
    severities: sql<FactsRow['severities']>`(select json_build_object('qualification', s.qualification,
        'availability', s.availability, 'workingHours', s.working_hours, 'overlap', s.overlap,
        'contractCoverage', s.contract_coverage)
      from assignment_validation_settings s where s.id = 1)`,
    assignmentExists: sql<boolean>`exists (select 1 from assignments a where a.id = ${assignmentId}::uuid and a.deleted_at is null)`,
  };
  // One json column: one value for pg and drizzle to decode instead of nine.
  const facts = sql.join(
    Object.entries(parts).map(([key, part]) => sql`${sql.raw(`'${key}'`)}, ${part}`),
    sql`, `,
  );
  // A named prepared statement: each connection plans it once (planning costs more than running it).
  return q
    .select({ facts: sql<FactsRow>`json_build_object(${facts})` })
    .from(sql`(select 1) as one`)
    .prepare('staffing_conflict_facts');
}

/** Built once per database handle (a transaction gets its own), not once per check. */
const factsQuery = perHandle(buildFactsQuery);

/** Loads the facts of one candidate. Unknown (or trashed) employee or order → 404. */
export async function loadConflictFacts(q: Queryable, input: CandidateInput): Promise<LoadedFacts> {
  const { employeeId, orderId, startDate, endDate } = input;
  const [{ facts: row }] = (await factsQuery(q).execute({ employeeId, orderId, startDate, endDate, assignmentId: input.assignmentId ?? null })) as Array<{ facts: FactsRow }>;
  if (!row.employee) throw missingReference('Employee', 'employeeId');
  if (!row.order) throw missingReference('Order', 'orderId');
  const { hoursPerDay, shiftStart, shiftEnd, ...order } = row.order;
  return {
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
      order,
      employee: { ...row.employee, weeklyHours: row.employee.weeklyHours === null ? null : Number(row.employee.weeklyHours) },
      qualificationRanks: row.ranks,
      absences: row.absences,
      otherAssignments: row.otherAssignments.map((a) => ({ ...a, hoursPerDay: Number(a.hoursPerDay) })),
      contracts: row.contracts,
    },
    severities: row.severities ?? defaultSeverities,
    assignmentExists: row.assignmentExists,
  };
}
