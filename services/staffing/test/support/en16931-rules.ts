/**
 * A subset of the EN 16931 business rules (EN 16931-1:2017, and XRechnung 3.0's BR-DE rules)
 * written out for the tests, computed in integer cents. It is NOT the official CEN / KoSIT
 * schematron (invoices.official-validation.test.ts runs that, where Saxon and the rule files are
 * installed); it checks the arithmetic and the references this system is responsible for on every
 * machine, fast (docs/billing.md, "What is validated"). Returns the ids of the rules a document breaks.
 */
import type { Terms } from './e-invoice-terms';

const DECIMAL = /^-?\d+(\.\d{1,2})?$/;
/** Money with at most two decimals, as integer cents. */
function cents(value: string): number {
  if (!DECIMAL.test(value)) return Number.NaN;
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const c = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -c : c;
}
/** a × b (÷ divideBy) rounded half away from zero to cents, exactly (scaled integers, BigInt). */
function product(a: string, b: string, divideBy = 1n): number {
  const scale = (v: string) => {
    const [w, f = ''] = v.replace('-', '').split('.');
    return { n: BigInt(w + f) * (v.startsWith('-') ? -1n : 1n), places: f.length };
  };
  const x = scale(a);
  const y = scale(b);
  const num = x.n * y.n * 100n;
  const den = 10n ** BigInt(x.places + y.places) * divideBy;
  const abs = num < 0n ? -num : num;
  const rounded = (abs * 2n + den) / (2n * den);
  return Number(num < 0n ? -rounded : rounded);
}

export function brokenRules(t: Terms, { xrechnung }: { xrechnung: boolean }): string[] {
  const broken: string[] = [];
  const check = (rule: string, ok: boolean) => ok || broken.push(rule);
  const amounts = [t.bt106, t.bt109, t.bt110, t.bt112, t.bt115, ...t.lines.map((l) => l.bt131), ...t.vat.flatMap((v) => [v.bt116, v.bt117])];
  check('BR-DEC (two decimals)', amounts.every((a) => DECIMAL.test(a)));
  check('BR-01 (BT-24)', t.bt24 !== '');
  check('BR-02 (BT-1)', t.bt1 !== '');
  check('BR-03 (BT-2)', /^\d{4}-\d{2}-\d{2}$/.test(t.bt2));
  check('BR-04 (BT-3)', ['380', '384'].includes(t.bt3));
  check('BR-05 (BT-5)', t.bt5 === 'EUR');
  check('BR-16 (a line)', t.lines.length > 0);
  check('BR-21..26 (line id, quantity, unit, amount, price)', t.lines.every((l) => l.bt126 && l.bt129 && l.bt130 && l.bt131 && l.bt146));
  check('BR-27 (price not negative)', t.lines.every((l) => /^\d+(\.\d+)?$/.test(l.bt146)));
  check('PEPPOL-EN16931-R120 (line amount = quantity × price)', t.lines.every((l) => cents(l.bt131) === product(l.bt129, l.bt146)));
  check('BR-CO-10 (BT-106 = Σ BT-131)', cents(t.bt106) === t.lines.reduce((s, l) => s + cents(l.bt131), 0));
  check('BR-CO-13 (BT-109 = BT-106, no allowances or charges)', cents(t.bt109) === cents(t.bt106));
  check('BR-CO-14 (BT-110 = Σ BT-117)', cents(t.bt110) === t.vat.reduce((s, v) => s + cents(v.bt117), 0));
  check('BR-CO-15 (BT-112 = BT-109 + BT-110)', cents(t.bt112) === cents(t.bt109) + cents(t.bt110));
  check('BR-CO-16 (BT-115 = BT-112, nothing prepaid)', cents(t.bt115) === cents(t.bt112));
  check('BR-CO-17 (BT-117 = BT-116 × BT-119 / 100)', t.vat.every((v) => cents(v.bt117) === product(v.bt116, v.bt119, 100n)));
  check('BR-S-08 (BT-116 = Σ BT-131 of category S at the rate)', t.vat.every((v) => v.bt118 !== 'S' || cents(v.bt116) === t.lines.filter((l) => l.bt152 === v.bt119).reduce((s, l) => s + cents(l.bt131), 0)));
  check('BR-55 / BR-DE-22 (BT-25 on a corrected invoice)', t.bt3 !== '384' || (t.bt25 !== null && t.bt25 !== ''));
  if (xrechnung) {
    check('BR-DE-15 (BT-10)', t.bt10 !== '');
    check('BR-DE-2/5/6/7 (seller contact)', !!(t.sellerContact.bt41 && t.sellerContact.bt42 && t.sellerContact.bt43));
    check('BR-DE-23-a (BT-84 for credit transfer)', !!t.bt84);
    check('PEPPOL-EN16931-R020/R010 (BT-34, BT-49)', !!(t.bt34 && t.bt49));
    check('BR-DE-21 (XRechnung specification id)', t.bt24.includes('urn:xeinkauf.de:kosit:xrechnung_3.0'));
  }
  return broken;
}
