/** The findings' German words, keyed by code: the checks of this folder (the working-time rules': ../../working-time/messages/de/). */
import { onDatesIn } from '../../working-time/date-list';
import type { Catalogue } from '../check';
import { lendingDe } from './lending-de';
import type { ContractWords, CoverageParams } from '../check-contract-coverage';
import type { EmployeeParams } from '../check-employee-active';
import type { UnavailableParams } from '../check-employee-unavailable';
import type { FacilityBlockParams } from '../check-facility-block';
import type { HeadcountParams } from '../check-order-headcount';
import type { QualificationParams } from '../check-qualification';
import { germanDate, germanRange } from '../format';

const status = { Active: 'aktiv', Draft: 'Entwurf', Terminated: 'beendet' } as const;
const contract = (c: ContractWords) => `Vertrag ${germanRange(c.validFrom, c.validTo)} (${status[c.status]})`;
const people = (n: number) => (n === 1 ? '1 Person' : `${n} Personen`);

export const de: Catalogue = {
  ...lendingDe,
  QUALIFICATION_MISSING: (p: QualificationParams) => ({
    message: `Auftrag ${germanRange(p.orderStart, p.orderEnd)} (${p.facilityName}) verlangt „${p.wanted}“; ${p.employeeName} hat weder diese noch eine höherrangige Qualifikation (vorhanden: ${p.held.length ? p.held.join(', ') : 'keine'}).`,
    remedy: `Jemanden mit „${p.wanted}“${p.higher.length ? ` oder höher (${p.higher.join(', ')})` : ''} einplanen, oder die Qualifikation bei ${p.employeeName} nachtragen, falls sie vorliegt.`,
  }),
  EMPLOYEE_INACTIVE: (p: EmployeeParams) => ({
    message: `${p.employeeName} ist als inaktiv erfasst und kann nicht eingeplant werden.`,
    remedy: `Jemand anderen einplanen, oder ${p.employeeName} wieder als aktiv erfassen.`,
  }),
  FACILITY_BLOCKED_EMPLOYEE: (p: FacilityBlockParams) => ({
    message: `${p.facilityName} hat ${p.employeeName} gesperrt und möchte sie/ihn nicht wieder einsetzen (Grund: ${p.reason}).`,
    remedy: `Jemand anderen einplanen, oder die Sperre mit ${p.facilityName} klären und aufheben.`,
  }),
  EMPLOYEE_UNAVAILABLE: (p: UnavailableParams) => ({
    message: `${p.employeeName} hat sich ${onDatesIn(p.dates, 'de')} als nicht verfügbar eingetragen${p.notes.length ? ` („${p.notes.join('“, „')}“)` : ''}; der Einsatz plant dort Dienste.`,
    remedy: `Die Tage mit ${p.employeeName} absprechen, den Einsatz ohne diese Tage planen, oder jemand anderen einplanen.`,
  }),
  ORDER_HEADCOUNT_EXCEEDED: (p: HeadcountParams) => ({
    message: `Auftrag ${p.orderLabel} (${p.facilityName}) fragt ${people(p.headcount)} je Tag an; ${onDatesIn(p.dates, 'de')} wären mit diesem Einsatz ${p.fewest === p.most ? p.most : `${p.fewest}–${p.most}`} eingeplant (schon eingeplant: ${p.others.join(', ')}).`,
    remedy: 'Den Einsatz auf Tage mit freiem Platz legen, einen anderen Auftrag wählen, einen der bestehenden Einsätze an diesen Tagen beenden, oder die Personenzahl des Auftrags erhöhen, falls die Einrichtung mehr anfragt.',
  }),
  CONTRACT_COVERAGE_MISSING: (p: CoverageParams) => ({
    message:
      p.partial.length === 0
        ? `Kein aktiver Vertrag mit ${p.facilityName} deckt den Einsatz ${germanRange(p.startDate, p.endDate)} ab.`
        : `Kein einzelner aktiver Vertrag mit ${p.facilityName} deckt den ganzen Einsatz ${germanRange(p.startDate, p.endDate)} ab; nur teilweise gedeckt (${p.partial.map((c) => `${contract(c.contract)}: ${germanRange(c.coveredFrom, c.coveredTo)}`).join('; ')}).`,
    remedy: coverageRemedy(p),
  }),
};

function coverageRemedy({ remedy: r, facilityName, startDate, endDate }: CoverageParams): string {
  if (r.kind === 'activate') return `Den ${contract(r.contract)} mit ${facilityName} aktivieren.`;
  if (r.kind === 'conclude') return `Einen Vertrag mit ${facilityName} abschließen, der ${germanRange(startDate, endDate)} abdeckt.`;
  const when = [r.earlier ? `ab ${germanDate(startDate)}` : '', r.later ? `bis ${germanDate(endDate)}` : ''].filter(Boolean).join(' und ');
  return `Den ${contract(r.contract)} ${when} gelten lassen, oder den Einsatz auf ${germanRange(r.coveredFrom, r.coveredTo)} begrenzen.`;
}
