/** The lending-law findings' German words (dates as 01.07.2028), keyed by code (docs/lending-law.md). */
import type { Catalogue } from '../check';
import type { LendingNames, LendingParams } from '../check-lending-law';
import { germanDate, germanRange } from '../format';
import type { ClockParameters } from '../../lending/check-lending';

const range = (r: { from: string; to: string }) => germanRange(r.from, r.to);
const to = (p: LendingNames) => (p.isClient ? `an ${p.partyName}` : `an ${p.partyName} (Einrichtung ohne Kunden, zählt als eigener Kunde)`);

/** The periods that count, the interruptions that add up and the reset. */
function counting(p: ClockParameters): string {
  const added = p.interruptions.length ? `; Unterbrechungen von höchstens drei Monaten (zählen nicht mit, die Zeiten addieren sich): ${p.interruptions.map(range).join(', ')}` : '';
  const reset = p.reset ? `Die Zählung begann neu nach der Unterbrechung ${range(p.reset)} (mehr als drei Monate).` : 'Keine Unterbrechung von mehr als drei Monaten setzte die Zählung zurück.';
  return `Zählende Überlassungszeiträume: ${p.countingPeriods.map(range).join(', ')}${added}. ${reset}`;
}

export const lendingDe: Catalogue = {
  AUEG_MAX_DURATION: (p: LendingParams<'AUEG_MAX_DURATION'>) => ({
    message: `${p.employeeName} wäre ${to(p)} länger als ${p.maxMonths} Monate überlassen: letzter zulässiger Tag ist der ${germanDate(p.lastLawfulDay)}, der Einsatz reicht ${range(p.daysBeyond)} darüber hinaus. ${counting(p)}`,
    remedy: `Den Einsatz spätestens am ${germanDate(p.lastLawfulDay)} enden lassen oder jemand anderen einplanen; ${p.partyName} darf ${p.employeeName} erst nach einer Unterbrechung von mehr als drei Monaten wieder entleihen.`,
  }),
  AUEG_EQUAL_PAY: (p: LendingParams<'AUEG_EQUAL_PAY'>) => ({
    message: `${p.employeeName} ist ${to(p)} ab dem ${germanDate(p.equalPayFrom)} länger als ${p.equalPayMonths} Monate überlassen: ab diesem Tag gilt gleiches Arbeitsentgelt wie für vergleichbare Beschäftigte des Entleihers (Equal Pay). ${counting(p)}`,
    remedy: `Das Entgelt ab dem ${germanDate(p.equalPayFrom)} auf Equal Pay umstellen, oder den Einsatz vor diesem Tag enden lassen.`,
  }),
  AUEG_REVOLVING_DOOR: (p: LendingParams<'AUEG_REVOLVING_DOOR'>) => ({
    message: `${p.employeeName} war bei ${p.partyName} selbst beschäftigt (${range(p.employment)}) und wird innerhalb von sechs Monaten danach ${to(p)} überlassen (Überlassung ab ${germanDate(p.lendingStart)}): gleiches Arbeitsentgelt gilt vom ersten Tag an (Drehtürklausel).`,
    remedy: `Equal Pay ab dem ${germanDate(p.lendingStart)} zahlen, oder die Überlassung erst sechs Monate nach dem Ende der Beschäftigung beginnen lassen.`,
  }),
};
