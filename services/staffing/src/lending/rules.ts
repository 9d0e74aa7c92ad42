/**
 * The lending-law rules as data for the check engine: code, default severity, legal source. The
 * severity a finding gets is the engine's one lookup (shared/severities.ts) once the rules join it.
 */
import type { Severity } from '../shared/check-types';

export type LendingRuleCode = 'AUEG_MAX_DURATION' | 'AUEG_EQUAL_PAY' | 'AUEG_REVOLVING_DOOR';

export interface LendingRule {
  code: LendingRuleCode;
  defaultSeverity: Severity;
  legalSource: string;
}

export const LENDING_RULES: Record<LendingRuleCode, LendingRule> = {
  /** The assignment lends beyond the maximum lending period (18 months unless overridden). */
  AUEG_MAX_DURATION: { code: 'AUEG_MAX_DURATION', defaultSeverity: 'Error', legalSource: 'AÜG §1 Abs. 1b' },
  /** The assignment reaches the month from which equal pay applies (the 10th unless overridden). */
  AUEG_EQUAL_PAY: { code: 'AUEG_EQUAL_PAY', defaultSeverity: 'Warning', legalSource: 'AÜG §8 Abs. 4' },
  /** The employee left the client's own employment within the six months before the lending. */
  AUEG_REVOLVING_DOOR: { code: 'AUEG_REVOLVING_DOOR', defaultSeverity: 'Warning', legalSource: 'AÜG §8 Abs. 3' },
};
