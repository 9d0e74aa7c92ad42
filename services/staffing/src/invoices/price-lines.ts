/**
 * The lines of an invoice from its duties and the facilities' prices (docs/billing.md, "Invoices"):
 * per facility and employee, in this order,
 * - `regular`: all hours worked × the billing rate (the rate of the qualification billed, else the
 *   facility's billing rate), one line per rate;
 * - `night`, `sunday`, `holiday`: the hours of that kind × (rate × percent), where the facility has
 *   the surcharge;
 * - `travel`: per working day, the flat rate (`Pauschale`) or km × 2 × rate per km (`ProKilometer`,
 *   the day's amount rounded to the cent as the assignment's travel cost is);
 * - `meal`: the meal allowance per working day.
 * A working day is a date with time worked (a split shift is one day). Hours are summed in minutes
 * and rounded once per line (1/10 000 h); each line's amount is quantity × price rounded half-up.
 */
import { perKmDayCents } from '../assignments/travel-cost/compute-travel-cost';
import type { FacilityTerms, MinutesByKind, WorkedDuty } from './invoice-facts';
import { lineTexts, type LineKind } from './line-texts';
import { hours4, lineCents, percentOf, SCALE4, toScaled } from './money';

export interface PricedLine {
  kind: LineKind;
  employeeId: string;
  facilityId: string;
  name: string;
  description: string | null;
  quantity4: number;
  unitCode: 'HUR' | 'DAY';
  price4: number;
  netCents: number;
}

export interface PricingOutcome {
  lines: PricedLine[];
  /** Facilities without a billing rate for some duty; employees without a distance where travel is per km. */
  ratesMissing: string[];
  distancesMissing: string[];
}

type HourKind = 'regular' | 'night' | 'sunday' | 'holiday';
interface Worked {
  facilityId: string;
  employeeId: string;
  employeeName: string;
  km: number | null;
  days: Set<string>;
  /** Minutes by price (1/10 000 EUR per hour) and kind. */
  minutes: Map<number, Record<HourKind, number>>;
}

/**
 * The hourly rate billed for a duty, in 1/10 000 EUR; null: none. An order that requires a
 * qualification bills that qualification's rate, else the facility's billing rate (never another
 * qualification the employee holds); an order that requires none bills the first of the employee's
 * qualifications the facility has a rate for, else the facility's billing rate.
 */
function rateOf(d: WorkedDuty, t: FacilityTerms): number | null {
  const byQualification = new Map(t.qualificationRates.map((r) => [r.qualification, r.rate]));
  const qualification = d.orderQualification ?? d.employeeQualifications.find((q) => byQualification.has(q));
  const rate = (qualification === undefined ? undefined : byQualification.get(qualification)) ?? t.billingRate;
  return rate === null ? null : toScaled(rate, 4);
}

const basisPoints = (percent: number | null) => (percent ? toScaled(percent, 2) : 0);

export function priceLines(duties: WorkedDuty[], terms: Map<string, FacilityTerms>, split: (d: WorkedDuty, t: FacilityTerms) => MinutesByKind): PricingOutcome {
  const groups = new Map<string, Worked>();
  const ratesMissing = new Set<string>();
  for (const d of duties) {
    const t = terms.get(d.facilityId) as FacilityTerms;
    const m = split(d, t);
    if (m.worked <= 0) continue;
    const rate = rateOf(d, t);
    if (rate === null) {
      ratesMissing.add(d.facilityId);
      continue;
    }
    const key = `${d.facilityId}|${d.employeeId}`;
    const g = groups.get(key) ?? { facilityId: d.facilityId, employeeId: d.employeeId, employeeName: d.employeeName, km: d.km, days: new Set<string>(), minutes: new Map() };
    groups.set(key, g);
    g.days.add(d.date);
    const byKind = g.minutes.get(rate) ?? { regular: 0, night: 0, sunday: 0, holiday: 0 };
    g.minutes.set(rate, byKind);
    byKind.regular += m.worked;
    byKind.night += m.night;
    byKind.sunday += m.sunday;
    byKind.holiday += m.holiday;
  }
  const distancesMissing = new Set<string>();
  const lines: PricedLine[] = [];
  const facilityName = (id: string) => terms.get(id)?.name ?? id;
  const ordered = [...groups.values()].sort(
    (a, b) => facilityName(a.facilityId).localeCompare(facilityName(b.facilityId), 'de') || a.employeeName.localeCompare(b.employeeName, 'de') || a.employeeId.localeCompare(b.employeeId),
  );
  for (const g of ordered) {
    const t = terms.get(g.facilityId) as FacilityTerms;
    const texts = lineTexts(g.employeeName, [...g.days]);
    const line = (kind: LineKind, unitCode: PricedLine['unitCode'], quantity4: number, price4: number, detail?: string): PricedLine => ({
      kind, employeeId: g.employeeId, facilityId: g.facilityId, ...texts(kind, detail), quantity4, unitCode, price4, netCents: lineCents(quantity4, price4),
    });
    const rates = [...g.minutes.keys()].sort((a, b) => b - a);
    for (const rate of rates) lines.push(line('regular', 'HUR', hours4(g.minutes.get(rate)!.regular), rate));
    const surcharges: Array<[Exclude<HourKind, 'regular'>, number | null]> = [['night', t.surcharges.nightPercent], ['sunday', t.surcharges.sundayPercent], ['holiday', t.surcharges.holidayPercent]];
    for (const [kind, percent] of surcharges) {
      for (const rate of rates) {
        const minutes = g.minutes.get(rate)![kind];
        if (minutes > 0 && basisPoints(percent) > 0) lines.push(line(kind, 'HUR', hours4(minutes), percentOf(rate, basisPoints(percent)), `${String(percent).replace('.', ',')} %`));
      }
    }
    const days = g.days.size * SCALE4;
    const travel = travelPerDay(t, g.km);
    if (travel === 'distance missing') distancesMissing.add(g.employeeId);
    else if (travel) lines.push(line('travel', 'DAY', days, travel.cents * 100, travel.detail));
    if (t.mealAllowanceRate) lines.push(line('meal', 'DAY', days, toScaled(t.mealAllowanceRate, 4)));
  }
  return { lines: lines.filter((l) => l.quantity4 !== 0), ratesMissing: [...ratesMissing], distancesMissing: [...distancesMissing] };
}

/** The travel cost of one working day in cents, or none (no mode, a rate of 0 or none). */
function travelPerDay(t: FacilityTerms, km: number | null): { cents: number; detail: string } | 'distance missing' | null {
  if (t.travelCostMode === 'Pauschale' && t.travelCostRate) return { cents: toScaled(t.travelCostRate, 2), detail: 'Pauschale' };
  if (t.travelCostMode !== 'ProKilometer' || !t.travelCostPerKm) return null;
  if (km === null) return 'distance missing';
  return { cents: perKmDayCents(km, t.travelCostPerKm), detail: `${String(km).replace('.', ',')} km × 2 × ${t.travelCostPerKm.toFixed(2).replace('.', ',')} €/km` };
}
