import { parseScaled, vatCents } from './money';

/**
 * An invoice's totals from its lines' amounts: net = Σ lines (BT-106 = BT-109), VAT on the net at
 * the one rate, rounded half-up once per invoice (EN 16931 computes VAT per rate on the sum:
 * BT-117 = BT-116 × BT-119), gross = net + VAT (BT-112). All in cents.
 */
export function totalsOf(lineCents: number[], vatPercent: string) {
  const netCents = lineCents.reduce((sum, c) => sum + c, 0);
  const vat = vatCents(netCents, parseScaled(vatPercent, 2));
  return { netCents, vatCents: vat, grossCents: netCents + vat };
}
