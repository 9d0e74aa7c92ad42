/**
 * One finding per rule and run of days. A per-day rule (overlap, daily hours, rests, breaks, night
 * duties, youth day rules, …) states its finding for each date; findings that say the same thing
 * about the same records — the same related records, and what the rule distinguishes besides — on several dates
 * become one: its parameters are the group's (`grouping`: every date, what the rule's message of
 * several days names, each date's own parameters), its words name the dates compactly ('an 4 Tagen
 * (03.05.–06.05.2027)', messages/by-days.ts), `details` keeps each date's numbers in `days` (and
 * every date in `dates`), `related` names each record once, and one remedy covers them. A finding
 * on one date alone is returned as the rule stated it, with its `details.date`: every finding of a
 * per-day rule has `details.date` or `details.dates`.
 * Rules opt in by calling `groupByDays` with their `DayGrouping` (docs/working-time-rules.md).
 */
import { datesListIn } from './date-list';
import { dutiesLabelIn } from './format';
import type { PlannedDuty, RelatedRecord, RuleFinding } from './types';

/** A rule's finding on one date, before grouping. */
export interface DayFinding<D = undefined> {
  /** The date it is about ('YYYY-MM-DD'). */
  date: string;
  /** How it reads on its own (its `details` are that date's numbers). */
  finding: RuleFinding;
  /** The duties its related assignment records stand for: a group's label names their dates instead of one. */
  duties?: PlannedDuty[];
  /** What the rule needs to word a group. */
  data: D;
}

export interface DayGrouping<D> {
  /**
   * What besides the related records (type and id, in order) tells two dates' findings apart, e.g.
   * compensated or not; findings with the same records and the same distinction are one.
   */
  distinguish?(f: DayFinding<D>): string;
  /** Detail fields that are the same on every date of a group (e.g. `limitHours`): stated once, not per day. */
  shared: readonly string[];
  /** How bad a date is (larger = worse): the worst date's remedy stands for the group unless the group has its own. */
  weight(f: DayFinding<D>): number;
  /** What the message of several dates names. */
  group(group: Array<DayFinding<D>>, worst: DayFinding<D>): GroupParams;
}

/** The rule's part of a group's parameters. */
export interface GroupParams {
  /** What the message of several dates names, beside the dates. */
  params: unknown;
  /** Whether that message has its own remedy; else the dates' remedy when they all agree, else the worst date's, naming it. */
  ownRemedy: boolean;
  /** Summary numbers (e.g. `maxExcessHours`), beside `dates`, the shared details and `days`. */
  details?: Record<string, unknown>;
}

/** The parameters of a finding on several dates (the messages word them with messages/by-days.ts). */
export interface Grouped<G = unknown, P = unknown> {
  grouping: {
    /** Every date, ascending. */
    dates: string[];
    group: G;
    /** Each finding's date and own parameters, by date. */
    each: Array<{ date: string; params: P }>;
    /** Index in `each` of the worst. */
    worst: number;
    ownRemedy: boolean;
  };
}

/** Whether two dates' findings say the same about the same records (type and id, in order). */
function sameRecords(a: readonly RelatedRecord[], b: readonly RelatedRecord[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].id !== b[i].id || a[i].type !== b[i].type) return false;
  return true;
}

/** The findings, one per group, in the order of each group's first date's finding. */
export function groupByDays<D>(items: Array<DayFinding<D>>, grouping: DayGrouping<D>): RuleFinding[] {
  if (items.length === 0) return [];
  // A rule has a few groups in a check: compared one by one, no key strings built per date.
  const groups: Array<{ distinction: string; items: Array<DayFinding<D>> }> = [];
  for (const item of items) {
    const distinction = grouping.distinguish ? grouping.distinguish(item) : '';
    const group = groups.find((g) => g.distinction === distinction && sameRecords(g.items[0].finding.related, item.finding.related));
    if (group) group.items.push(item);
    else groups.push({ distinction, items: [item] });
  }
  return groups.map(({ items: group }) => (group.length === 1 ? dated(group[0]) : merge(group, grouping)));
}

/** A finding on one date alone, as the rule stated it; its `details.date` says the date (a rest's is the duty after it). */
function dated<D>(f: DayFinding<D>): RuleFinding {
  return 'date' in f.finding.details ? f.finding : { ...f.finding, details: { date: f.date, ...f.finding.details } };
}

function merge<D>(group: Array<DayFinding<D>>, grouping: DayGrouping<D>): RuleFinding {
  const sorted = [...group].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const worst = sorted.reduce((a, b) => (grouping.weight(b) > grouping.weight(a) ? b : a));
  const dates = [...new Set(sorted.map((f) => f.date))];
  const shared: Record<string, unknown> = {};
  for (const k of grouping.shared) if (k in worst.finding.details) shared[k] = worst.finding.details[k];
  const days = sorted.map((f) => dayDetails(f, grouping.shared));
  const { params, ownRemedy, details } = grouping.group(sorted, worst);
  const each = sorted.map((f) => ({ date: f.date, params: f.finding.params }));
  const grouped: Grouped = { grouping: { dates, group: params, each, worst: sorted.indexOf(worst), ownRemedy } };
  return { code: worst.finding.code, params: grouped, related: relatedOf(sorted), details: { dates, ...shared, ...details, days } };
}

/** A date's entry in `days`: its date and its details but the shared ones. */
function dayDetails<D>(f: DayFinding<D>, shared: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { date: f.date };
  const details = f.finding.details;
  for (const k in details) if (!shared.includes(k)) out[k] = details[k];
  return out;
}

/**
 * The group's records (the same on every date: they are part of the key); an assignment record's
 * label names the dates of its duties in the group ('03.05.–06.05.2027 21:00–06:00, …') instead of one.
 */
function relatedOf<D>(group: Array<DayFinding<D>>): RelatedRecord[] {
  return group[0].finding.related.map((r) => {
    if (r.type !== 'assignment') return r;
    const own = group.flatMap((f) => (f.duties ?? []).filter((d) => d.assignmentId === r.id));
    return own.length ? { ...r, label: dutiesLabelIn(own, 'de', datesListIn(own.map((d) => d.date), 'de')) } : r;
  });
}
