import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { divideRounded, formatCents, formatScaled4, hours4, lineCents, parseScaled, percentOf, toScaled, vatCents } from './money';
import { totalsOf } from './totals';

describe('exact money', () => {
  test('half-up at, just below and just above the half cent; negatives mirror', () => {
    expect(lineCents(10_000, 4_950)).toBe(50); // 1 × 0.495 € = 49.5 ct → 50
    expect(lineCents(10_000, 4_949)).toBe(49); // 49.49 ct → 49
    expect(lineCents(10_000, 4_951)).toBe(50);
    expect(lineCents(-10_000, 4_950)).toBe(-50);
    expect(vatCents(150, 1900)).toBe(29); // 28.5 ct → 29
    expect(vatCents(-150, 1900)).toBe(-29);
    expect(divideRounded(5n, 2n)).toBe(3n);
  });

  test('minutes as hours to 1/10 000 h; 0.1 + 0.2 stays exact', () => {
    expect(hours4(440)).toBe(73_333);
    expect(hours4(50)).toBe(8_333);
    expect(hours4(10)).toBe(1_667); // 0.16666… → 0.1667
    expect(toScaled(0.1, 2) + toScaled(0.2, 2)).toBe(30);
    expect(percentOf(325_000, 2_550)).toBe(82_875); // 32.50 € × 25.5 % = 8.2875 €
  });

  test('formatting and parsing are inverse', () => {
    expect(formatCents(123_450)).toBe('1234.50');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatScaled4(80_000)).toBe('8.00');
    expect(formatScaled4(73_333)).toBe('7.3333');
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => parseScaled(formatCents(c), 2) === c && parseScaled(formatScaled4(c), 4) === c));
  });

  test('property: totals add up to the cent and VAT is the rate of the net, half-up', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 300 }), fc.integer({ min: 0, max: 10_000 }), (lines, rate) => {
        const percent = formatCents(rate);
        const t = totalsOf(lines, percent);
        const net = lines.reduce((s, c) => s + c, 0);
        // vat − net × rate in 1/10 000 ct: half-up leaves it in (−½ ct, +½ ct].
        const off = t.vatCents * 10_000 - net * rate;
        return t.netCents === net && t.grossCents === t.netCents + t.vatCents && off > -5_000 && off <= 5_000;
      }),
    );
  });
});
