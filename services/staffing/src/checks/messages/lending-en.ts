/** The lending-law findings' English words, keyed by code (docs/lending-law.md). */
import type { Catalogue } from '../check';
import type { LendingNames, LendingParams } from '../check-lending-law';
import { englishRange } from '../format';
import type { ClockParameters } from '../../lending/check-lending';

const range = (r: { from: string; to: string }) => englishRange(r.from, r.to);
const to = (p: LendingNames) => (p.isClient ? `to ${p.partyName}` : `to ${p.partyName} (a facility without a client, counted as its own client)`);

/** The periods that count, the interruptions that add up and the reset. */
function counting(p: ClockParameters): string {
  const added = p.interruptions.length ? `; interruptions of three months or less (not counted, the periods add up): ${p.interruptions.map(range).join(', ')}` : '';
  const reset = p.reset ? `The count started afresh after the interruption ${range(p.reset)} (more than three months).` : 'No interruption of more than three months reset the count.';
  return `Lending periods that count: ${p.countingPeriods.map(range).join(', ')}${added}. ${reset}`;
}

export const lendingEn: Catalogue = {
  AUEG_MAX_DURATION: (p: LendingParams<'AUEG_MAX_DURATION'>) => ({
    message: `${p.employeeName} would be lent ${to(p)} for more than ${p.maxMonths} months: the last lawful day is ${p.lastLawfulDay}, the assignment runs ${range(p.daysBeyond)} beyond it. ${counting(p)}`,
    remedy: `End the assignment on ${p.lastLawfulDay} at the latest or assign someone else; ${p.partyName} may borrow ${p.employeeName} again only after an interruption of more than three months.`,
  }),
  AUEG_EQUAL_PAY: (p: LendingParams<'AUEG_EQUAL_PAY'>) => ({
    message: `${p.employeeName} is lent ${to(p)} for more than ${p.equalPayMonths} months from ${p.equalPayFrom}: from that day equal pay with the client's comparable employees applies. ${counting(p)}`,
    remedy: `Pay equal pay from ${p.equalPayFrom}, or end the assignment before that day.`,
  }),
  AUEG_REVOLVING_DOOR: (p: LendingParams<'AUEG_REVOLVING_DOOR'>) => ({
    message: `${p.employeeName} was employed by ${p.partyName} (${range(p.employment)}) and is lent ${to(p)} within six months after that (lending from ${p.lendingStart}): equal pay applies from the first day (revolving door).`,
    remedy: `Pay equal pay from ${p.lendingStart}, or start the lending six months after the employment ended at the earliest.`,
  }),
};
