import { Temporal } from 'temporal-polyfill';
import { day } from './availability';
import { lendingClock, upTo } from '../../src/lending/clock';
import { daysInRange, lastDayOfMonths } from '../../src/lending/months';

/**
 * The brute-force oracle of the candidates ranking test: the score of docs/candidates.md, computed
 * on its own from what the test seeded (every duty a Frühdienst of 8 h net), and its order.
 */
const ranks: Record<string, number> = { pflegehelfer: 1, pflegeassistenz: 2, pflegefachkraft: 3, 'fachkraft-intensivpflege': 4, praxisanleiter: 4 };
export const NET = 480; // Frühdienst 06:00–14:30 with 30 min break
export const FROM = day(14);
export const TO = day(20);

export interface Seeded {
  id: string;
  firstName: string;
  lastName: string;
  qualifications: string[];
  weeklyHours: number | null;
  eligible: boolean;
  km: number | null;
  preferred: boolean;
  earlier: number;
  /** Dates of the employee's other duties. */
  duties: string[];
  stated: Map<string, { status: string; shifts: string[] }>;
  /** Lending periods at the order facility's counting party: its assignments there and history recorded by hand. */
  lendings: Array<{ from: string; to: string }>;
}

/**
 * The lending headroom as docs/candidates.md states it, the clock from the lending core (its BGB
 * months are unit-tested there): 1 when nothing but the window counts, 0 at or beyond the budget,
 * else (B − L) / (B − W).
 */
export function oracleHeadroom(lendings: Seeded['lendings'], from = FROM, to = TO): number {
  if (lendings.length === 0) return 1;
  const clock = lendingClock([...upTo(lendings, to), { from, to }]);
  if (!clock) return 1;
  const budget = daysInRange(clock.firstCountingDay, lastDayOfMonths(clock.firstCountingDay, clock.limits.maxMonths));
  const window = daysInRange(from, to);
  if (clock.lentDays <= window) return 1;
  return clock.lentDays >= budget ? 0 : (budget - clock.lentDays) / (budget - window);
}

export const dates = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = Temporal.PlainDate.from(from); Temporal.PlainDate.compare(d, Temporal.PlainDate.from(to)) <= 0; d = d.add({ days: 1 })) out.push(d.toString());
  return out;
};
const mondayOf = (date: string) => Temporal.PlainDate.from(date).subtract({ days: Temporal.PlainDate.from(date).dayOfWeek - 1 }).toString();
const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** The documented parts' values, computed from the seeded facts, in the parts' order. */
export function oracleParts(e: Seeded): number[] {
  const window = dates(FROM, TO);
  let qualification = 0;
  if (e.qualifications.includes('pflegeassistenz')) qualification = 1;
  else {
    const higher = e.qualifications.map((q) => ranks[q]).filter((r) => r > 2);
    if (higher.length) qualification = 1 / (1 + Math.min(...higher) - 2);
  }
  const distance = e.km === null ? 0 : 10 / (10 + e.km);
  const continuity = Math.min(e.earlier, 5) / 5;
  const mondays = new Set(window.map(mondayOf));
  const weekMinutes = NET * e.duties.filter((d) => mondays.has(mondayOf(d))).length;
  const needed = NET * window.length;
  const hoursLeft = e.weeklyHours === null ? 0 : clamp((Math.round(e.weeklyHours * 60) * mondays.size - weekMinutes) / needed);
  const availability =
    window.reduce((sum, date) => {
      const s = e.stated.get(date);
      if (!s) return sum + 0.5;
      const base = s.status === 'available' ? 1 : 0;
      return sum + (s.shifts.length > 0 && !s.shifts.includes('early') ? base * 0.5 : base);
    }, 0) / window.length;
  const wish = e.preferred ? 1 : 0;
  const month = FROM.slice(0, 7);
  const monthMondays = dates(`${month}-01`, Temporal.PlainDate.from(`${month}-01`).add({ months: 1 }).subtract({ days: 1 }).toString()).filter((d) => Temporal.PlainDate.from(d).dayOfWeek === 1);
  const contract = e.weeklyHours === null ? 0 : Math.round(e.weeklyHours * 60) * monthMondays.length;
  const planned = NET * e.duties.filter((d) => mondayOf(d).startsWith(month)).length;
  const fairness = contract > 0 ? clamp(1 - planned / contract) : 0;
  return [qualification, distance, continuity, hoursLeft, availability, wish, fairness, oracleHeadroom(e.lendings)];
}

/** The documented score (weights in the parts' order). */
export function oracleScore(e: Seeded, w: number[]): number {
  return Math.round(oracleParts(e).reduce((sum, v, i) => sum + w[i] * v, 0) * 1e6) / 1e6;
}

export const byOracleRank = (a: { total: number; e: Seeded }, b: { total: number; e: Seeded }) =>
  b.total - a.total || (a.e.lastName < b.e.lastName ? -1 : a.e.lastName > b.e.lastName ? 1 : 0) || (a.e.firstName < b.e.firstName ? -1 : a.e.firstName > b.e.firstName ? 1 : 0) || (a.e.id < b.e.id ? -1 : 1);

