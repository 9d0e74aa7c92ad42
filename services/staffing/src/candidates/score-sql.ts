import { sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '@cs/service-kit';
import type { ScorePartName } from '@cs/contracts/http/candidates';
import type { WindowDuties } from './window-duties';

/**
 * The score of docs/candidates.md as SQL, in float8 throughout and in the same operations and
 * order as the formula states them, so PostgreSQL's doubles equal what any IEEE computation of the
 * formula gives (the ranking test's oracle). The expressions read the inputs `ScoreColumns` names:
 * by default the ranking query's joined columns, `e` (employees), `d.km`, `h.n` (earlier assignments),
 * `w.preference`, `k.week_minutes`, `k.month_minutes`, `s.stated`, `s.sum` (the window's statements),
 * `l.v` (the lending headroom).
 */
export interface ScoreTerms {
  /** Qualification code → the value of holding it (1 the required one, 1 / (1 + gap) a higher-ranked one); absent: 0. */
  fits: Record<string, number>;
  /** No required qualification: every employee fits (value 1). */
  noneRequired: boolean;
  duties: WindowDuties;
  /** The lending headroom of the employees where it is not 1 (computed by lending/headroom.ts), joined by id. */
  headroom: { ids: string[]; values: number[] };
}

/** Where each input of the score is read (ranking.repo.ts computes the total over its joins and the parts over its slice). */
export interface ScoreColumns {
  qualifications: SQL;
  /** numeric(5, 2), null when not set. */
  weeklyHours: SQL;
  km: SQL;
  earlier: SQL;
  preference: SQL;
  weekMinutes: SQL;
  monthMinutes: SQL;
  stated: SQL;
  statedSum: SQL;
  headroom: SQL;
}

/** The ranking query's joined columns. */
export const joinedColumns: ScoreColumns = {
  qualifications: sql`e.qualifications`,
  weeklyHours: sql`e.weekly_hours`,
  km: sql`d.km`,
  earlier: sql`h.n`,
  preference: sql`w.preference`,
  weekMinutes: sql`k.week_minutes`,
  monthMinutes: sql`k.month_minutes`,
  stated: sql`s.stated`,
  statedSum: sql`s.sum`,
  headroom: sql`l.v`,
};

const f8 = (n: number) => sql`${n}::float8`;
const clamp = (x: SQL) => sql`least(1::float8, greatest(0::float8, ${x}))`;
/**
 * Math.round(weekly_hours × 60): contractual minutes per week. weekly_hours is numeric(5, 2), so × 60
 * is never within 0.1 of a half and the exact decimal rounds as the double does; the integer then
 * converts to float8 exactly (numeric → float8 would go through text, dear on every employee).
 */
const weeklyMinutes = (c: ScoreColumns) => sql`round(${c.weeklyHours} * 60)::int::float8`;

/** The qualification codes that spare an employee the qualification finding (the required one and those ranked higher). */
export const fittingCodes = (t: ScoreTerms) => Object.keys(t.fits);

function qualification(t: ScoreTerms, c: ScoreColumns): SQL {
  if (t.noneRequired) return sql`1::float8`;
  // The best of the held codes, tried from the best value down: the exact one (1), then the lowest higher rank.
  const byValue = new Map<number, string[]>();
  for (const [code, value] of Object.entries(t.fits)) byValue.set(value, [...(byValue.get(value) ?? []), code]);
  const values = [...byValue.keys()].sort((a, b) => b - a);
  if (values.length === 0) return sql`0::float8`;
  const cases = values.map((value) => sql`when ${c.qualifications} && ${arrayLiteral(byValue.get(value) as string[])}::text[] then ${f8(value)}`);
  return sql`case ${sql.join(cases, sql` `)} else 0::float8 end`;
}

function hoursLeft(t: ScoreTerms, c: ScoreColumns): SQL {
  const needed = t.duties.neededMinutes;
  const left = sql`(${weeklyMinutes(c)} * ${f8(t.duties.mondays.length)} - coalesce(${c.weekMinutes}, 0)::float8)`;
  const value = needed > 0 ? clamp(sql`${left} / ${f8(needed)}`) : sql`case when ${left} > 0 then 1::float8 else 0::float8 end`;
  return sql`case when ${c.weeklyHours} is null then 0::float8 else ${value} end`;
}

function availability(t: ScoreTerms, c: ScoreColumns): SQL {
  const days = t.duties.days.length;
  if (days === 0) return sql`0.5::float8`;
  // Unstated days count 0.5 each; every term is a multiple of 0.5, so the sum is exact in any order.
  return sql`(coalesce(${c.statedSum}, 0::float8) + 0.5::float8 * (${f8(days)} - coalesce(${c.stated}, 0)::float8)) / ${f8(days)}`;
}

function fairness(t: ScoreTerms, c: ScoreColumns): SQL {
  if (t.duties.month.mondays === 0) return sql`0::float8`;
  const contract = sql`(${weeklyMinutes(c)} * ${f8(t.duties.month.mondays)})`;
  // The contract's minutes are > 0 exactly when weekly_hours is (numeric(5, 2): at least 0.01 h, 0.6 min, rounds to ≥ 1).
  return sql`case when ${c.weeklyHours} > 0 then ${clamp(sql`1::float8 - coalesce(${c.monthMinutes}, 0)::float8 / ${contract}`)} else 0::float8 end`;
}

/** Each part's value in [0, 1] (docs/candidates.md, "The score"), read from `c`. */
export function partExpressions(t: ScoreTerms, c: ScoreColumns = joinedColumns): Record<ScorePartName, SQL> {
  return {
    qualification: qualification(t, c),
    distance: sql`case when ${c.km} is null then 0::float8 else 10::float8 / (10::float8 + ${c.km}::float8) end`,
    continuity: sql`least(coalesce(${c.earlier}, 0), 5)::float8 / 5::float8`,
    hoursLeft: hoursLeft(t, c),
    availability: availability(t, c),
    wish: sql`case when ${c.preference} = 'preferred' then 1::float8 else 0::float8 end`,
    fairness: fairness(t, c),
    lendingHeadroom: sql`coalesce(${c.headroom}, 1::float8)`,
  };
}

/**
 * Σ weight × value in the parts' order, left to right, rounded to 6 decimals as Math.round does for a
 * non-negative total. A weight of 1 adds the value itself and a weight of 0 adds +0 — the same
 * doubles, so those terms are written without the product (or not at all).
 */
export function totalExpression(parts: Record<ScorePartName, SQL>, weights: Record<ScorePartName, number>, order: readonly ScorePartName[]): SQL {
  const terms = order.filter((p) => weights[p] !== 0).map((p) => (weights[p] === 1 ? sql`${parts[p]}` : sql`${f8(weights[p])} * ${parts[p]}`));
  if (terms.length === 0) return sql`0::float8`;
  return sql`floor((${sql.join(terms, sql` + `)}) * 1000000::float8 + 0.5::float8) / 1000000::float8`;
}
