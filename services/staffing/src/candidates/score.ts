import type { ScorePartName } from '@cs/contracts/http/candidates';
import type { ShiftKind } from '@cs/contracts/shift-kinds';
import { computeTravelCost } from '../assignments/travel-cost/compute-travel-cost';
import type { RankedCandidate } from './ranking.repo';
import type { WindowDuties } from './window-duties';
import type { Headroom } from '../lending/headroom';

/** What every candidate of one request is scored against. */
export interface ScoreContext {
  facilityId: string;
  window: { from: string; to: string };
  requiredQualification: string | null;
  /** Qualification code → rank (value list `qualifications`). */
  ranks: Record<string, number>;
  facility: { travelCostMode: string | null; travelCostRate: number | null; travelCostPerKm: number | null } | null;
  duties: WindowDuties;
  /** An employee's lending headroom at the facility's counting party; undefined without lending periods there. */
  headroom: (employeeId: string) => Headroom | undefined;
}

export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * What holding each qualification is worth for the order (docs/candidates.md, "The score"): 1 the
 * required one, 1 / (1 + gap) one ranked higher; the value of a candidate is the best of its codes.
 */
export function qualificationFits(c: Pick<ScoreContext, 'requiredQualification' | 'ranks'>): Record<string, number> {
  const required = c.requiredQualification;
  if (required === null) return {};
  const requiredRank = c.ranks[required];
  const fits: Record<string, number> = { [required]: 1 };
  if (requiredRank === undefined) return fits;
  for (const [code, rank] of Object.entries(c.ranks)) if (rank > requiredRank) fits[code] = 1 / (1 + rank - requiredRank);
  return fits;
}

function qualification(f: RankedCandidate, c: ScoreContext) {
  const required = c.requiredQualification;
  if (required === null) return { fit: 'none', required: null };
  if (f.qualifications.includes(required)) return { fit: 'exact', required };
  const requiredRank = c.ranks[required];
  const higher = f.qualifications.map((q) => c.ranks[q]).filter((r) => r !== undefined && requiredRank !== undefined && r > requiredRank);
  if (higher.length === 0) return { fit: 'missing', required };
  return { fit: 'overQualified', required, rankGap: Math.min(...higher) - requiredRank };
}

function distance(f: RankedCandidate, c: ScoreContext) {
  const cost = computeTravelCost({ assignmentId: '', facilityId: c.facilityId, startDate: c.window.from, endDate: c.window.to, dutyDays: c.duties.days.length, facility: c.facility, km: f.km });
  return { km: f.km, travelCost: cost.amount, travelCostMode: cost.mode, workingDays: cost.workingDays };
}

function hoursLeft(f: RankedCandidate, c: ScoreContext) {
  const needed = c.duties.neededMinutes;
  if (f.weeklyHours === null) return { weeklyHours: null, leftMinutes: null, neededMinutes: needed };
  const left = Math.round(f.weeklyHours * 60) * c.duties.mondays.length - f.weekMinutes;
  return { weeklyHours: f.weeklyHours, weeks: c.duties.mondays.length, plannedMinutes: f.weekMinutes, leftMinutes: left, neededMinutes: needed };
}

function availability(f: RankedCandidate, c: ScoreContext) {
  const stated = new Map(f.availability.map((s) => [s.date, s]));
  const counts = { available: 0, preferNot: 0, unavailable: 0, unstated: 0 };
  const mismatched = new Set<ShiftKind>();
  for (const day of c.duties.days) {
    const s = stated.get(day.date);
    if (!s) {
      counts.unstated += 1;
      continue;
    }
    counts[s.status] += 1;
    if (s.shifts.length > 0) for (const k of day.kinds) if (!s.shifts.includes(k)) mismatched.add(k);
  }
  const notPreferred = ['early', 'late', 'night'].filter((k) => mismatched.has(k as ShiftKind));
  return { days: c.duties.days.length, ...counts, notPreferredShifts: notPreferred };
}

function fairness(f: RankedCandidate, c: ScoreContext) {
  const { month } = c.duties;
  return { month: month.first.slice(0, 7), plannedMinutes: f.monthMinutes, contractMinutes: f.weeklyHours === null ? null : Math.round(f.weeklyHours * 60) * month.mondays };
}

function lendingHeadroomDetails(f: RankedCandidate, c: ScoreContext) {
  const h = c.headroom(f.id);
  if (!h) return { lentBefore: false };
  return { lentBefore: h.lentDays > h.windowDays, budgetDays: h.budgetDays, lentDays: h.lentDays, windowDays: h.windowDays, lastLawfulDay: h.lastLawfulDay };
}

/**
 * The numbers behind each part of a candidate the page shows (the values themselves come from the
 * ranking query, score-sql.ts: one formula).
 */
export function partDetails(f: RankedCandidate, c: ScoreContext): Record<ScorePartName, Record<string, unknown>> {
  return {
    qualification: qualification(f, c),
    distance: distance(f, c),
    continuity: { earlierAssignments: f.earlier },
    hoursLeft: hoursLeft(f, c),
    availability: availability(f, c),
    wish: { preferred: f.preferred },
    fairness: fairness(f, c),
    lendingHeadroom: lendingHeadroomDetails(f, c),
  };
}
