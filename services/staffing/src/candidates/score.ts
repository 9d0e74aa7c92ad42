import { scorePartNames, type ScorePartName } from '@cs/contracts/http/candidates';
import type { ShiftKind } from '@cs/contracts/shift-kinds';
import { computeTravelCost } from '../assignments/travel-cost/compute-travel-cost';
import type { CandidateFacts } from './candidate-facts.repo';
import type { WindowDuties } from './window-duties';

/** What every candidate of one request is scored against. */
export interface ScoreContext {
  facilityId: string;
  window: { from: string; to: string };
  requiredQualification: string | null;
  /** Qualification code → rank (value list `qualifications`). */
  ranks: Record<string, number>;
  facility: { travelCostMode: string | null; travelCostRate: number | null; travelCostPerKm: number | null } | null;
  duties: WindowDuties;
}

/** A part's value, and its numbers — computed only for the candidates a page shows. */
export interface PartValue {
  value: number;
  details: () => Record<string, unknown>;
}
export type PartValues = Record<ScorePartName, PartValue>;

const clamp = (x: number) => Math.min(1, Math.max(0, x));
export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function qualification(f: CandidateFacts, c: ScoreContext): PartValue {
  const required = c.requiredQualification;
  if (required === null) return { value: 1, details: () => ({ fit: 'none', required: null }) };
  if (f.qualifications.includes(required)) return { value: 1, details: () => ({ fit: 'exact', required }) };
  const requiredRank = c.ranks[required];
  const higher = f.qualifications.map((q) => c.ranks[q]).filter((r) => r !== undefined && requiredRank !== undefined && r > requiredRank);
  if (higher.length === 0) return { value: 0, details: () => ({ fit: 'missing', required }) };
  const rankGap = Math.min(...higher) - requiredRank;
  return { value: 1 / (1 + rankGap), details: () => ({ fit: 'overQualified', required, rankGap }) };
}

function distance(f: CandidateFacts, c: ScoreContext): PartValue {
  const details = () => {
    const cost = computeTravelCost({ assignmentId: '', facilityId: c.facilityId, startDate: c.window.from, endDate: c.window.to, dutyDays: c.duties.days.length, facility: c.facility, km: f.km });
    return { km: f.km, travelCost: cost.amount, travelCostMode: cost.mode, workingDays: cost.workingDays };
  };
  return { value: f.km === null ? 0 : 10 / (10 + f.km), details };
}

function hoursLeft(f: CandidateFacts, c: ScoreContext): PartValue {
  const needed = c.duties.neededMinutes;
  if (f.weeklyHours === null) return { value: 0, details: () => ({ weeklyHours: null, leftMinutes: null, neededMinutes: needed }) };
  const left = Math.round(f.weeklyHours * 60) * c.duties.mondays.length - f.weekMinutes;
  const value = needed > 0 ? clamp(left / needed) : left > 0 ? 1 : 0;
  return { value, details: () => ({ weeklyHours: f.weeklyHours, weeks: c.duties.mondays.length, plannedMinutes: f.weekMinutes, leftMinutes: left, neededMinutes: needed }) };
}

const statusValue = { available: 1, preferNot: 0, unavailable: 0 } as const;

function availability(f: CandidateFacts, c: ScoreContext): PartValue {
  const days = c.duties.days.length;
  // Most employees state nothing for the window: every day counts 0.5.
  if (f.availability.length === 0) return { value: 0.5, details: () => ({ days, available: 0, preferNot: 0, unavailable: 0, unstated: days, notPreferredShifts: [] }) };
  const stated = new Map(f.availability.map((s) => [s.date, s]));
  const counts = { available: 0, preferNot: 0, unavailable: 0, unstated: 0 };
  const mismatched = new Set<ShiftKind>();
  let sum = 0;
  for (const day of c.duties.days) {
    const s = stated.get(day.date);
    if (!s) {
      counts.unstated += 1;
      sum += 0.5;
      continue;
    }
    counts[s.status] += 1;
    const other = s.shifts.length > 0 ? day.kinds.filter((k) => !s.shifts.includes(k)) : [];
    for (const k of other) mismatched.add(k);
    sum += statusValue[s.status] * (other.length > 0 ? 0.5 : 1);
  }
  const notPreferred = ['early', 'late', 'night'].filter((k) => mismatched.has(k as ShiftKind));
  return { value: days === 0 ? 0.5 : sum / days, details: () => ({ days, ...counts, notPreferredShifts: notPreferred }) };
}

function fairness(f: CandidateFacts, c: ScoreContext): PartValue {
  const { month } = c.duties;
  const contract = f.weeklyHours === null ? 0 : Math.round(f.weeklyHours * 60) * month.mondays;
  const details = () => ({ month: month.first.slice(0, 7), plannedMinutes: f.monthMinutes, contractMinutes: f.weeklyHours === null ? null : contract });
  return { value: contract > 0 ? clamp(1 - f.monthMinutes / contract) : 0, details };
}

/** Each part's value in [0, 1] with its numbers (the formula: docs/candidates.md). */
export function partValues(f: CandidateFacts, c: ScoreContext): PartValues {
  return {
    qualification: qualification(f, c),
    distance: distance(f, c),
    continuity: { value: Math.min(f.earlier, 5) / 5, details: () => ({ earlierAssignments: f.earlier }) },
    hoursLeft: hoursLeft(f, c),
    availability: availability(f, c),
    wish: { value: f.preferred ? 1 : 0, details: () => ({ preferred: f.preferred }) },
    fairness: fairness(f, c),
  };
}

/** Σ weight × value in the parts' fixed order, rounded to 6 decimals. */
export function scoreTotal(values: PartValues, weights: Record<ScorePartName, number>): number {
  let total = 0;
  for (const part of scorePartNames) total += weights[part] * values[part].value;
  return round6(total);
}
