import { dutyOverlap } from './rules/duty-overlap';
import { restNotCheckable } from './rules/rest-not-checkable';
import { duty, facts, other, run } from './rules/rules.fixture';
import { orderName } from './format';

/** The order labels the facts carry: the order's range, as assignments/working-time-facts.ts writes it. */
const ranged = (d: ReturnType<typeof duty>, startDate: string, endDate: string) => ({ ...d, orderLabel: `${startDate} – ${endDate}` });
const isoDate = /\d{4}-\d{2}-\d{2}/;
const germanDate = /\d{2}\.\d{2}\.\d{4}/;

describe('one date format in a sentence', () => {
  it("an order's range label in each language's format", () => {
    expect(orderName('2027-05-01 – 2027-05-31')).toEqual({ de: '01.05.2027–31.05.2027', en: '2027-05-01 to 2027-05-31' });
    expect(orderName('2027-05-04 – 2027-05-04')).toEqual({ de: '04.05.2027', en: '2027-05-04' });
    expect(orderName('Nachtwache')).toEqual({ de: 'Nachtwache', en: 'Nachtwache' });
  });

  it('a duty named with its order: German dates only in German, ISO dates only in English', () => {
    const [f] = run(dutyOverlap, facts({
      candidate: [ranged(duty('2026-05-04', '05:00', '13:00'), '2026-05-04', '2026-05-08')],
      others: [ranged(other('2026-05-03', '21:00', '06:00'), '2026-05-01', '2026-05-31')],
    }));
    expect(f.text.de).toBe('Der Dienst 04.05.2026 05:00–13:00, Haus Sonne, Auftrag 04.05.2026–08.05.2026 überschneidet sich um 1 h mit dem Dienst 03.05.2026 21:00–06:00, Haus Linde, Auftrag 01.05.2026–31.05.2026.');
    expect(f.text.de).not.toMatch(isoDate);
    expect(f.text.en).not.toMatch(germanDate);
  });

  it('the remedy of an untimed duty of another order', () => {
    const found = run(restNotCheckable, facts({
      candidate: [duty('2026-05-04', '06:00', '14:00')],
      others: [ranged(other('2026-05-03', null, null), '2026-05-01', '2026-05-31')],
    }));
    const texts = found.flatMap((f) => [f.text.de, f.remedy?.de ?? '']);
    expect(texts.join(' ')).toContain('Auftrag 01.05.2026–31.05.2026');
    for (const de of texts) expect(de).not.toMatch(isoDate);
  });
});
