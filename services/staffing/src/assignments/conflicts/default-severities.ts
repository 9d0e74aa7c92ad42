import type { Severity, SeveritySettings } from './types';

/**
 * Severities used until an admin changes AssignmentValidationSettings.
 * - Error where saving would create an assignment that cannot be worked as planned:
 *   an unqualified employee (care quality and liability), an absent / not employed /
 *   inactive employee, or the same person booked twice on a day.
 * - Warning where the check is an approximation or can be fixed after saving:
 *   working hours are estimated from date ranges (every calendar day counts), and a
 *   missing contract is often signed after the planning has started.
 */
export const defaultSeverities: SeveritySettings = {
  qualification: 'Error',
  availability: 'Error',
  workingHours: 'Warning',
  overlap: 'Error',
  contractCoverage: 'Warning',
};

/**
 * A rule's own default where it differs from its family's (a per-rule setting still wins): a day the
 * employee stated as unavailable is a wish to plan around, not a bar — the office may have agreed
 * otherwise with them — so it warns although the availability family blocks.
 */
export const ruleDefaultSeverities: Readonly<Record<string, Severity>> = {
  EMPLOYEE_UNAVAILABLE: 'Warning',
};
