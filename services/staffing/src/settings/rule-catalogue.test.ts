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

  test('names the rules that could not check something (a Warning without their own severity) and the headcount rule of the overlap family', () => {
    const items = ruleCatalogue('en').items;
    expect(items.filter((r) => r.notCheckable).map((r) => r.code).sort()).toEqual(['DATE_OF_BIRTH_MISSING', 'REST_NOT_CHECKABLE']);
    expect(items.find((r) => r.code === 'ORDER_HEADCOUNT_EXCEEDED')).toMatchObject({ check: 'overlap', label: 'More people than the order asks for', notCheckable: false });
  });

  test('says which rules do not follow their family without a setting: their own default, or Warning when not checkable', () => {
    const owned = Object.fromEntries(ruleCatalogue('en').items.filter((r) => r.ownDefault !== null).map((r) => [r.code, r.ownDefault]));
    expect(owned).toEqual({
      EMPLOYEE_UNAVAILABLE: 'Warning',
      DATE_OF_BIRTH_MISSING: 'Warning',
      REST_NOT_CHECKABLE: 'Warning',
      AUEG_MAX_DURATION: 'Error',
      AUEG_EQUAL_PAY: 'Warning',
      AUEG_REVOLVING_DOOR: 'Warning',
    });
    expect(ruleCatalogue('de').items.find((r) => r.code === 'AUEG_MAX_DURATION')).toMatchObject({
      check: 'contractCoverage',
      legalSource: 'AÜG §1 Abs. 1b',
      label: 'Überlassung an denselben Kunden über 18 Monate (oder dessen Höchstdauer)',
    });
    expect(ruleCatalogue('en').items.find((r) => r.code === 'FACILITY_BLOCKED_EMPLOYEE')).toMatchObject({ check: 'availability', ownDefault: null });
  });
});
