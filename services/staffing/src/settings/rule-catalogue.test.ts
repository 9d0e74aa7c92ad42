import { describe, expect, test } from '@jest/globals';
import { workingTimeRules } from '../working-time';
import { labelledCodes, ruleCatalogue } from './rule-catalogue';

describe('rule catalogue', () => {
  test('every rule has a German and an English label, and every label belongs to a rule', () => {
    const codes = ruleCatalogue('de').items.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...labelledCodes()].sort());
    for (const code of workingTimeRules.map((r) => r.code)) expect(codes).toContain(code);
    const en = ruleCatalogue('en').items;
    for (const [i, r] of ruleCatalogue('de').items.entries()) {
      expect(r.label).not.toBe(r.code);
      expect(en[i].label).not.toBe(r.label);
    }
  });
});
