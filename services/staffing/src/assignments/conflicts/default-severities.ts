import type { SeveritySettings } from './types';

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
