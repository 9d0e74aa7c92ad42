/** The findings' English words, keyed by code: the checks of this folder (the working-time rules': ../../working-time/messages/en/). */
import { onDatesIn } from '../../working-time/date-list';
import type { Catalogue } from '../check';
import { lendingEn } from './lending-en';
import type { ContractWords, CoverageParams } from '../check-contract-coverage';
import type { EmployeeParams } from '../check-employee-active';
import type { UnavailableParams } from '../check-employee-unavailable';
import type { FacilityBlockParams } from '../check-facility-block';
import type { HeadcountParams } from '../check-order-headcount';
import type { QualificationParams } from '../check-qualification';
import { englishRange } from '../format';

const status = { Active: 'active', Draft: 'draft', Terminated: 'terminated' } as const;
const contract = (c: ContractWords) => `contract ${englishRange(c.validFrom, c.validTo)} (${status[c.status]})`;
const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

export const en: Catalogue = {
  ...lendingEn,
  QUALIFICATION_MISSING: (p: QualificationParams) => ({
    message: `Order ${englishRange(p.orderStart, p.orderEnd)} (${p.facilityName}) requires '${p.wanted}'; ${p.employeeName} holds neither it nor a higher-ranked one (held: ${p.held.length ? p.held.join(', ') : 'none'}).`,
    remedy: `Assign someone with '${p.wanted}'${p.higher.length ? ` or higher (${p.higher.join(', ')})` : ''}, or record the qualification for ${p.employeeName} if they hold it.`,
  }),
  EMPLOYEE_INACTIVE: (p: EmployeeParams) => ({
    message: `${p.employeeName} is recorded as inactive and cannot be assigned.`,
    remedy: `Assign someone else, or record ${p.employeeName} as active again.`,
  }),
  FACILITY_BLOCKED_EMPLOYEE: (p: FacilityBlockParams) => ({
    message: `${p.facilityName} has blocked ${p.employeeName} and does not want them again (reason: ${p.reason}).`,
    remedy: `Assign someone else, or settle the block with ${p.facilityName} and remove it.`,
  }),
  EMPLOYEE_UNAVAILABLE: (p: UnavailableParams) => ({
    message: `${p.employeeName} stated ${onDatesIn(p.dates, 'en')} as unavailable${p.notes.length ? ` ('${p.notes.join("', '")}')` : ''}; the assignment plans duties there.`,
    remedy: `Agree the days with ${p.employeeName}, plan the assignment without these days, or assign someone else.`,
  }),
  ORDER_HEADCOUNT_EXCEEDED: (p: HeadcountParams) => ({
    message: `Order ${p.orderLabel} (${p.facilityName}) asks for ${people(p.headcount)} a day; ${onDatesIn(p.dates, 'en')} this assignment would make it ${p.fewest === p.most ? p.most : `${p.fewest}–${p.most}`} (already assigned: ${p.others.join(', ')}).`,
    remedy: "Move the assignment to days with a free place, choose another order, end one of the existing assignments on these days, or raise the order's headcount if the facility asks for more.",
  }),
  CONTRACT_COVERAGE_MISSING: (p: CoverageParams) => ({
    message:
      p.partial.length === 0
        ? `No active contract with ${p.facilityName} covers the assignment ${englishRange(p.startDate, p.endDate)}.`
        : `No single active contract with ${p.facilityName} covers the whole assignment ${englishRange(p.startDate, p.endDate)}; only partly covered (${p.partial.map((c) => `${contract(c.contract)}: ${englishRange(c.coveredFrom, c.coveredTo)}`).join('; ')}).`,
    remedy: coverageRemedy(p),
  }),
};

function coverageRemedy({ remedy: r, facilityName, startDate, endDate }: CoverageParams): string {
  if (r.kind === 'activate') return `Activate the ${contract(r.contract)} with ${facilityName}.`;
  if (r.kind === 'conclude') return `Conclude a contract with ${facilityName} that covers ${englishRange(startDate, endDate)}.`;
  const when = [r.earlier ? `from ${startDate}` : '', r.later ? `until ${endDate}` : ''].filter(Boolean).join(' and ');
  return `Make the ${contract(r.contract)} valid ${when}, or limit the assignment to ${englishRange(r.coveredFrom, r.coveredTo)}.`;
}
